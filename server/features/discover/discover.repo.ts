import { and, asc, desc, eq, gt, gte, inArray, isNotNull, lt, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { shortName } from '../../db/short-name.ts';
import {
  sessionSeats,
  skills,
  tutoringSessions,
  tutorProfiles,
  tutorSkills,
  users,
} from '../../db/schema/index.ts';
import { type AgeClass, hasMinorSql, keepsAgeClassSql } from '../booking/index.ts';

/** Seats that count as taken at `now`: paid, or held and still waiting for payment. */
const takenSeats = (now: Date) =>
  sql<number>`(select count(*)::int from ${sessionSeats} s where s.session_id = ${tutoringSessions.id} and (s.status = 'confirmed' or (s.status = 'held' and s.hold_expires_at > ${now})))`;

interface Window {
  now: Date;
  from: Date;
  to: Date;
  /** Only the groups a learner of this age class may join (a signed-in viewer's); null: all. */
  ageClass?: AgeClass | null;
}

/**
 * What makes a group open, as /global-marketplace lists it (booking's open-groups.repo.ts): a 3:1
 * group of a verified tutor, still open, starting within the window, with a live seat taken and a
 * seat left.
 */
const openGroupWhere = (w: Window) =>
  and(
    eq(tutoringSessions.format, 'group'),
    eq(tutoringSessions.status, 'open'),
    gt(tutoringSessions.startsAt, w.from),
    lt(tutoringSessions.startsAt, w.to),
    isNotNull(tutorProfiles.verifiedAt),
    sql`${takenSeats(w.now)} between 1 and ${tutoringSessions.capacity} - 1`,
    w.ageClass ? keepsAgeClassSql(sql`${tutoringSessions.id}`, w.now, w.ageClass) : undefined,
  );

/** Per skill: its open groups in the window, their free seats and the soonest start. */
export function skillsWithSeats(ex: Executor, w: Window) {
  return ex
    .select({
      id: skills.id,
      name: skills.name,
      category: skills.category,
      groups: sql<number>`count(*)::int`,
      freeSeats: sql<number>`sum(${tutoringSessions.capacity} - ${takenSeats(w.now)})::int`,
      soonest: sql<Date>`min(${tutoringSessions.startsAt})`.mapWith(tutoringSessions.startsAt),
    })
    .from(tutoringSessions)
    .innerJoin(skills, eq(skills.id, tutoringSessions.skillId))
    .innerJoin(tutorProfiles, eq(tutorProfiles.userId, tutoringSessions.tutorId))
    .where(openGroupWhere(w))
    .groupBy(skills.id, skills.name, skills.category)
    .orderBy(sql`min(${tutoringSessions.startsAt})`, asc(skills.id));
}

/** The open groups of one skill category in the window, soonest first; never a learner's name. */
export function openGroupsOfCategory(ex: Executor, w: Window & { category: string }, limit: number) {
  return ex
    .select({
      sessionId: tutoringSessions.id,
      startsAt: tutoringSessions.startsAt,
      level: tutoringSessions.level,
      language: tutoringSessions.language,
      capacity: tutoringSessions.capacity,
      taken: takenSeats(w.now),
      skillId: skills.id,
      skillName: skills.name,
      tutorId: users.id,
      tutorName: shortName,
      forChildren: hasMinorSql(sql`${tutoringSessions.id}`, w.now),
    })
    .from(tutoringSessions)
    .innerJoin(skills, eq(skills.id, tutoringSessions.skillId))
    .innerJoin(users, eq(users.id, tutoringSessions.tutorId))
    .innerJoin(tutorProfiles, eq(tutorProfiles.userId, tutoringSessions.tutorId))
    .where(and(openGroupWhere(w), eq(skills.category, w.category)))
    .orderBy(asc(tutoringSessions.startsAt), asc(tutoringSessions.id))
    .limit(limit);
}

export async function countOpenGroupsOfCategory(ex: Executor, w: Window & { category: string }) {
  const [row] = await ex
    .select({ n: sql<number>`count(*)::int` })
    .from(tutoringSessions)
    .innerJoin(skills, eq(skills.id, tutoringSessions.skillId))
    .innerJoin(tutorProfiles, eq(tutorProfiles.userId, tutoringSessions.tutorId))
    .where(and(openGroupWhere(w), eq(skills.category, w.category)));
  return row?.n ?? 0;
}

const clearedForMinors = and(
  isNotNull(tutorProfiles.verifiedAt),
  isNotNull(tutorProfiles.clearedForMinorsAt),
);

/** Verified tutors whose verification included a verified criminal-record certificate. */
export async function countTutorsClearedForMinors(ex: Executor) {
  const [row] = await ex
    .select({ n: sql<number>`count(*)::int` })
    .from(tutorProfiles)
    .where(clearedForMinors);
  return row?.n ?? 0;
}

/** Skills of the given categories taught by cleared tutors, with how many of them teach each. */
export function skillsOfClearedTutors(ex: Executor, categories: readonly string[]) {
  return ex
    .select({
      id: skills.id,
      name: skills.name,
      category: skills.category,
      tutorCount: sql<number>`count(distinct ${tutorSkills.tutorId})::int`,
    })
    .from(tutorSkills)
    .innerJoin(skills, eq(skills.id, tutorSkills.skillId))
    .innerJoin(tutorProfiles, eq(tutorProfiles.userId, tutorSkills.tutorId))
    .where(and(clearedForMinors, inArray(skills.category, [...categories])))
    .groupBy(skills.id, skills.name, skills.category)
    .orderBy(asc(skills.category), asc(skills.name));
}

/** Skills by confirmed seats booked between `since` and `now`, most first. */
export function mostBookedSkills(ex: Executor, w: { since: Date; now: Date }, limit: number) {
  const seats = sql<number>`count(*)::int`;
  return ex
    .select({ id: skills.id, name: skills.name, category: skills.category, seats })
    .from(sessionSeats)
    .innerJoin(tutoringSessions, eq(tutoringSessions.id, sessionSeats.sessionId))
    .innerJoin(skills, eq(skills.id, tutoringSessions.skillId))
    .where(
      and(
        eq(sessionSeats.status, 'confirmed'),
        gte(sessionSeats.createdAt, w.since),
        lte(sessionSeats.createdAt, w.now),
      ),
    )
    .groupBy(skills.id, skills.name, skills.category)
    .orderBy(desc(seats), asc(skills.id))
    .limit(limit);
}
