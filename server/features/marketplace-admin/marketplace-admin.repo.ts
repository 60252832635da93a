import { and, asc, eq, ilike, isNotNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { cities, skills, tutorProfiles, tutorSkills, users } from '../../db/schema/index.ts';

export async function insertSkill(
  ex: Executor,
  s: { id: string; name: string; category: string; description: string },
) {
  const [row] = await ex.insert(skills).values(s).onConflictDoNothing().returning();
  return row ?? null;
}

export async function updateSkill(
  ex: Executor,
  id: string,
  s: { name: string; category: string; description: string },
) {
  const [row] = await ex.update(skills).set(s).where(eq(skills.id, id)).returning();
  return row ?? null;
}

export async function insertCity(
  ex: Executor,
  c: { id: string; name: string; countryCode: string; region: string },
) {
  const [row] = await ex.insert(cities).values(c).onConflictDoNothing().returning();
  return row ?? null;
}

const tutorFields = {
  id: tutorProfiles.userId,
  name: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
  email: users.email,
  city: cities.name,
  privateSessionsEnabled: tutorProfiles.privateSessionsEnabled,
  skills: sql<
    string[]
  >`coalesce((select array_agg(ts.skill_id order by ts.skill_id) from ${tutorSkills} ts where ts.tutor_id = ${tutorProfiles.userId}), '{}')`,
};

/** Verified tutors whose name or email contains `q`, by name. */
export const verifiedTutors = (ex: Executor, q: string, id?: string) =>
  ex
    .select(tutorFields)
    .from(tutorProfiles)
    .innerJoin(users, eq(users.id, tutorProfiles.userId))
    .leftJoin(cities, eq(cities.id, tutorProfiles.cityId))
    .where(
      and(
        isNotNull(tutorProfiles.verifiedAt),
        id ? eq(tutorProfiles.userId, id) : undefined,
        q
          ? or(
              ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, `%${q.replace(/[\\%_]/g, '\\$&')}%`),
              ilike(users.email, `%${q.replace(/[\\%_]/g, '\\$&')}%`),
            )
          : undefined,
      ),
    )
    .orderBy(asc(users.firstName), asc(users.lastName))
    .limit(100);

export async function setPrivateSessions(ex: Executor, tutorId: string, enabled: boolean) {
  const [row] = await ex
    .update(tutorProfiles)
    .set({ privateSessionsEnabled: enabled })
    .where(and(eq(tutorProfiles.userId, tutorId), isNotNull(tutorProfiles.verifiedAt)))
    .returning({ id: tutorProfiles.userId });
  return row ?? null;
}
