import type { StudentOnboarding } from '../../../common/contracts/learning.ts';
import type { learningContracts } from '../../../common/contracts/learning.ts';
import type { ContractInput } from '../../../common/contracts/index.ts';
import {
  type AgeBand,
  ageBandOf,
  ageOn,
  CONSENT_AGE_BANDS,
  MAX_LEARNER_AGE,
  MIN_LEARNER_AGE,
} from '../../../common/learner-age.ts';
import type { Language } from '../../../common/constants.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import * as repo from './onboarding.repo.ts';

/** The calendar day of `now` in UTC: birthdays turn at midnight UTC, a few hours apart at most. */
export const todayOf = (now: Date) => now.toISOString().slice(0, 10);

export async function getOnboarding(ctx: AppContext, learnerId: string): Promise<StudentOnboarding> {
  const { profile, followed } = await repo.onboardingOf(ctx.db, learnerId);
  const ageBand = (profile?.ageBand ?? null) as AgeBand | null;
  return {
    birthDate: profile?.birthDate ?? null,
    ageBand,
    languages: (profile?.languages ?? []) as Language[],
    availability: profile?.availability ?? [],
    guardianConsent: { needed: !!ageBand && CONSENT_AGE_BANDS.includes(ageBand), given: followed },
  };
}

const refused = (message: string, key: string) =>
  new AppError('VALIDATION', message, [{ field: 'birthDate', message, key }]).withKey(key);

/**
 * /student-onboarding (PRODUCT.md area C): the birth date sets the age band every age rule reads
 * (grouping children apart, the guardian's consent under 16), replacing what Simi heard; languages and
 * usual times feed matching as Simi's answers do.
 */
export async function saveOnboarding(
  ctx: AppContext,
  learnerId: string,
  input: ContractInput<typeof learningContracts.saveStudentOnboarding>,
): Promise<StudentOnboarding> {
  const today = todayOf(ctx.now());
  if (input.birthDate > today)
    throw refused('Your date of birth cannot be in the future.', 'learning.onboarding.errors.future');
  const age = ageOn(input.birthDate, today);
  if (age < MIN_LEARNER_AGE)
    throw refused('Learners are 6 years or older.', 'learning.onboarding.errors.tooYoung');
  if (age > MAX_LEARNER_AGE)
    throw refused('Check the year of your date of birth.', 'learning.onboarding.errors.tooOld');
  await repo.saveOnboarding(
    ctx.db,
    learnerId,
    {
      birthDate: input.birthDate,
      ageBand: ageBandOf(age),
      languages: [...new Set(input.languages)],
      availability: [...new Set(input.availability)],
    },
    ctx.now(),
  );
  return getOnboarding(ctx, learnerId);
}

/** The daily job's queue: bands follow birthdays (a 15-year-old turns 16 overnight). */
export const AGE_BANDS_QUEUE = 'learning.age-bands';

export const refreshAgeBands = (ctx: AppContext) => repo.refreshAgeBands(ctx.db, todayOf(ctx.now()));
