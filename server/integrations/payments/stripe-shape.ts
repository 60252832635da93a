import type { ProviderDispute, ProviderPayment, ProviderStatus } from './provider.ts';

/**
 * The parts of a Stripe PaymentIntent we read. The sandbox sends its events in this same shape, so
 * one mapping serves both providers.
 */
export interface IntentObject {
  id: string;
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
