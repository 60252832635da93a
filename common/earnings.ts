/**
 * The tutor earnings calculator. SPEC.md 9 sets the pay: tutors earn 12 EUR per 3:1 session with no
 * deductions, and tutors never set prices. The old demo's "hourly rate" by keyword (20 for
 * "language", 25 for "exam", 35 for "professor") promised pay that no tutor receives, so it is gone:
 * the skill does not change the figure. The three tiers (20, 60 and 80 sessions a month) and their
 * labels stay as SPEC.md 9 gives them.
 */
export const TUTOR_PAY_PER_SESSION_CENTS = 1200;
export const EARNINGS_CURRENCY = 'EUR' as const;

export const EARNINGS_TIERS = [
  { key: 'partTime', sessions: 20, hoursPerWeek: '5' },
  { key: 'fullTime', sessions: 60, hoursPerWeek: '15' },
  { key: 'expert', sessions: 80, hoursPerWeek: '20+' },
] as const;

/** Monthly pay for each tier: sessions a month times the pay per session, in integer cents. */
export function estimateEarnings() {
  return {
    perSessionCents: TUTOR_PAY_PER_SESSION_CENTS,
    currency: EARNINGS_CURRENCY,
    tiers: EARNINGS_TIERS.map((t) => ({
      key: t.key,
      sessions: t.sessions,
      hoursPerWeek: t.hoursPerWeek,
      monthlyCents: t.sessions * TUTOR_PAY_PER_SESSION_CENTS,
    })),
  };
}
