import Stripe from 'stripe';
import {
  type CreatePayoutInput,
  type PayoutEvent,
  type PayoutProvider,
  PayoutRequestError,
  type ProviderPayout,
} from '../payouts.ts';
import { WebhookSignatureError } from '../provider.ts';

/** The parts of a Stripe Transfer we read. */
interface TransferObject {
  id: string;
  amount: number;
  currency: string;
  reversed?: boolean;
  metadata?: Record<string, string> | null;
}

/**
 * Stripe Connect: a tutor is paid by a transfer to their connected account
 * (`tutor_payout_methods.provider_account_id`), with our idempotency key; Stripe then pays the
 * account out to the tutor's bank on its own schedule. A transfer lands at once, so it reads as
 * paid; `transfer.reversed` reads as failed. A tutor without a connected account fails clearly
 * before any call.
 */
export class StripePayoutProvider implements PayoutProvider {
  readonly name = 'stripe' as const;
  private readonly stripe: Stripe;

  constructor(
    secretKey: string,
    private readonly webhookSecret: string,
    client?: Stripe,
  ) {
    this.stripe = client ?? new Stripe(secretKey, { maxNetworkRetries: 2, timeout: 20_000 });
  }

  async createPayout(input: CreatePayoutInput): Promise<ProviderPayout> {
    if (!input.providerAccountId)
      throw new PayoutRequestError(
        'account_missing',
        'The tutor has no connected Stripe account to pay into; connect one before paying out.',
      );
    try {
      const transfer = await this.stripe.transfers.create(
        {
          amount: input.amountCents,
          currency: input.currency.toLowerCase(),
          destination: input.providerAccountId,
          metadata: { payoutId: input.payoutId, attempt: String(input.attempt) },
        },
        { idempotencyKey: input.idempotencyKey },
      );
      return fromTransfer(transfer as unknown as TransferObject);
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError)
        throw new PayoutRequestError(error.code ?? 'invalid_request', error.message);
      throw error;
    }
  }

  async retrievePayout(id: string): Promise<ProviderPayout> {
    return fromTransfer((await this.stripe.transfers.retrieve(id)) as unknown as TransferObject);
  }

  parseWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): PayoutEvent {
    const header = headers['stripe-signature'];
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(
        rawBody,
        typeof header === 'string' ? header : '',
        this.webhookSecret,
      );
    } catch (error) {
      throw new WebhookSignatureError((error as Error).message);
    }
    const object = event.data.object as { object?: string };
    return {
      id: event.id,
      type: event.type,
      payout: object.object === 'transfer' ? fromTransfer(object as unknown as TransferObject) : null,
    };
  }
}

export function fromTransfer(t: TransferObject): ProviderPayout {
  const attempt = Number(t.metadata?.attempt);
  return {
    id: t.id,
    status: t.reversed ? 'failed' : 'paid',
    amountCents: t.amount,
    currency: t.currency.toUpperCase(),
    payoutId: t.metadata?.payoutId ?? null,
    attempt: Number.isInteger(attempt) ? attempt : null,
    failure: t.reversed ? { code: 'transfer_reversed', message: 'The transfer was reversed.' } : null,
  };
}
