import { count, eq, gte, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { cities, healthSamples, skills, tutorProfiles, users } from '../../db/schema/index.ts';

export async function countRows(ex: Executor) {
  const [row] = await ex
    .select({
      users: sql<number>`(select count(*)::int from ${users})`,
      // Learners are students only. Parents and guardians follow a child's learning and do not learn
      // themselves; tutors, mentors, agents and staff are not learners either.
      learners: sql<number>`(select count(*)::int from ${users} where ${eq(users.userType, 'student')})`,
      tutors: sql<number>`(select count(*)::int from ${tutorProfiles} where ${isNotNull(tutorProfiles.verifiedAt)})`,
      skills: sql<number>`(select count(*)::int from ${skills})`,
      cities: sql<number>`(select count(*)::int from ${cities})`,
    })
    .from(sql`(select 1) as one`);
  return {
    users: Number(row!.users),
    learners: Number(row!.learners),
    tutors: Number(row!.tutors),
    skills: Number(row!.skills),
    cities: Number(row!.cities),
  };
}

/** Share of health samples that were healthy since `since`, or null when none were taken. */
export async function uptimeSince(ex: Executor, since: Date): Promise<number | null> {
  const [row] = await ex
    .select({ total: count(), ok: sql<number>`count(*) filter (where ${healthSamples.ok})::int` })
    .from(healthSamples)
    .where(gte(healthSamples.takenAt, since));
  const total = Number(row?.total ?? 0);
  return total === 0 ? null : Number(row!.ok) / total;
}

export async function insertHealthSample(ex: Executor, ok: boolean, takenAt: Date) {
  await ex.insert(healthSamples).values({ ok, takenAt });
}
