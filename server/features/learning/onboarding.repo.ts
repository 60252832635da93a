import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { familyLinks, learnerProfiles } from '../../db/schema/index.ts';

/** The learner's own profile fields and whether a parent or guardian follows them (ADR 045). */
export async function onboardingOf(ex: Executor, learnerId: string) {
  const [row] = await ex
    .select({
      birthDate: learnerProfiles.birthDate,
      ageBand: learnerProfiles.ageBand,
      languages: learnerProfiles.languages,
      availability: learnerProfiles.availability,
    })
    .from(learnerProfiles)
    .where(eq(learnerProfiles.userId, learnerId))
    .limit(1);
  const [link] = await ex
    .select({ id: familyLinks.id })
    .from(familyLinks)
    .where(and(eq(familyLinks.childId, learnerId), isNull(familyLinks.endedAt)))
    .limit(1);
  return { profile: row ?? null, followed: !!link };
}

export async function saveOnboarding(
  ex: Executor,
  learnerId: string,
  values: { birthDate: string; ageBand: string; languages: string[]; availability: string[] },
  now: Date,
) {
  await ex
    .insert(learnerProfiles)
    .values({ userId: learnerId, ...values, updatedAt: now })
    .onConflictDoUpdate({ target: learnerProfiles.userId, set: { ...values, updatedAt: now } });
}

/**
 * The age band of every learner with a birth date, as of `today` (YYYY-MM-DD): the same bands as
 * common/learner-age.ts, in SQL, for the daily job; only rows that changed are written.
 */
export async function refreshAgeBands(ex: Executor, today: string) {
  const age = sql`extract(year from age(${today}::date, ${learnerProfiles.birthDate}))`;
  const band = sql`case when ${age} < 10 then '6-9' when ${age} < 13 then '10-12' when ${age} < 16 then '13-15'
    when ${age} < 18 then '16-17' else 'adult' end`;
  const rows = await ex
    .update(learnerProfiles)
    .set({ ageBand: band })
    .where(
      and(isNotNull(learnerProfiles.birthDate), sql`${learnerProfiles.ageBand} is distinct from ${band}`),
    )
    .returning({ userId: learnerProfiles.userId });
  return rows.length;
}
