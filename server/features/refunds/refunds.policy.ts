import { BOOKING } from '../../../common/constants.ts';
import type { RefundOption, WithdrawalOption } from '../../../common/contracts/refunds.ts';
import type { EntryInput } from '../ledger/index.ts';

const HOUR_MS = 3_600_000;
/** Free cancellation up to this long before the start (SPEC.md 9). */
export const AUTOMATIC_BEFORE_MS = BOOKING.freeChangeHours * HOUR_MS;
/** A support request is honoured when made within this long after the session's end (SPEC.md 9). */
export const SUPPORT_WITHIN_MS = 24 * HOUR_MS;

/**
 * Credit points bought and not used can be taken back this long after buying them: the EU's 14-day
 * right of withdrawal from a contract made at a distance (ADR 038).
 */
export const WITHDRAWAL_WITHIN_MS = 14 * 24 * HOUR_MS;

export type Eligibility = Exclude<RefundOption, 'taken'>;

/** A refund under way or made: a payment has at most one (the partial unique index on its payment). */
export const LIVE_REFUND_STATUSES = ['requested', 'approved', 'refunded'] as const;
export const isLive = (status: string) => (LIVE_REFUND_STATUSES as readonly string[]).includes(status);

/**
 * What the rules allow for a booking at `now`: 2 hours or more before the start, an automatic
 * refund; later, up to 24 hours after the end, a support request; after that, nothing.
 * Exactly 2 hours before still counts as in time (cancelSeat's own boundary), and exactly 24 hours
 * after the end is still within the 24 hours.
 */
export function eligibility(session: { startsAt: Date; endsAt: Date }, now: Date): Eligibility {
  const t = now.getTime();
  if (session.startsAt.getTime() - t >= AUTOMATIC_BEFORE_MS) return 'automatic';
  if (t - session.endsAt.getTime() <= SUPPORT_WITHIN_MS) return 'support';
  return 'too_late';
}

export const supportDeadline = (endsAt: Date) => new Date(endsAt.getTime() + SUPPORT_WITHIN_MS);

/**
 * The ledger legs of a refund of a seat payment (posted once, kind `refund`, reference
 * `payment:<id>`). The payment took `card` at the provider and `points` credit points into the
 * platform's revenue. To the card: the provider gives the card part back (clearing is credited) and
 * the points always come back as points. As credit: the whole amount becomes credit points
 * (1 point per cent). Either way the platform's revenue gives back the whole.
 */
export function refundEntries(
  payment: { userId: string; amountCents: number; pointsCents: number; currency: string },
  destination: 'card' | 'credit',
): EntryInput[] {
  const { userId, currency } = payment;
  const card = payment.amountCents;
  const points = payment.pointsCents;
  const total = card + points;
  const legs: EntryInput[] = [];
  if (destination === 'card') {
    if (card > 0) legs.push({ account: { kind: 'platform_provider_clearing', currency }, amount: -card });
    if (points > 0)
      legs.push({ account: { kind: 'learner_credit_points', ownerId: userId, currency }, amount: -points });
  } else {
    legs.push({ account: { kind: 'learner_credit_points', ownerId: userId, currency }, amount: -total });
  }
  legs.push({ account: { kind: 'platform_revenue', currency }, amount: total });
  return legs;
}

/**
 * Whether a credit-point top-up can be withdrawn now, and if not why: it is `taken` while a refund of
 * it is under way or made, `disputed` when the payer's bank took it back or disputes it, `refunded`
 * when our team refunded it in the provider's dashboard (in part or in full: the rest is support's), `unpaid`
 * before its payment succeeded, `too_late` more than 14 days after it was bought (exactly 14 days is
 * in time), and `used` when the learner no longer holds as many points as it bought (points are
 * alike, so the balance is what counts; a part-used top-up goes to support).
 */
export function withdrawalOption(
  topUp: { status: string; createdAt: Date; amountCents: number },
  state: { liveRefund: boolean; disputed: boolean; refundedOutside: boolean; pointsBalanceCents: number },
  now: Date,
): WithdrawalOption {
  if (state.liveRefund) return 'taken';
  if (state.disputed) return 'disputed';
  if (state.refundedOutside) return 'refunded';
  if (topUp.status !== 'succeeded') return 'unpaid';
  if (now.getTime() - topUp.createdAt.getTime() > WITHDRAWAL_WITHIN_MS) return 'too_late';
  if (state.pointsBalanceCents < topUp.amountCents) return 'used';
  return 'available';
}

export const withdrawalDeadline = (boughtAt: Date) => new Date(boughtAt.getTime() + WITHDRAWAL_WITHIN_MS);

/**
 * A withdrawal's ledger legs once the provider has refunded. The points were set aside in the request's
 * transaction (ledger's pointsHoldEntries: they left the learner's balance at once, so they cannot be
 * spent while the card is refunded); now the
 * provider has refunded, the set-aside points close against the money leaving the provider's
 * clearing. A refund the provider refuses reverses the set-aside instead: the points come back.
 */
export const withdrawalEntries = (cents: number, currency: string): EntryInput[] => [
  { account: { kind: 'platform_points_held', currency }, amount: cents },
  { account: { kind: 'platform_provider_clearing', currency }, amount: -cents },
];

/** The card part goes back to the card only with a card part and the card chosen. */
export const needsProvider = (destination: 'card' | 'credit', cardCents: number) =>
  destination === 'card' && cardCents > 0;

/** The median of some numbers, or null with none. */
export function median(values: number[]): number | null {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Monday 00:00 UTC of the week holding `at`. */
export function weekStart(at: Date): Date {
  const d = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  const back = (d.getUTCDay() + 6) % 7;
  return new Date(d.getTime() - back * 24 * HOUR_MS);
}

/** The starts of the last `n` weeks, the current one last. */
export function lastWeeks(now: Date, n: number): Date[] {
  const current = weekStart(now).getTime();
  return Array.from({ length: n }, (_, i) => new Date(current - (n - 1 - i) * 7 * 24 * HOUR_MS));
}
