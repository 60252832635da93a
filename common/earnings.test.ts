import { describe, expect, it } from 'vitest';
import { EARNINGS_TIERS, estimateEarnings, TUTOR_PAY_PER_SESSION_CENTS } from './earnings.ts';

describe('tutor earnings calculator (SPEC.md 9)', () => {
  it('pays 12 EUR per 3:1 session, whatever the skill, in integer cents', () => {
    expect(TUTOR_PAY_PER_SESSION_CENTS).toBe(1200);
    const estimate = estimateEarnings();
    expect(estimate).toMatchObject({ perSessionCents: 1200, currency: 'EUR' });
    expect(estimate.tiers.map((t) => t.monthlyCents)).toEqual([24_000, 72_000, 96_000]);
  });

  it('keeps the three tiers: 20, 60 and 80 sessions a month with their labels', () => {
    expect(EARNINGS_TIERS.map((t) => [t.key, t.sessions, t.hoursPerWeek])).toEqual([
      ['partTime', 20, '5'],
      ['fullTime', 60, '15'],
      ['expert', 80, '20+'],
    ]);
  });
});
