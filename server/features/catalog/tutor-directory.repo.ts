import { and, desc, eq, ilike, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  cities,
  skills,
  tutorAvailability,
  tutorProfiles,
  tutorSkills,
  users,
} from '../../db/schema/index.ts';

/** Skills whose name or id contains the text, or is close to it (pg_trgm), best match first. */
export async function findSkillsLike(ex: Executor, text: string, limit = 5) {
  const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return ex
    .select({ id: skills.id, name: skills.name })
    .from(skills)
    .where(
      or(
        ilike(skills.name, pattern),
        ilike(skills.id, pattern),
        sql`similarity(${skills.name}, ${text}) > 0.3`,
      ),
    )
    .orderBy(desc(sql`similarity(${skills.name}, ${text})`))
    .limit(limit);
}

/** Verified tutors teaching any of the skills, best rated first. */
export async function findTutorsForSkills(ex: Executor, skillIds: string[], limit: number) {
  if (skillIds.length === 0) return [];
  return findTutors(ex, { skillIds }, limit);
}

/** Verified tutors, optionally only those teaching one of `skillIds` or living in `cityId`, best rated first. */
export async function findTutors(
  ex: Executor,
  filter: { skillIds?: string[]; cityId?: string },
  limit: number,
) {
  const avg = sql<number>`case when ${tutorProfiles.ratingCount} > 0 then ${tutorProfiles.ratingSum}::float / ${tutorProfiles.ratingCount} else 0 end`;
  return ex
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      ratingSum: tutorProfiles.ratingSum,
      ratingCount: tutorProfiles.ratingCount,
      languages: tutorProfiles.languages,
      city: cities.name,
      skillNames: sql<
        string[]
      >`array(select s.name from ${tutorSkills} ts join ${skills} s on s.id = ts.skill_id where ts.tutor_id = ${users.id} order by s.name)`,
    })
    .from(tutorProfiles)
    .innerJoin(users, eq(users.id, tutorProfiles.userId))
    .leftJoin(cities, eq(cities.id, tutorProfiles.cityId))
    .where(
      and(
        isNotNull(tutorProfiles.verifiedAt),
        filter.skillIds
          ? inArray(
              tutorProfiles.userId,
              ex
                .select({ id: tutorSkills.tutorId })
                .from(tutorSkills)
                .where(inArray(tutorSkills.skillId, filter.skillIds)),
            )
          : undefined,
        filter.cityId ? eq(tutorProfiles.cityId, filter.cityId) : undefined,
      ),
    )
    .orderBy(desc(avg), desc(tutorProfiles.ratingCount), users.firstName)
    .limit(limit);
}

export async function availabilityOf(ex: Executor, tutorIds: string[]) {
  if (tutorIds.length === 0) return [];
  return ex.select().from(tutorAvailability).where(inArray(tutorAvailability.tutorId, tutorIds));
}
