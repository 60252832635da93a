import { and, desc, eq, gte, ilike, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  cities,
  skills,
  tutorAvailability,
  tutorProfiles,
  tutorRatingStats,
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

/**
 * Verified tutors, optionally only those teaching one of `skillIds` or living in `cityId`, best rated
 * first. Rating and review count come from `tutor_rating_stats`, which triggers keep equal to the
 * `reviews` rows (migration 0014): the mean of those rows, without aggregating them per search.
 */
export async function findTutors(
  ex: Executor,
  filter: {
    skillIds?: string[];
    cityId?: string;
    privateOnly?: boolean;
    /** Teaches in this language (ISO 639-1). */
    language?: string;
    /** Lives in this country (ISO 3166-1 alpha-2, through their city). */
    countryCode?: string;
    /** A mean rating of at least this (tutors without reviews are left out). */
    minRating?: number;
    /** Cleared to teach children (a verified criminal-record certificate). */
    clearedForMinors?: boolean;
  },
  limit: number,
) {
  const stats = tutorRatingStats;
  return (
    ex
      .select({
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        ratingMean: sql<number | null>`case when ${stats.reviewCount} > 0 then ${stats.ratingMean} end`,
        reviewCount: stats.reviewCount,
        languages: tutorProfiles.languages,
        city: cities.name,
        skills: sql<
          { id: string; name: string }[]
        >`coalesce((select json_agg(json_build_object('id', s.id, 'name', s.name) order by s.name) from ${tutorSkills} ts join ${skills} s on s.id = ts.skill_id where ts.tutor_id = ${users.id}), '[]'::json)`,
      })
      .from(tutorProfiles)
      .innerJoin(users, eq(users.id, tutorProfiles.userId))
      .leftJoin(cities, eq(cities.id, tutorProfiles.cityId))
      .innerJoin(stats, eq(stats.tutorId, tutorProfiles.userId))
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
          filter.privateOnly ? eq(tutorProfiles.privateSessionsEnabled, true) : undefined,
          filter.clearedForMinors ? isNotNull(tutorProfiles.clearedForMinorsAt) : undefined,
          filter.language ? sql`${filter.language} = any(${tutorProfiles.languages})` : undefined,
          filter.countryCode ? eq(cities.countryCode, filter.countryCode) : undefined,
          filter.minRating !== undefined
            ? and(gte(stats.ratingMean, filter.minRating), sql`${stats.reviewCount} > 0`)
            : undefined,
        ),
      )
      // Spelt as the order index is (nulls last): a bare DESC means nulls first, which the index
      // cannot give, so every match was sorted; this way the best rated come off the index in order.
      .orderBy(
        sql`${stats.ratingMean} desc nulls last`,
        sql`${stats.reviewCount} desc nulls last`,
        users.firstName,
      )
      .limit(limit)
  );
}

export async function availabilityOf(ex: Executor, tutorIds: string[]) {
  if (tutorIds.length === 0) return [];
  return ex.select().from(tutorAvailability).where(inArray(tutorAvailability.tutorId, tutorIds));
}
