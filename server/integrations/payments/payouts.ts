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
  | { kind: 'paypal'; email: string }
  /** The tutor's own account at the provider (`providerAccountId`), whose bank the provider knows. */
  | { kind: 'provider_account' };

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

/** A signed webhook event about a payout or a tutor's account, its signature checked. */
export interface PayoutEvent {
  id: string;
  type: string;
  payout: ProviderPayout | null;
  /** A tutor's connected account changed (Stripe's `account.updated`). */
  account: ConnectedAccount | null;
}

/** A tutor's own account at the provider (Stripe Connect Express), as the provider describes it now. */
export interface ConnectedAccount {
  id: string;
  /** The provider pays what is transferred to it out to the tutor's bank. */
  payoutsEnabled: boolean;
  /** What the provider still needs from the tutor, in its own words (`individual.verification.document`…). */
  due: string[];
}

/**
 * Opening a tutor's account at the provider and its hosted onboarding (ADR 044): the provider, not
 * us, collects the tutor's identity and bank details, as Connect requires.
 */
export interface ConnectOnboarding {
  /** Opens the tutor's account; the same idempotency key answers the same account. */
  createAccount(input: {
    tutorId: string;
    email: string;
    /** ISO 3166-1 alpha-2, when known; the provider asks otherwise. */
    country: string | null;
    idempotencyKey: string;
  }): Promise<ConnectedAccount>;
  /** A one-time link to the provider's onboarding of this account, back to our return or refresh page. */
  onboardingLink(accountId: string, urls: { returnUrl: string; refreshUrl: string }): Promise<string>;
  retrieveAccount(accountId: string): Promise<ConnectedAccount>;
  /** A one-time sign-in link to the provider's dashboard for the tutor (payouts, bank account). */
  dashboardLink(accountId: string): Promise<string>;
}

export interface PayoutProvider {
  readonly name: 'sandbox' | 'stripe';
  /** Set when tutors are paid into their own accounts at the provider (Stripe Connect); null: to an IBAN or PayPal. */
  readonly connect: ConnectOnboarding | null;
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

/** The provider could not be reached or failed on its side: nothing was decided, the caller may try again. */
export class PayoutProviderUnavailable extends Error {}
