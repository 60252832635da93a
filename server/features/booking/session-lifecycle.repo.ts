import { and, asc, eq, inArray, lte, notInArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { reviews, sessionSeats, skills, tutoringSessions, users } from '../../db/schema/index.ts';

/** Statuses a session has before its tutor closes it. */
const NOT_CLOSED = ['completed', 'cancelled'];

/**
 * The tutor's sessions that have started, are not closed and have at least one confirmed seat: the
 * ones waiting for attendance. Confirmed learners by seat id with first name and initial.
 */
export async function sessionsToRecord(ex: Executor, tutorId: string, now: Date) {
  const rows = await ex
    .select({
      id: tutoringSessions.id,
      startsAt: tutoringSessions.startsAt,
      endsAt: tutoringSessions.endsAt,
      format: tutoringSessions.format,
      level: tutoringSessions.level,
      language: tutoringSessions.language,
      status: tutoringSessions.status,
      capacity: tutoringSessions.capacity,
      skillId: skills.id,
      skillName: skills.name,
      learners: sql<{ seatId: string; firstName: string; lastName: string }[]>`coalesce((
        select json_agg(json_build_object('seatId', s.id, 'firstName', u.first_name, 'lastName', u.last_name) order by s.seat_no)
        from ${sessionSeats} s join ${users} u on u.id = s.learner_id
        where s.session_id = ${tutoringSessions.id} and s.status = 'confirmed'), '[]'::json)`,
    })
    .from(tutoringSessions)
    .innerJoin(skills, eq(skills.id, tutoringSessions.skillId))
    .where(
      and(
        eq(tutoringSessions.tutorId, tutorId),
        lte(tutoringSessions.startsAt, now),
        notInArray(tutoringSessions.status, NOT_CLOSED),
      ),
    )
    .orderBy(asc(tutoringSessions.startsAt))
    .limit(50);
  return rows.filter((r) => r.learners.length > 0);
}

/** The confirmed seats of a session, with their learners. */
export const confirmedSeatsOf = (ex: Executor, sessionId: string) =>
  ex
    .select({ id: sessionSeats.id, learnerId: sessionSeats.learnerId })
    .from(sessionSeats)
    .where(and(eq(sessionSeats.sessionId, sessionId), eq(sessionSeats.status, 'confirmed')));

/** Records attendance on confirmed seats of the session (the check constraint refuses any other). */
export async function recordAttendance(
  ex: Executor,
  sessionId: string,
  seatIds: string[],
  attended: boolean,
  now: Date,
) {
  if (seatIds.length === 0) return;
  await ex
    .update(sessionSeats)
    .set({ attended, updatedAt: now })
    .where(
      and(
        eq(sessionSeats.sessionId, sessionId),
        inArray(sessionSeats.id, seatIds),
        eq(sessionSeats.status, 'confirmed'),
      ),
    );
}

/** Closes a session only if it is still open for closing (compare-and-swap); answers whether it did. */
export async function markCompleted(ex: Executor, sessionId: string, now: Date) {
  const rows = await ex
    .update(tutoringSessions)
    .set({ status: 'completed', completedAt: now, updatedAt: now })
    .where(and(eq(tutoringSessions.id, sessionId), notInArray(tutoringSessions.status, NOT_CLOSED)))
    .returning({ id: tutoringSessions.id });
  return rows.length === 1;
}

/** Inserts a review unless the author already rated the session; answers whether it was written. */
export async function insertReview(ex: Executor, values: typeof reviews.$inferInsert) {
  const rows = await ex
    .insert(reviews)
    .values(values)
    .onConflictDoNothing({ target: [reviews.authorId, reviews.sessionId] })
    .returning({ id: reviews.id });
  return rows.length === 1;
}
