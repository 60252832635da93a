import Stripe from 'stripe';
import {
  type ConnectedAccount,
  type ConnectOnboarding,
  type CreatePayoutInput,
  type PayoutEvent,
  type PayoutProvider,
  PayoutProviderUnavailable,
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

/** The parts of a Stripe Account we read. */
interface AccountObject {
  id: string;
  payouts_enabled?: boolean | null;
  requirements?: { currently_due?: string[] | null; past_due?: string[] | null } | null;
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
  readonly connect: ConnectOnboarding;
  private readonly stripe: Stripe;
  /** Our account's endpoint secret, then the Connect endpoint's (accounts' events), when it has its own. */
  private readonly secrets: string[];

  constructor(secretKey: string, webhookSecret: string, client?: Stripe, connectWebhookSecret?: string) {
    this.stripe = client ?? new Stripe(secretKey, { maxNetworkRetries: 2, timeout: 20_000 });
    this.secrets = [webhookSecret, ...(connectWebhookSecret ? [connectWebhookSecret] : [])];
    this.connect = {
      // Express: Stripe hosts the onboarding (identity, bank account) and the tutor's dashboard; the
      // platform only transfers. Our key makes a repeated call (two clicks, a retry) the same account.
      createAccount: (input) =>
        connectCall(async () =>
          fromAccount(
            (await this.stripe.accounts.create(
              {
                type: 'express',
                email: input.email,
                ...(input.country ? { country: input.country } : {}),
                business_type: 'individual',
                capabilities: { transfers: { requested: true } },
                metadata: { trt_tutor: input.tutorId },
              },
              { idempotencyKey: input.idempotencyKey },
            )) as unknown as AccountObject,
          ),
        ),
      onboardingLink: (account, urls) =>
        connectCall(
          async () =>
            (
              await this.stripe.accountLinks.create({
                account,
                type: 'account_onboarding',
                return_url: urls.returnUrl,
                refresh_url: urls.refreshUrl,
              })
            ).url,
        ),
      retrieveAccount: (id) =>
        connectCall(async () =>
          fromAccount((await this.stripe.accounts.retrieve(id)) as unknown as AccountObject),
        ),
      // The Express dashboard, where the tutor sees Stripe's payouts to their bank and changes it.
      dashboardLink: (id) => connectCall(async () => (await this.stripe.accounts.createLoginLink(id)).url),
    };
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
    let event: Stripe.Event | null = null;
    let refusal = '';
    for (const secret of this.secrets) {
      try {
        event = this.stripe.webhooks.constructEvent(
          rawBody,
          typeof header === 'string' ? header : '',
          secret,
        );
        break;
      } catch (error) {
        refusal = (error as Error).message;
      }
    }
    if (!event) throw new WebhookSignatureError(refusal);
    const object = event.data.object as { object?: string };
    return {
      id: event.id,
      type: event.type,
      payout: object.object === 'transfer' ? fromTransfer(object as unknown as TransferObject) : null,
      account: object.object === 'account' ? fromAccount(object as unknown as AccountObject) : null,
    };
  }
}

/**
 * A Connect call's errors in our terms: a request Stripe refuses is the caller's to read; Stripe out of
 * reach or failing on its side is a temporary outage.
 */
async function connectCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof Stripe.errors.StripeInvalidRequestError)
      throw new PayoutRequestError(error.code ?? 'invalid_request', error.message);
    if (error instanceof Stripe.errors.StripeError) throw new PayoutProviderUnavailable(error.message);
    throw error;
  }
}

export function fromAccount(a: AccountObject): ConnectedAccount {
  const due = [...(a.requirements?.past_due ?? []), ...(a.requirements?.currently_due ?? [])];
  return { id: a.id, payoutsEnabled: a.payouts_enabled === true, due: [...new Set(due)] };
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
