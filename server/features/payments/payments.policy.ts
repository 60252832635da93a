import type { EntryInput } from '../ledger/index.ts';

/** Our payment's statuses (common/contracts/payments.ts), in the order a payment may move through them. */
export type PaymentStatus = 'processing' | 'requires_action' | 'requires_capture' | 'succeeded' | 'failed';

const RANK: Record<PaymentStatus, number> = {
  processing: 0,
  requires_action: 1,
  requires_capture: 2,
  succeeded: 3,
  failed: 3,
};

/**
 * The status a payment moves to when the provider reports `reported`, or null when the report is
 * old news: a payment only moves forward, and a finished one (succeeded or failed) never changes.
 * This is what makes a stale event arriving after a newer one harmless.
 */
export function nextStatus(current: PaymentStatus, reported: PaymentStatus): PaymentStatus | null {
  return RANK[reported] > RANK[current] ? reported : null;
}

export const isFinished = (status: PaymentStatus) => RANK[status] === 3;

/** Purposes whose card payment is authorised first and captured once the thing paid for is secured. */
export const capturesManually = (purpose: string) => purpose === 'seat';

/** What a succeeded payment posts to the ledger, by its purpose. */
export function ledgerEntriesFor(payment: {
  purpose: string;
  userId: string;
  amountCents: number;
  currency: string;
}): EntryInput[] {
  const { amountCents: amount, currency } = payment;
  switch (payment.purpose) {
    case 'wallet_top_up':
      // The provider holds the money for us; we owe it to the learner, as wallet credit.
      return [
        { account: { kind: 'platform_provider_clearing', currency }, amount },
        { account: { kind: 'learner_wallet', ownerId: payment.userId, currency }, amount: -amount },
      ];
    case 'seat':
      // A seat's price is the platform's revenue (the tutor's earning is booked when the session is taught).
      return [
        { account: { kind: 'platform_provider_clearing', currency }, amount },
        { account: { kind: 'platform_revenue', currency }, amount: -amount },
      ];
    default:
      throw new Error(`no ledger rule for payments of purpose "${payment.purpose}"`);
  }
}
