/** Age bands of learners 16 and over (the questionnaire's bands; SPEC.md 9: under 16 is a child). */
const OUTSIDE_PROVIDER_BANDS = ['16-17', 'adult'];

/**
 * Whether a user's words may be sent to an outside language model. Children's text never is
 * (PRODUCT.md principle 4: the provider is a third party that may keep or train on what it gets,
 * and a child cannot consent to that; GDPR Art. 8 sets 16 as the default age). We store no birth
 * date, only the age band a learner gives Simi, so a learner whose band is unknown is treated as a
 * child until they say otherwise. Tutors, parents, staff and teen mentors (16-19) are not children.
 */
export function mayUseOutsideProvider(actor: { userType: string }, learnerAgeBand: string | null): boolean {
  if (actor.userType !== 'student') return true;
  return learnerAgeBand !== null && OUTSIDE_PROVIDER_BANDS.includes(learnerAgeBand);
}
