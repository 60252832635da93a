import { CONSENT_AGE_BANDS } from '../../../common/learner-age.ts';

/**
 * Children are never grouped with adults (PRODUCT.md principles; the matching engine keeps the same
 * rule): a 3:1 group's learners are all minors or all adults. A learner counts as a minor when Simi
 * placed them in an age band under 18, or a parent or guardian follows their account. Nothing known
 * counts as adult, which is what registration says of an account until then.
 */
export type AgeClass = 'minor' | 'adult';

export const MINOR_AGE_BANDS = ['6-9', '10-12', '13-15', '16-17'] as const;

export function ageClass(person: { ageBand: string | null; followedByGuardian: boolean }): AgeClass {
  if (person.followedByGuardian) return 'minor';
  return (MINOR_AGE_BANDS as readonly string[]).includes(person.ageBand ?? '') ? 'minor' : 'adult';
}

/**
 * A learner under 16 books only once a parent or guardian follows their account (PRODUCT.md
 * principle 4, ADR 045): their consent is that link, made by both (ADR 034).
 */
export const needsGuardianConsent = (person: { ageBand: string | null; followedByGuardian: boolean }) =>
  !person.followedByGuardian && (CONSENT_AGE_BANDS as readonly string[]).includes(person.ageBand ?? '');

/** Whether a learner of `joining` class may take a seat beside learners of these classes. */
export const fitsGroup = (joining: AgeClass, members: readonly AgeClass[]) =>
  members.every((m) => m === joining);
