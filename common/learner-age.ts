/**
 * A learner's age from their birth date (PRODUCT.md area C, principle 4): learners are 6 or older, and
 * under 16 need a parent's or guardian's consent, given by linking the accounts (ADR 034, ADR 045).
 * Dates are calendar dates (YYYY-MM-DD) in the learner's own calendar, so no time zone enters.
 */
export const MIN_LEARNER_AGE = 6;
/** Below this age, booking waits for a parent or guardian to follow the account. */
export const GUARDIAN_CONSENT_AGE = 16;
export const MAX_LEARNER_AGE = 120;

export const AGE_BANDS = ['6-9', '10-12', '13-15', '16-17', 'adult'] as const;
export type AgeBand = (typeof AGE_BANDS)[number];
/** The bands under GUARDIAN_CONSENT_AGE. */
export const CONSENT_AGE_BANDS: readonly AgeBand[] = ['6-9', '10-12', '13-15'];

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `text` is a real calendar date written YYYY-MM-DD (no 2026-02-30). */
export function isCalendarDate(text: string): boolean {
  const m = DATE.exec(text);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === text;
}

/** Full years lived on `today` by someone born on `birthDate` (both YYYY-MM-DD). */
export function ageOn(birthDate: string, today: string): number {
  const years = Number(today.slice(0, 4)) - Number(birthDate.slice(0, 4));
  // Not yet had this year's birthday (a 29 February birthday comes on 1 March in other years).
  return today.slice(5) < birthDate.slice(5) ? years - 1 : years;
}

export function ageBandOf(age: number): AgeBand {
  if (age < 10) return '6-9';
  if (age < 13) return '10-12';
  if (age < 16) return '13-15';
  if (age < 18) return '16-17';
  return 'adult';
}
