import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { classroomMessages, sessionSeats, skills, tutoringSessions, users } from '../../db/schema/index.ts';
import { shortName } from '../../db/short-name.ts';

/** A session with its skill, and the people of its live seats (first name and initial). */
export async function sessionWithPeople(ex: Executor, sessionId: string) {
  const [session] = await ex
    .select({
      id: tutoringSessions.id,
      tutorId: tutoringSessions.tutorId,
      status: tutoringSessions.status,
      format: tutoringSessions.format,
      startsAt: tutoringSessions.startsAt,
      endsAt: tutoringSessions.endsAt,
      skillId: skills.id,
      skillName: skills.name,
      tutorName: shortName,
    })
    .from(tutoringSessions)
    .innerJoin(skills, eq(skills.id, tutoringSessions.skillId))
    .innerJoin(users, eq(users.id, tutoringSessions.tutorId))
    .where(eq(tutoringSessions.id, sessionId));
  if (!session) return null;
  const seats = await ex
    .select({ learnerId: sessionSeats.learnerId, status: sessionSeats.status, name: shortName })
    .from(sessionSeats)
    .innerJoin(users, eq(users.id, sessionSeats.learnerId))
    .where(and(eq(sessionSeats.sessionId, sessionId), inArray(sessionSeats.status, ['held', 'confirmed'])))
    .orderBy(sessionSeats.seatNo);
  return { session, seats };
}

export async function insertMessage(ex: Executor, row: typeof classroomMessages.$inferInsert) {
  const [inserted] = await ex.insert(classroomMessages).values(row).returning();
  return inserted!;
}

/** The room's last `limit` lines, oldest first, with their writers' short names. */
export async function latestMessages(ex: Executor, sessionId: string, limit: number) {
  const rows = await ex
    .select({
      id: classroomMessages.id,
      authorId: classroomMessages.authorId,
      name: shortName,
      body: classroomMessages.body,
      createdAt: classroomMessages.createdAt,
    })
    .from(classroomMessages)
    .innerJoin(users, eq(users.id, classroomMessages.authorId))
    .where(eq(classroomMessages.sessionId, sessionId))
    .orderBy(desc(classroomMessages.createdAt), desc(classroomMessages.id))
    .limit(limit);
  return rows.reverse();
}
