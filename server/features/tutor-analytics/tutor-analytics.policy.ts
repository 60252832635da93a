import { TUTOR_PAY_PER_SESSION_CENTS } from '../../../common/earnings.ts';

/**
 * What a completed session earns its tutor (SPEC.md 9): 12 EUR per completed 3:1 session with at
 * least one learner present, no deductions. SPEC.md names no rate for 1:1 sessions, so none is
 * invented here; the ledger (the money issue) will be the record of what is actually paid.
 */
export function earnedCents(session: { format: string; seats: { attended: boolean }[] }): number {
  return session.format === 'group' && session.seats.some((s) => s.attended)
    ? TUTOR_PAY_PER_SESSION_CENTS
    : 0;
}

/** The last `count` calendar months up to `now`, oldest first, as YYYY-MM (UTC). */
export function lastMonths(now: Date, count: number): string[] {
  const out: string[] = [];
  for (let i = count - 1; i >= 0; i--) {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - i, 1));
    out.push(`${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`);
  }
  return out;
}

const round1 = (n: number) => Math.round(n * 10) / 10;
export const meanOf = (sum: number, count: number) => (count > 0 ? round1(sum / count) : null);
