import { and, asc, eq, gt, isNotNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  cities,
  sessionSeats,
  skills,
  tutoringSessions,
  tutorProfiles,
  users,
} from '../../db/schema/index.ts';
import { shortName } from './booking-events.repo.ts';
import type { AgeClass } from './age-groups.policy.ts';
import { hasMinorSql, keepsAgeClassSql } from './age-groups.repo.ts';

/**
 * Open 3:1 groups with a live seat taken and a seat left, starting between `from` and `to`, soonest
 * first; optionally of one skill, in one language, of tutors in one country, on one weekday in `zone`,
 * or only those a learner of one age class may join (children and adults never share a group).
 */
export function openGroups(
  ex: Executor,
  f: {
    now: Date;
    from: Date;
    to: Date;
    skillId?: string;
    language?: string;
    countryCode?: string;
    weekday?: number;
    zone: string;
    ageClass?: AgeClass | null;
  },
  limit: number,
) {
  const live = sql`(s.status = 'confirmed' or (s.status = 'held' and s.hold_expires_at > ${f.now}))`;
  const taken = sql<number>`(select count(*)::int from ${sessionSeats} s where s.session_id = ${tutoringSessions.id} and ${live})`;
  return ex
    .select({
      sessionId: tutoringSessions.id,
      startsAt: tutoringSessions.startsAt,
      level: tutoringSessions.level,
      language: tutoringSessions.language,
      capacity: tutoringSessions.capacity,
      taken,
      skillId: skills.id,
      skillName: skills.name,
      tutorId: users.id,
      tutorName: shortName,
      forChildren: hasMinorSql(sql`${tutoringSessions.id}`, f.now),
    })
    .from(tutoringSessions)
    .innerJoin(skills, eq(skills.id, tutoringSessions.skillId))
    .innerJoin(users, eq(users.id, tutoringSessions.tutorId))
    .innerJoin(tutorProfiles, eq(tutorProfiles.userId, tutoringSessions.tutorId))
    .leftJoin(cities, eq(cities.id, tutorProfiles.cityId))
    .where(
      and(
        eq(tutoringSessions.format, 'group'),
        eq(tutoringSessions.status, 'open'),
        // The trigger-kept count (an upper bound of the live seats) lets the partial index find the
        // groups with someone in them; the exact count below confirms each one shown.
        sql`${tutoringSessions.seatsHeld} > 0`,
        gt(tutoringSessions.startsAt, f.from),
        lt(tutoringSessions.startsAt, f.to),
        isNotNull(tutorProfiles.verifiedAt),
        f.skillId ? eq(tutoringSessions.skillId, f.skillId) : undefined,
        f.language ? eq(tutoringSessions.language, f.language) : undefined,
        f.countryCode ? eq(cities.countryCode, f.countryCode) : undefined,
        f.weekday !== undefined
          ? sql`extract(dow from ${tutoringSessions.startsAt} at time zone ${f.zone}) = ${f.weekday}`
          : undefined,
        sql`${taken} between 1 and ${tutoringSessions.capacity} - 1`,
        f.ageClass ? keepsAgeClassSql(sql`${tutoringSessions.id}`, f.now, f.ageClass) : undefined,
      ),
    )
    .orderBy(asc(tutoringSessions.startsAt))
    .limit(limit);
}
