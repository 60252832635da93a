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
  pointsCents?: number;
  currency: string;
}): EntryInput[] {
  const { amountCents: amount, currency } = payment;
  const points = payment.pointsCents ?? 0;
  switch (payment.purpose) {
    case 'wallet_top_up':
      // The provider holds the money for us; we owe it to the learner, as wallet credit.
      return [
        { account: { kind: 'platform_provider_clearing', currency }, amount },
        { account: { kind: 'learner_wallet', ownerId: payment.userId, currency }, amount: -amount },
      ];
    case 'points_top_up':
      // Credit points bought: the provider holds the money for us; the learner holds the points.
      return [
        { account: { kind: 'platform_provider_clearing', currency }, amount },
        { account: { kind: 'learner_credit_points', ownerId: payment.userId, currency }, amount: -amount },
      ];
    case 'premium':
      // A month of premium: the platform's revenue, paid by card.
      return [
        { account: { kind: 'platform_provider_clearing', currency }, amount },
        { account: { kind: 'platform_revenue', currency }, amount: -amount },
      ];
    case 'seat': {
      // A seat's price (and the access fee it may carry) is the platform's revenue, paid by the card
      // (now at the provider) and by the credit points set aside when the checkout began. The
      // tutor's earning is booked when the session is taught.
      const legs: EntryInput[] = [];
      if (amount > 0) legs.push({ account: { kind: 'platform_provider_clearing', currency }, amount });
      if (points > 0) legs.push({ account: { kind: 'platform_points_held', currency }, amount: points });
      legs.push({ account: { kind: 'platform_revenue', currency }, amount: -(amount + points) });
      return legs;
    }
    default:
      throw new Error(`no ledger rule for payments of purpose "${payment.purpose}"`);
  }
}

/**
 * What a chargeback (ADR 033) or a refund made in the provider's dashboard (ADR 041) takes back: the
 * money leaves the provider's clearing, and the payer loses what it bought, credit points or wallet
 * credit, even below zero (they owe it then); for a seat or a premium month the platform's revenue is
 * lost. `amount` is at most the payment's card part.
 */
export function takenBackEntries(
  payment: { purpose: string; userId: string; currency: string },
  amount: number,
): EntryInput[] {
  const { currency, userId } = payment;
  const clearing: EntryInput = { account: { kind: 'platform_provider_clearing', currency }, amount: -amount };
  switch (payment.purpose) {
    case 'wallet_top_up':
      return [clearing, { account: { kind: 'learner_wallet', ownerId: userId, currency }, amount }];
    case 'points_top_up':
      return [clearing, { account: { kind: 'learner_credit_points', ownerId: userId, currency }, amount }];
    case 'seat':
    case 'premium':
      return [clearing, { account: { kind: 'platform_revenue', currency }, amount }];
    default:
      throw new Error(`no take-back rule for payments of purpose "${payment.purpose}"`);
  }
}

/** Where the payer reads about money a payment of this purpose gave back or lost. */
export function payerLinkOf(purpose: string): string {
  if (purpose === 'points_top_up') return '/dual-payment-system';
  if (purpose === 'premium') return '/premium';
  return '/dashboard';
}

/** A redeemed voucher's credit points: the platform's voucher expense, the learner's points. */
export const voucherPointsEntries = (userId: string, points: number, currency: string): EntryInput[] => [
  { account: { kind: 'platform_vouchers', currency }, amount: points },
  { account: { kind: 'learner_credit_points', ownerId: userId, currency }, amount: -points },
];

/** A voucher code as typed (spaces, lower case) in the form it was issued: `TRT-ABCDE-FGHJK`. */
export const normaliseVoucherCode = (code: string) => code.replace(/\s+/g, '').toUpperCase();

export type VoucherProblem = 'unknown' | 'expired' | 'redeemed' | 'notYours';

/** Why this voucher cannot be used by this learner now, or null when it can. */
export function voucherProblem(
  voucher: { userId: string | null; expiresAt: Date; redeemedAt: Date | null } | null,
  userId: string,
  now: Date,
): VoucherProblem | null {
  if (!voucher) return 'unknown';
  if (voucher.userId !== null && voucher.userId !== userId) return 'notYours';
  if (voucher.redeemedAt) return 'redeemed';
  if (voucher.expiresAt <= now) return 'expired';
  return null;
}
