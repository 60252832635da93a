import Stripe from 'stripe';
import { PAYMENT_METHOD_KINDS } from '../../../../common/contracts/payments.ts';
import {
  type CreatePaymentInput,
  type PaymentMethodKind,
  type PaymentProvider,
  PaymentRequestError,
  type ProviderEvent,
  type ProviderPayment,
  type ProviderRefund,
  type ProviderRefundListed,
  WebhookSignatureError,
} from '../provider.ts';
import {
  type EventObject,
  fromIntent,
  fromRefund,
  type IntentObject,
  OUR_REFUND_KEY,
  type RefundObject,
  toProviderEvent,
} from '../stripe-shape.ts';

export const STRIPE_SIGNATURE_HEADER = 'stripe-signature';

/**
 * Stripe (PaymentIntents), chosen when STRIPE_SECRET_KEY is set. The browser collects the card with
 * Stripe.js and sends us its PaymentMethod id; we create and confirm the intent with our idempotency
 * key, and learn its outcome from signed webhooks (checked on the raw body by the Stripe library).
 */
export class StripeProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  private readonly stripe: Stripe;

  constructor(
    secretKey: string,
    private readonly webhookSecret: string,
    client?: Stripe,
  ) {
    this.stripe = client ?? new Stripe(secretKey, { maxNetworkRetries: 2, timeout: 20_000 });
  }

  async createPayment(input: CreatePaymentInput): Promise<ProviderPayment> {
    try {
      const customer = input.saveFor ? await this.customerOf(input.saveFor) : null;
      const intent = await this.stripe.paymentIntents.create(
        {
          ...(customer
            ? { customer, ...(input.offSession ? {} : { setup_future_usage: 'off_session' as const }) }
            : {}),
          amount: input.amountCents,
          currency: input.currency.toLowerCase(),
          payment_method: input.paymentMethodId,
          confirm: true,
          capture_method: input.capture ?? 'automatic',
          ...(input.offSession ? { off_session: true } : {}),
          return_url: input.returnUrl,
          metadata: { paymentId: input.paymentId },
          ...(input.mandate
            ? {
                mandate_data: {
                  customer_acceptance: {
                    type: 'online',
                    online: { ip_address: input.mandate.ipAddress, user_agent: input.mandate.userAgent },
                  },
                },
              }
            : {}),
        },
        { idempotencyKey: input.idempotencyKey },
      );
      return fromIntent(intent as unknown as IntentObject);
    } catch (error) {
      // A declined card is an outcome, not a failure of the call: the intent says what happened.
      if (error instanceof Stripe.errors.StripeCardError && error.payment_intent)
        return fromIntent(error.payment_intent as unknown as IntentObject);
      if (error instanceof Stripe.errors.StripeInvalidRequestError)
        throw new PaymentRequestError(error.code ?? 'invalid_request', error.message);
      throw error;
    }
  }

  /**
   * The payer's Customer: found by our user id in its metadata, or made (under an idempotency key of
   * the user, so two first payments at once make one). Search is eventually consistent, but a Customer
   * is searched for only at the next month's renewal, long after it was made.
   */
  private async customerOf(payer: { userId: string; email: string }): Promise<string> {
    const found = await this.stripe.customers.search({
      query: `metadata['trt_user']:'${payer.userId}'`,
      limit: 1,
    });
    if (found.data[0]) return found.data[0].id;
    const created = await this.stripe.customers.create(
      { email: payer.email, metadata: { trt_user: payer.userId } },
      { idempotencyKey: `trt-customer-${payer.userId}` },
    );
    return created.id;
  }

  async retrievePayment(id: string): Promise<ProviderPayment> {
    return fromIntent((await this.stripe.paymentIntents.retrieve(id)) as unknown as IntentObject);
  }

  async paymentMethodKind(paymentMethodId: string): Promise<PaymentMethodKind | null> {
    try {
      const method = await this.stripe.paymentMethods.retrieve(paymentMethodId);
      return (PAYMENT_METHOD_KINDS as readonly string[]).includes(method.type)
        ? (method.type as PaymentMethodKind)
        : null;
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError) return null;
      throw error;
    }
  }

  async cardOf(id: string): Promise<{ brand: string; last4: string } | null> {
    const intent = await this.stripe.paymentIntents.retrieve(id, { expand: ['payment_method'] });
    const card = typeof intent.payment_method === 'object' ? intent.payment_method?.card : null;
    return card ? { brand: card.brand, last4: card.last4 } : null;
  }

  async capturePayment(id: string, idempotencyKey: string): Promise<ProviderPayment> {
    const intent = await this.stripe.paymentIntents.capture(id, {}, { idempotencyKey });
    return fromIntent(intent as unknown as IntentObject);
  }

  async cancelPayment(id: string, idempotencyKey: string): Promise<ProviderPayment> {
    const intent = await this.stripe.paymentIntents.cancel(id, {}, { idempotencyKey });
    return fromIntent(intent as unknown as IntentObject);
  }

  /** A refund of the intent's charge, under our idempotency key (Stripe answers a repeat with the same refund). */
  async refundPayment(id: string, amountCents: number, idempotencyKey: string): Promise<ProviderRefund> {
    try {
      const refund = await this.stripe.refunds.create(
        { payment_intent: id, amount: amountCents, metadata: { [OUR_REFUND_KEY]: idempotencyKey } },
        { idempotencyKey },
      );
      const status =
        refund.status === 'succeeded' ? 'succeeded' : refund.status === 'pending' ? 'pending' : 'failed';
      return {
        id: refund.id,
        status,
        amountCents: refund.amount,
        failure:
          status === 'failed'
            ? {
                code: refund.failure_reason ?? 'refund_failed',
                message: 'The provider could not make the refund.',
              }
            : null,
      };
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError)
        throw new PaymentRequestError(error.code ?? 'invalid_request', error.message);
      throw error;
    }
  }

  async listRefunds(id: string): Promise<ProviderRefundListed[]> {
    const listed = await this.stripe.refunds
      .list({ payment_intent: id, limit: 100 })
      .autoPagingToArray({ limit: 10_000 });
    return listed.map((r) => fromRefund(r as unknown as RefundObject));
  }

  parseWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): ProviderEvent {
    const header = headers[STRIPE_SIGNATURE_HEADER];
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
    return toProviderEvent(event.id, event.type, event.data.object as unknown as EventObject);
  }
}
