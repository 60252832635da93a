import { and, asc, avg, eq, gt, gte, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  learnerProfiles,
  learnerSkillProfiles,
  regroupingNotices,
  reviews,
  sessionSeats,
  skills,
  tutoringSessions,
  users,
} from '../../db/schema/index.ts';
import { shortName } from '../../db/short-name.ts';

const LIVE = ['held', 'confirmed'];

/** 3:1 groups on (open or full) starting in [from, to) with a live seat, of the skills given or any. */
const groupsAhead = (range: { from: Date; to: Date }, skillIds: readonly string[] | null) =>
  and(
    eq(tutoringSessions.format, 'group'),
    inArray(tutoringSessions.status, ['open', 'full']),
    gte(tutoringSessions.startsAt, range.from),
    lt(tutoringSessions.startsAt, range.to),
    gt(tutoringSessions.seatsHeld, 0),
    skillIds ? inArray(tutoringSessions.skillId, [...skillIds]) : undefined,
  );

/**
 * 3:1 groups starting in [from, to) with at least one live seat, soonest first (at most `limit`),
 * of one skill or of the skills given.
 */
export async function upcomingGroups(
  ex: Executor,
  range: { from: Date; to: Date },
  skillIds: readonly string[] | null,
  limit: number,
) {
  return ex
    .select({
      sessionId: tutoringSessions.id,
      skillId: tutoringSessions.skillId,
      skill: skills.name,
      tutorId: tutoringSessions.tutorId,
      startsAt: tutoringSessions.startsAt,
      level: tutoringSessions.level,
      language: tutoringSessions.language,
      capacity: tutoringSessions.capacity,
    })
    .from(tutoringSessions)
    .innerJoin(skills, eq(skills.id, tutoringSessions.skillId))
    .where(groupsAhead(range, skillIds))
    .orderBy(asc(tutoringSessions.startsAt), asc(tutoringSessions.id))
    .limit(limit);
}

/** The live seats of these sessions with what the engine compares about their learners. */
export async function seatsOf(ex: Executor, sessionIds: readonly string[]) {
  if (sessionIds.length === 0) return [];
  return ex
    .select({
      seatId: sessionSeats.id,
      sessionId: sessionSeats.sessionId,
      learnerId: sessionSeats.learnerId,
      name: shortName,
      timeZone: users.timeZone,
      skillLevel: learnerSkillProfiles.level,
      goals: learnerSkillProfiles.goals,
      ageBand: learnerProfiles.ageBand,
      languages: learnerProfiles.languages,
      availability: learnerProfiles.availability,
      pace: learnerProfiles.pace,
      style: learnerProfiles.style,
    })
    .from(sessionSeats)
    .innerJoin(tutoringSessions, eq(tutoringSessions.id, sessionSeats.sessionId))
    .innerJoin(users, eq(users.id, sessionSeats.learnerId))
    .leftJoin(learnerProfiles, eq(learnerProfiles.userId, sessionSeats.learnerId))
    .leftJoin(
      learnerSkillProfiles,
      and(
        eq(learnerSkillProfiles.userId, sessionSeats.learnerId),
        eq(learnerSkillProfiles.skillId, tutoringSessions.skillId),
      ),
    )
    .where(and(inArray(sessionSeats.sessionId, [...sessionIds]), inArray(sessionSeats.status, LIVE)))
    .orderBy(asc(sessionSeats.seatNo));
}

/** Each learner's attendance record: past seats where the tutor took attendance. */
export async function attendanceOf(ex: Executor, learnerIds: readonly string[]) {
  if (learnerIds.length === 0) return [];
  return ex
    .select({
      learnerId: sessionSeats.learnerId,
      attended: sql<number>`count(*) filter (where ${sessionSeats.attended})`.mapWith(Number),
      missed: sql<number>`count(*) filter (where not ${sessionSeats.attended})`.mapWith(Number),
    })
    .from(sessionSeats)
    .where(and(inArray(sessionSeats.learnerId, [...learnerIds]), isNotNull(sessionSeats.attended)))
    .groupBy(sessionSeats.learnerId);
}

/** Each learner's mean rating of each tutor they rated. */
export async function ratingsGiven(ex: Executor, learnerIds: readonly string[]) {
  if (learnerIds.length === 0) return [];
  return ex
    .select({
      learnerId: reviews.authorId,
      tutorId: reviews.tutorId,
      mean: avg(reviews.rating).mapWith(Number),
    })
    .from(reviews)
    .where(inArray(reviews.authorId, [...learnerIds]))
    .groupBy(reviews.authorId, reviews.tutorId);
}

/** Starts of the learners' live seats in [from, to), any skill (a move must not land on one). */
export async function busyStarts(ex: Executor, learnerIds: readonly string[], from: Date, to: Date) {
  if (learnerIds.length === 0) return [];
  return ex
    .select({ learnerId: sessionSeats.learnerId, startsAt: sessionSeats.startsAt })
    .from(sessionSeats)
    .where(
      and(
        inArray(sessionSeats.learnerId, [...learnerIds]),
        inArray(sessionSeats.status, LIVE),
        gte(sessionSeats.startsAt, from),
        lt(sessionSeats.startsAt, to),
      ),
    );
}

/** The skills a learner has live 3:1 seats in within [from, to). */
export async function groupSkillsOf(ex: Executor, learnerId: string, from: Date, to: Date) {
  const rows = await ex
    .selectDistinct({ skillId: tutoringSessions.skillId })
    .from(sessionSeats)
    .innerJoin(tutoringSessions, eq(tutoringSessions.id, sessionSeats.sessionId))
    .where(
      and(
        eq(sessionSeats.learnerId, learnerId),
        inArray(sessionSeats.status, LIVE),
        eq(tutoringSessions.format, 'group'),
        gte(sessionSeats.startsAt, from),
        lt(sessionSeats.startsAt, to),
      ),
    );
  return rows.map((r) => r.skillId);
}

/**
 * 3:1 groups completed in [from, to) with how they went: seats, who came (attendance taken) and the
 * ratings their learners gave, worst first.
 */
export async function completedGroups(ex: Executor, from: Date, to: Date, limit: number) {
  const seats = sql<number>`(select count(*) from ${sessionSeats} s where s.session_id = ${tutoringSessions.id} and s.status = 'confirmed')`;
  const came = sql<number>`(select count(*) from ${sessionSeats} s where s.session_id = ${tutoringSessions.id} and s.attended)`;
  const taken = sql<number>`(select count(*) from ${sessionSeats} s where s.session_id = ${tutoringSessions.id} and s.attended is not null)`;
  const rating = sql<
    number | null
  >`(select avg(r.rating)::float8 from ${reviews} r where r.session_id = ${tutoringSessions.id})`;
  const ratingCount = sql<number>`(select count(*) from ${reviews} r where r.session_id = ${tutoringSessions.id})`;
  return ex
    .select({
      sessionId: tutoringSessions.id,
      skillId: tutoringSessions.skillId,
      skill: skills.name,
      tutorId: tutoringSessions.tutorId,
      tutorName: sql<string>`(select ${shortName} from ${users} where ${users.id} = ${tutoringSessions.tutorId})`,
      startsAt: tutoringSessions.startsAt,
      capacity: tutoringSessions.capacity,
      seats: seats.mapWith(Number),
      came: came.mapWith(Number),
      taken: taken.mapWith(Number),
      rating: rating.mapWith((v) => (v === null ? null : Number(v))),
      ratings: ratingCount.mapWith(Number),
    })
    .from(tutoringSessions)
    .innerJoin(skills, eq(skills.id, tutoringSessions.skillId))
    .where(
      and(
        eq(tutoringSessions.format, 'group'),
        eq(tutoringSessions.status, 'completed'),
        gte(tutoringSessions.startsAt, from),
        lt(tutoringSessions.startsAt, to),
      ),
    )
    .orderBy(asc(tutoringSessions.startsAt))
    .limit(limit);
}

/** The skill of a seat's session (a regrouping is judged among that skill's groups only). */
export async function skillOfSeat(ex: Executor, seatId: string): Promise<string | null> {
  const [row] = await ex
    .select({ skillId: tutoringSessions.skillId })
    .from(sessionSeats)
    .innerJoin(tutoringSessions, eq(tutoringSessions.id, sessionSeats.sessionId))
    .where(eq(sessionSeats.id, seatId))
    .limit(1);
  return row?.skillId ?? null;
}

/** Skills with at least two 3:1 groups in the range: only there can a learner move to another group. */
export async function skillsWithGroups(ex: Executor, range: { from: Date; to: Date }) {
  const rows = await ex
    .select({ skillId: tutoringSessions.skillId })
    .from(tutoringSessions)
    .where(groupsAhead(range, null))
    .groupBy(tutoringSessions.skillId)
    .having(sql`count(*) >= 2`);
  return rows.map((r) => r.skillId);
}

/** Records that a learner was told of a regrouping; false when they already were (no second notice). */
export async function recordNotice(
  ex: Executor,
  notice: { seatId: string; toSessionId: string; learnerId: string; notifiedAt: Date },
) {
  const rows = await ex
    .insert(regroupingNotices)
    .values(notice)
    .onConflictDoNothing()
    .returning({ seatId: regroupingNotices.seatId });
  return rows.length > 0;
}
