import type {
  ProviderDispute,
  ProviderEvent,
  ProviderPayment,
  ProviderRefundListed,
  ProviderStatus,
} from './provider.ts';

/**
 * The parts of a Stripe PaymentIntent we read. The sandbox sends its events in this same shape, so
 * one mapping serves both providers.
 */
export interface IntentObject {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: string;
  metadata?: Record<string, string> | null;
  last_payment_error?: { code?: string | null; decline_code?: string | null; message?: string | null } | null;
  next_action?: { type?: string; redirect_to_url?: { url?: string | null } | null } | null;
}

/** A dispute as Stripe shows it (`dp_…`), the shape the sandbox's dispute events carry too. */
export interface DisputeObject {
  id: string;
  object: 'dispute';
  amount: number;
  currency: string;
  payment_intent: string | null;
  reason: string;
  status: string;
}

/**
 * Stripe's dispute statuses in three words: won and lost are final; every other one (warning_*,
 * needs_response, under_review) leaves the money withdrawn while the dispute is decided.
 */
export function fromDispute(d: DisputeObject): ProviderDispute | null {
  if (!d.payment_intent) return null;
  return {
    id: d.id,
    providerPaymentId: d.payment_intent,
    amountCents: d.amount,
    currency: d.currency.toUpperCase(),
    reason: d.reason || 'general',
    status: d.status === 'won' ? 'won' : d.status === 'lost' ? 'lost' : 'open',
  };
}

export function fromIntent(pi: IntentObject): ProviderPayment {
  const error = pi.last_payment_error;
  let status: ProviderStatus;
  if (pi.status === 'succeeded') status = 'succeeded';
  else if (pi.status === 'requires_action') status = 'requires_action';
  else if (pi.status === 'requires_capture') status = 'requires_capture';
  else if (pi.status === 'canceled' || (pi.status === 'requires_payment_method' && error)) status = 'failed';
  else status = 'processing';
  const failure =
    status === 'failed'
      ? {
          code:
            error?.decline_code ?? error?.code ?? (pi.status === 'canceled' ? 'canceled' : 'payment_failed'),
          message: error?.message ?? 'The payment failed.',
        }
      : null;
  return {
    id: pi.id,
    status,
    amountCents: pi.amount,
    currency: pi.currency.toUpperCase(),
    paymentId: pi.metadata?.paymentId ?? null,
    nextActionUrl: status === 'requires_action' ? (pi.next_action?.redirect_to_url?.url ?? null) : null,
    failure,
  };
}

/** A Charge as a `charge.refunded` event carries it: whose intent, and how much went back so far. */
export interface ChargeObject {
  id: string;
  object: 'charge';
  amount: number;
  amount_refunded: number;
  currency: string;
  payment_intent: string | null;
  refunded: boolean;
}

/** A Refund (`re_…`) as Stripe lists it; we put our idempotency key in its metadata when we make one. */
export interface RefundObject {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string | null;
  status: string | null;
  metadata?: Record<string, string> | null;
}

/** The metadata key our refunds carry: what tells a refund we made from one made in the dashboard. */
export const OUR_REFUND_KEY = 'trt_refund_key';

export function fromRefund(r: RefundObject): ProviderRefundListed {
  return {
    id: r.id,
    // requires_action (a bank account is needed) and pending are both still under way; canceled never paid.
    status:
      r.status === 'succeeded'
        ? 'succeeded'
        : r.status === 'failed' || r.status === 'canceled'
          ? 'failed'
          : 'pending',
    amountCents: r.amount,
    currency: r.currency.toUpperCase(),
    ours: Boolean(r.metadata?.[OUR_REFUND_KEY]),
  };
}

export type EventObject = IntentObject | DisputeObject | ChargeObject | RefundObject;

/**
 * A webhook event's object in our words; both providers' events have Stripe's shape. A charge or
 * refund names the intent whose refunds changed; a dispute its payment; other objects (a customer,
 * a payment method) say nothing we act on.
 */
export function toProviderEvent(id: string, type: string, object: EventObject | undefined): ProviderEvent {
  const none = { id, type, payment: null, dispute: null, refundsOf: null };
  if (!object) return none;
  if ('object' in object && object.object === 'dispute') return { ...none, dispute: fromDispute(object) };
  if ('object' in object && (object.object === 'charge' || object.object === 'refund'))
    return {
      ...none,
      refundsOf:
        type.startsWith('charge.refund') || type.startsWith('refund.') ? object.payment_intent : null,
    };
  return object.object === 'payment_intent' ? { ...none, payment: fromIntent(object) } : none;
}
