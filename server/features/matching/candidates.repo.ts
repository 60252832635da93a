import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  tutorAvailability,
  tutorMatchingProfiles,
  tutorProfiles,
  tutorRatingStats,
  tutorSkills,
  users,
} from '../../db/schema/index.ts';
import { shortName } from '../../db/short-name.ts';

/**
 * The verified tutors of a skill with what the engine compares (at most `limit`, best rated first),
 * or only those named in `only`.
 */
export async function tutorsOfSkill(ex: Executor, skillId: string, limit: number, only?: readonly string[]) {
  const rows = await ex
    .select({
      id: tutorProfiles.userId,
      name: shortName,
      languages: tutorProfiles.languages,
      timeZone: tutorProfiles.timeZone,
      clearedForMinors: sql<boolean>`${tutorProfiles.clearedForMinorsAt} is not null`,
      levels: tutorSkills.levels,
      reviewCount: sql<number>`coalesce(${tutorRatingStats.reviewCount}, 0)`.mapWith(Number),
      ratingMean: sql<number>`coalesce(${tutorRatingStats.ratingMean}, 0)`.mapWith(Number),
      style: tutorMatchingProfiles.style,
      ageBands: tutorMatchingProfiles.ageBands,
    })
    .from(tutorSkills)
    .innerJoin(tutorProfiles, eq(tutorProfiles.userId, tutorSkills.tutorId))
    .innerJoin(users, eq(users.id, tutorProfiles.userId))
    .leftJoin(tutorRatingStats, eq(tutorRatingStats.tutorId, tutorProfiles.userId))
    .leftJoin(tutorMatchingProfiles, eq(tutorMatchingProfiles.userId, tutorProfiles.userId))
    .where(
      and(
        eq(tutorSkills.skillId, skillId),
        isNotNull(tutorProfiles.verifiedAt),
        only ? inArray(tutorProfiles.userId, [...only]) : undefined,
      ),
    )
    .orderBy(sql`coalesce(${tutorRatingStats.ratingMean}, 0) desc`, tutorProfiles.userId)
    .limit(limit);
  if (rows.length === 0) return [];
  const windows = await ex
    .select({
      tutorId: tutorAvailability.tutorId,
      weekday: tutorAvailability.weekday,
      startMinute: tutorAvailability.startMinute,
      endMinute: tutorAvailability.endMinute,
    })
    .from(tutorAvailability)
    .where(
      inArray(
        tutorAvailability.tutorId,
        rows.map((r) => r.id),
      ),
    );
  return rows.map((r) => ({ ...r, windows: windows.filter((w) => w.tutorId === r.id) }));
}
