import { describe, expect, it } from 'vitest';
import {
  eligibility,
  lastWeeks,
  median,
  refundEntries,
  weekStart,
  withdrawalDeadline,
  withdrawalEntries,
  withdrawalOption,
} from './refunds.policy.ts';

const startsAt = new Date('2026-12-10T10:00:00Z');
const endsAt = new Date('2026-12-10T11:00:00Z');
const at = (ms: number) => new Date(startsAt.getTime() + ms);
const H = 3_600_000;

describe('eligibility (SPEC.md 9)', () => {
  it('automatic 2 hours or more before the start, exactly 2 hours included', () => {
    expect(eligibility({ startsAt, endsAt }, at(-3 * H))).toBe('automatic');
    expect(eligibility({ startsAt, endsAt }, at(-2 * H))).toBe('automatic');
  });
  it('a support request inside 2 hours, during, and up to exactly 24 hours after the end', () => {
    expect(eligibility({ startsAt, endsAt }, at(-2 * H + 1))).toBe('support');
    expect(eligibility({ startsAt, endsAt }, at(30 * 60_000))).toBe('support');
    expect(eligibility({ startsAt, endsAt }, new Date(endsAt.getTime() + 24 * H))).toBe('support');
  });
  it('too late after that', () => {
    expect(eligibility({ startsAt, endsAt }, new Date(endsAt.getTime() + 24 * H + 1))).toBe('too_late');
  });
});

const sum = (legs: { amount: number }[]) => legs.reduce((s, l) => s + l.amount, 0);

describe('refund ledger legs', () => {
  const payment = { userId: 'u1', amountCents: 700, pointsCents: 500, currency: 'EUR' };
  it('to the card: clearing gives the card part back, points come back as points', () => {
    const legs = refundEntries(payment, 'card');
    expect(sum(legs)).toBe(0);
    expect(legs).toEqual([
      { account: { kind: 'platform_provider_clearing', currency: 'EUR' }, amount: -700 },
      { account: { kind: 'learner_credit_points', ownerId: 'u1', currency: 'EUR' }, amount: -500 },
      { account: { kind: 'platform_revenue', currency: 'EUR' }, amount: 1200 },
    ]);
  });
  it('as credit: the whole amount as points', () => {
    const legs = refundEntries(payment, 'credit');
    expect(sum(legs)).toBe(0);
    expect(legs[0]).toEqual({
      account: { kind: 'learner_credit_points', ownerId: 'u1', currency: 'EUR' },
      amount: -1200,
    });
  });
  it('a card-only payment has no points leg', () => {
    expect(refundEntries({ ...payment, pointsCents: 0 }, 'card')).toHaveLength(2);
  });
});

describe('figures', () => {
  it('median and weeks', () => {
    expect(median([])).toBeNull();
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 2, 3])).toBe(2.5);
    expect(weekStart(new Date('2026-11-29T23:00:00Z')).toISOString()).toBe('2026-11-23T00:00:00.000Z');
    const weeks = lastWeeks(new Date('2026-11-27T12:00:00Z'), 8);
    expect(weeks).toHaveLength(8);
    expect(weeks[7]!.toISOString()).toBe('2026-11-23T00:00:00.000Z');
  });
});

describe('withdrawing credit points (ADR 038)', () => {
  const boughtAt = new Date('2026-11-01T12:00:00Z');
  const topUp = { status: 'succeeded', createdAt: boughtAt, amountCents: 2400 };
  const free = { liveRefund: false, disputed: false, refundedOutside: false, pointsBalanceCents: 2400 };
  const after = (ms: number) => new Date(boughtAt.getTime() + ms);
  it('is available for 14 days, exactly 14 days included, and too late a moment after', () => {
    expect(withdrawalOption(topUp, free, after(H))).toBe('available');
    expect(withdrawalOption(topUp, free, after(14 * 24 * H))).toBe('available');
    expect(withdrawalOption(topUp, free, after(14 * 24 * H + 1))).toBe('too_late');
    expect(withdrawalDeadline(boughtAt).toISOString()).toBe('2026-11-15T12:00:00.000Z');
  });
  it('needs the points still held (any of the balance counts), a paid top-up, no refund and no dispute', () => {
    expect(withdrawalOption(topUp, { ...free, pointsBalanceCents: 2399 }, after(H))).toBe('used');
    expect(withdrawalOption(topUp, { ...free, pointsBalanceCents: 9000 }, after(H))).toBe('available');
    expect(withdrawalOption({ ...topUp, status: 'processing' }, free, after(H))).toBe('unpaid');
    expect(withdrawalOption(topUp, { ...free, liveRefund: true }, after(H))).toBe('taken');
    expect(withdrawalOption(topUp, { ...free, disputed: true }, after(H))).toBe('disputed');
    // Refunded in the provider's dashboard, even in part: the rest is support's to settle.
    expect(withdrawalOption(topUp, { ...free, refundedOutside: true }, after(H))).toBe('refunded');
    // A refund under way outranks everything else the list could say.
    expect(
      withdrawalOption(topUp, { ...free, liveRefund: true, pointsBalanceCents: 0 }, after(30 * 24 * H)),
    ).toBe('taken');
  });
  it('closes the set-aside points against the money leaving the provider, summing to zero', () => {
    const legs = withdrawalEntries(2400, 'EUR');
    expect(sum(legs)).toBe(0);
    expect(legs).toEqual([
      { account: { kind: 'platform_points_held', currency: 'EUR' }, amount: 2400 },
      { account: { kind: 'platform_provider_clearing', currency: 'EUR' }, amount: -2400 },
    ]);
  });
});
