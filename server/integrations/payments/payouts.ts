/**
 * The payout side of a payment provider (issue 12, ADR 029): money from the platform to a tutor.
 * The built-in sandbox (default; its state in `sandbox_payouts`, outcomes as signed webhooks through
 * the job queue, twice and out of order) or Stripe Connect (a transfer to the tutor's connected
 * account). A payout is asked for with our idempotency key, so a repeated call never pays twice;
 * its outcome comes back asynchronously.
 */

/** Where a payout stands at the provider: on its way, arrived, or refused by the bank. */
export type ProviderPayoutStatus = 'in_transit' | 'paid' | 'failed';

export interface ProviderPayout {
  id: string;
  status: ProviderPayoutStatus;
  amountCents: number;
  currency: string;
  /** Our payout's id and attempt, echoed from the metadata of the request. */
  payoutId: string | null;
  attempt: number | null;
  failure: { code: string; message: string } | null;
}

export type PayoutDestination =
  | { kind: 'iban'; iban: string; accountHolder: string; bic: string | null }
  | { kind: 'paypal'; email: string };

export interface CreatePayoutInput {
  amountCents: number;
  currency: string;
  destination: PayoutDestination;
  /** The tutor's own account at the provider (Stripe Connect), when the provider needs one. */
  providerAccountId: string | null;
  /** Derived from our payout and its attempt: a repeated call answers the same payout. */
  idempotencyKey: string;
  payoutId: string;
  attempt: number;
}

/** A signed webhook event about a payout, its signature checked. */
export interface PayoutEvent {
  id: string;
  type: string;
  payout: ProviderPayout | null;
}

export interface PayoutProvider {
  readonly name: 'sandbox' | 'stripe';
  createPayout(input: CreatePayoutInput): Promise<ProviderPayout>;
  retrievePayout(id: string): Promise<ProviderPayout>;
  /** Checks the signature over the exact bytes received; throws WebhookSignatureError when it fails. */
  parseWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): PayoutEvent;
}

/** The provider refused the payout request itself (no connected account, say): it fails with this reason. */
export class PayoutRequestError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}
