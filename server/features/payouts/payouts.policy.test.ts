import { describe, expect, it } from 'vitest';
import { isBic, isIban, maskIban, normaliseIban } from '../../../common/payout-method.ts';
import {
  canBePaidTo,
  earningState,
  nextPayoutAt,
  nextPayoutStatus,
  previousWeek,
  weekOf,
} from './payouts.policy.ts';

describe('payout weeks (Monday to Sunday, Europe/Berlin)', () => {
  it('a run on Monday 03:00 Berlin pays the week before, in winter', () => {
    // Monday 7 December 2026, 03:00 CET = 02:00 UTC.
    const w = previousWeek(new Date('2026-12-07T02:00:00Z'));
    expect(w.periodStart).toBe('2026-11-30');
    expect(w.periodEnd).toBe('2026-12-06');
    expect(w.startsAt.toISOString()).toBe('2026-11-29T23:00:00.000Z');
    expect(w.endsAt.toISOString()).toBe('2026-12-06T23:00:00.000Z');
  });

  it('the week the clocks go forward has 167 hours; its bounds are Berlin midnights', () => {
    // Summer time starts on Sunday 29 March 2026.
    const w = weekOf(new Date('2026-03-27T12:00:00Z'));
    expect(w.periodStart).toBe('2026-03-23');
    expect(w.startsAt.toISOString()).toBe('2026-03-22T23:00:00.000Z');
    expect(w.endsAt.toISOString()).toBe('2026-03-29T22:00:00.000Z');
    expect((w.endsAt.getTime() - w.startsAt.getTime()) / 3_600_000).toBe(167);
  });

  it('the week the clocks go back has 169 hours', () => {
    // Winter time starts on Sunday 25 October 2026.
    const w = weekOf(new Date('2026-10-25T10:00:00Z'));
    expect(w.periodStart).toBe('2026-10-19');
    expect((w.endsAt.getTime() - w.startsAt.getTime()) / 3_600_000).toBe(169);
    expect(w.endsAt.toISOString()).toBe('2026-10-25T23:00:00.000Z');
  });

  it('a session on Sunday 23:30 Berlin belongs to that week, though it is Sunday 22:30 UTC or Monday in no zone', () => {
    expect(weekOf(new Date('2026-12-06T22:30:00Z')).periodStart).toBe('2026-11-30');
    // 00:30 Monday Berlin is still Sunday in UTC, but the next week here.
    expect(weekOf(new Date('2026-12-06T23:30:00Z')).periodStart).toBe('2026-12-07');
  });

  it('the next run is this Monday 03:00 when still ahead, else next Monday, in summer and winter', () => {
    expect(nextPayoutAt(new Date('2026-12-07T01:59:00Z')).toISOString()).toBe('2026-12-07T02:00:00.000Z');
    expect(nextPayoutAt(new Date('2026-12-07T02:00:00Z')).toISOString()).toBe('2026-12-14T02:00:00.000Z');
    expect(nextPayoutAt(new Date('2026-07-01T12:00:00Z')).toISOString()).toBe('2026-07-06T01:00:00.000Z');
    // Across the change to summer time: the Monday after it is 03:00 CEST = 01:00 UTC.
    expect(nextPayoutAt(new Date('2026-03-27T12:00:00Z')).toISOString()).toBe('2026-03-30T01:00:00.000Z');
  });
});

describe('IBAN and BIC', () => {
  it('checks the checksum and the country length, whatever the spacing and case', () => {
    expect(isIban('DE89 3704 0044 0532 0130 00')).toBe(true);
    expect(isIban('de89370400440532013000')).toBe(true);
    expect(isIban('DE89370400440532013001')).toBe(false);
    expect(isIban('DE8937040044053201300')).toBe(false);
    expect(isIban('FR14 2004 1010 0505 0001 3M02 606')).toBe(true);
    expect(isIban('')).toBe(false);
    expect(normaliseIban(' de89 3704-0044 0532 0130 00 ')).toBe('DE89370400440532013000');
  });

  it('masks all but the country, check digits and last four', () => {
    const masked = maskIban('DE89370400440532013000');
    expect(masked.startsWith('DE89 ')).toBe(true);
    expect(masked.endsWith(' 3000')).toBe(true);
    expect(masked).not.toMatch(/3704|0532/);
  });

  it('accepts BICs of 8 or 11 characters', () => {
    expect(isBic('COBADEFFXXX')).toBe(true);
    expect(isBic('COBADEFF')).toBe(true);
    expect(isBic('COBADE')).toBe(false);
  });
});

describe('status moves', () => {
  it('only forward; a finished payout never moves on a report', () => {
    expect(nextPayoutStatus('pending', 'in_transit')).toBe('in_transit');
    expect(nextPayoutStatus('pending', 'paid')).toBe('paid');
    expect(nextPayoutStatus('in_transit', 'failed')).toBe('failed');
    expect(nextPayoutStatus('in_transit', 'in_transit')).toBeNull();
    expect(nextPayoutStatus('paid', 'failed')).toBeNull();
    expect(nextPayoutStatus('failed', 'paid')).toBeNull();
    expect(nextPayoutStatus('cancelled', 'paid')).toBeNull();
  });

  it('an earning of a failed payout reads as waiting (its hold was reversed)', () => {
    expect(earningState(null)).toBe('waiting');
    expect(earningState('failed')).toBe('waiting');
    expect(earningState('pending')).toBe('in_transit');
    expect(earningState('paid')).toBe('paid');
  });
});

describe('who can be paid (ADR 044)', () => {
  const iban = { kind: 'iban', providerReady: false };
  const paypal = { kind: 'paypal', providerReady: false };
  const account = (ready: boolean) => ({ kind: 'stripe_account', providerReady: ready });
  it('the sandbox pays an IBAN or a PayPal address, never a Stripe account', () => {
    expect([iban, paypal, account(true), null].map((m) => canBePaidTo(m, false))).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });
  it('Stripe pays only a Stripe account, and only once Stripe lets it take payouts', () => {
    expect([iban, paypal, account(false), account(true), null].map((m) => canBePaidTo(m, true))).toEqual([
      false,
      false,
      false,
      true,
      false,
    ]);
  });
});
