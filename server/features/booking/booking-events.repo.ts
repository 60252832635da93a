import { and, eq, gt, inArray, lte, notInArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { remindersSent, sessionSeats, skills, tutoringSessions, users } from '../../db/schema/index.ts';

import { shortName } from '../../db/short-name.ts';

export { shortName };

/** A seat with what its notifications say: skill, start, the learner's and the tutor's short names. */
export async function seatForEvent(ex: Executor, seatId: string) {
  const [row] = await ex
    .select({
      seatId: sessionSeats.id,
      status: sessionSeats.status,
      holdExpiresAt: sessionSeats.holdExpiresAt,
      learnerId: sessionSeats.learnerId,
      learner: shortName,
      sessionId: tutoringSessions.id,
      sessionStatus: tutoringSessions.status,
      format: tutoringSessions.format,
      startsAt: tutoringSessions.startsAt,
      tutorId: tutoringSessions.tutorId,
      skillId: skills.id,
      skill: skills.name,
    })
    .from(sessionSeats)
    .innerJoin(tutoringSessions, eq(tutoringSessions.id, sessionSeats.sessionId))
    .innerJoin(skills, eq(skills.id, tutoringSessions.skillId))
    .innerJoin(users, eq(users.id, sessionSeats.learnerId))
    .where(eq(sessionSeats.id, seatId));
  if (!row) return null;
  const [tutor] = await ex.select({ name: shortName }).from(users).where(eq(users.id, row.tutorId));
  return { ...row, tutor: tutor?.name ?? '' };
}

/** The live seats of a session, each with its learner (for "group full" and the tutor's reminder). */
export const liveSeatsOf = (ex: Executor, sessionId: string) =>
  ex
    .select({
      seatId: sessionSeats.id,
      learnerId: sessionSeats.learnerId,
      status: sessionSeats.status,
      holdExpiresAt: sessionSeats.holdExpiresAt,
    })
    .from(sessionSeats)
    .where(and(eq(sessionSeats.sessionId, sessionId), inArray(sessionSeats.status, ['held', 'confirmed'])));

/**
 * Live seats (confirmed, or held and not run out at `now`) of sessions starting in (from, to], each
 * with what its reminder says; at most 500 per sweep.
 */
export const liveSeatsStartingBetween = (ex: Executor, now: Date, from: Date, to: Date) =>
  ex
    .select({
      seatId: sessionSeats.id,
      seatStatus: sessionSeats.status,
      learnerId: sessionSeats.learnerId,
      sessionId: tutoringSessions.id,
      tutorId: tutoringSessions.tutorId,
      startsAt: tutoringSessions.startsAt,
      skillId: skills.id,
      skill: skills.name,
      tutor: sql<string>`(select u.first_name || ' ' || left(u.last_name, 1) || '.' from ${users} u where u.id = ${tutoringSessions.tutorId})`,
    })
    .from(sessionSeats)
    .innerJoin(tutoringSessions, eq(tutoringSessions.id, sessionSeats.sessionId))
    .innerJoin(skills, eq(skills.id, tutoringSessions.skillId))
    .where(
      and(
        gt(tutoringSessions.startsAt, from),
        lte(tutoringSessions.startsAt, to),
        notInArray(tutoringSessions.status, ['cancelled', 'completed']),
        sql`(${sessionSeats.status} = 'confirmed' or (${sessionSeats.status} = 'held' and ${sessionSeats.holdExpiresAt} > ${now}))`,
      ),
    )
    .limit(500);

/** Claims a reminder key; false when another sweep already sent it. */
export async function claimReminder(ex: Executor, key: string, now: Date): Promise<boolean> {
  const rows = await ex.insert(remindersSent).values({ key, sentAt: now }).onConflictDoNothing().returning();
  return rows.length > 0;
}
