/**
 * The payment provider behind checkout (ADR 026): the built-in sandbox (the default; offline, its
 * state in our database) or Stripe, chosen by configuration. Card details never reach our endpoints:
 * the browser turns a card into a payment method at the provider (Stripe.js; for the sandbox its own
 * endpoint), and we charge the payment method.
 */

/** Where a payment stands at the provider, in the words both providers map to. */
export type ProviderStatus = 'processing' | 'requires_action' | 'requires_capture' | 'succeeded' | 'failed';

export interface ProviderPayment {
  id: string;
  status: ProviderStatus;
  amountCents: number;
  currency: string;
  /** Our own payment's id, given to the provider as metadata when it was created. */
  paymentId: string | null;
  /** The 3-D Secure page the payer must open while the status is requires_action. */
  nextActionUrl: string | null;
  failure: { code: string; message: string } | null;
}

/** A refund at the provider; `failed` carries the provider's reason. */
export interface ProviderRefund {
  id: string;
  status: 'succeeded' | 'pending' | 'failed';
  amountCents: number;
  failure: { code: string; message: string } | null;
}

/**
 * A payer's bank or card issuer taking a payment back. `open`: the money is withdrawn while the
 * dispute is decided (a card); `lost`: withdrawn for good (a SEPA chargeback cannot be contested);
 * `won`: the money came back.
 */
export interface ProviderDispute {
  id: string;
  /** The provider's payment (PaymentIntent) the dispute is about. */
  providerPaymentId: string;
  amountCents: number;
  currency: string;
  reason: string;
  status: 'open' | 'lost' | 'won';
}

/** A refund as the provider lists it for a payment, whoever made it. */
export interface ProviderRefundListed {
  id: string;
  status: 'succeeded' | 'pending' | 'failed';
  amountCents: number;
  currency: string;
  /**
   * Made by the product through refundPayment (the refund carries our idempotency key); false when
   * made elsewhere, by an operator in the provider's dashboard.
   */
  ours: boolean;
}

/** A webhook event, its signature checked: the payment (or dispute) as it stood when the event was sent. */
export interface ProviderEvent {
  id: string;
  type: string;
  payment: ProviderPayment | null;
  dispute: ProviderDispute | null;
  /**
   * The provider's payment whose refunds changed (`charge.refunded`, `refund.*`). The event's copy
   * may be stale or partial, so the receiver lists the payment's refunds at the provider.
   */
  refundsOf: string | null;
}

import type { PaymentMethodKind } from '../../../common/contracts/payments.ts';

export type { PaymentMethodKind };

export interface CreatePaymentInput {
  amountCents: number;
  currency: string;
  paymentMethodId: string;
  /** Sent to the provider as its idempotency key: a retry never creates a second charge. */
  idempotencyKey: string;
  /** Our payment's id, echoed in every event about it. */
  paymentId: string;
  /** Where the payer comes back to after a 3-D Secure challenge. */
  returnUrl: string;
  /**
   * `manual`: the card is only authorised (requires_capture), and nothing is taken until
   * capturePayment; cancelPayment releases it. Checkout of a hold uses it: a hold that lapsed while
   * the payer was busy is never charged.
   */
  capture?: 'automatic' | 'manual';
  /** SEPA Direct Debit: the payer accepted the mandate online, from this address and browser. */
  mandate?: { ipAddress: string; userAgent: string };
  /**
   * The payer is not there (a monthly renewal on a saved card): nobody can answer a 3-D Secure check,
   * so a card that asks for one fails with `authentication_required`, as Stripe's off-session
   * payments do.
   */
  offSession?: boolean;
  /**
   * Keep the payment method for later charges without the payer (premium's renewals). Stripe keeps a
   * card only on a Customer: the adapter finds or makes the payer's, and the first payment attaches
   * the card to it (`setup_future_usage`); off-session charges name the same Customer.
   */
  saveFor?: { userId: string; email: string };
}

export interface PaymentProvider {
  readonly name: 'sandbox' | 'stripe';
  createPayment(input: CreatePaymentInput): Promise<ProviderPayment>;
  retrievePayment(id: string): Promise<ProviderPayment>;
  /** Takes an authorised payment (requires_capture → succeeded); again after success, a no-op. */
  capturePayment(id: string, idempotencyKey: string): Promise<ProviderPayment>;
  /** Releases an authorisation (or an unfinished payment) without taking anything. */
  cancelPayment(id: string, idempotencyKey: string): Promise<ProviderPayment>;
  /**
   * Gives `amountCents` of a succeeded payment back to the payer (a refund). The same idempotency key
   * answers the refund it made the first time, so a retry after a crash never refunds twice.
   */
  refundPayment(
    providerPaymentId: string,
    amountCents: number,
    idempotencyKey: string,
  ): Promise<ProviderRefund>;
  /** Every refund of a payment at the provider, whoever made it. */
  listRefunds(providerPaymentId: string): Promise<ProviderRefundListed[]>;
  /** What kind of payment method this is (card, SEPA Direct Debit, iDEAL, Bancontact), or null if unknown. */
  paymentMethodKind(paymentMethodId: string): Promise<PaymentMethodKind | null>;
  /** The card a payment was made with (brand, last four digits), as receipts show it; null if none. */
  cardOf(id: string): Promise<{ brand: string; last4: string } | null>;
  /** Checks the signature over the exact bytes received; throws WebhookSignatureError when it fails. */
  parseWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): ProviderEvent;
}

export class WebhookSignatureError extends Error {}

/** The provider refused the request itself (an unknown payment method, say): the caller's mistake. */
export class PaymentRequestError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}
