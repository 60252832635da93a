import { and, asc, eq, gt, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { sessionSeats, skills, tutoringSessions, users } from '../../db/schema/index.ts';
import { shortName } from './booking-events.repo.ts';

/**
 * A tutor's sessions that have not ended, with their live seats (confirmed, or held and not lapsed) and
 * the learners' first names and last initials, soonest first. Sessions left without a live seat are
 * not listed: nobody is coming.
 */
/** Sessions ending after `from` (now, unless the calendar feed asks for recent ones too) with live seats. */
export async function upcomingTeaching(ex: Executor, tutorId: string, now: Date, from: Date = now) {
  const live = sql`(s.status = 'confirmed' or (s.status = 'held' and s.hold_expires_at > ${now}))`;
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
      learners: sql<{ firstName: string; lastName: string; status: 'held' | 'confirmed' }[]>`coalesce((
        select json_agg(json_build_object('firstName', u.first_name, 'lastName', u.last_name, 'status', s.status) order by s.seat_no)
        from ${sessionSeats} s join ${users} u on u.id = s.learner_id
        where s.session_id = ${tutoringSessions.id} and ${live}), '[]'::json)`,
    })
    .from(tutoringSessions)
    .innerJoin(skills, eq(skills.id, tutoringSessions.skillId))
    .where(
      and(
        eq(tutoringSessions.tutorId, tutorId),
        gt(tutoringSessions.endsAt, from),
        ne(tutoringSessions.status, 'cancelled'),
      ),
    )
    .orderBy(asc(tutoringSessions.startsAt))
    .limit(100);
  return rows.filter((r) => r.learners.length > 0);
}

export const skillOf = (ex: Executor, skillId: string) =>
  ex.select({ name: skills.name }).from(skills).where(eq(skills.id, skillId));

export async function shortNameOf(ex: Executor, userId: string): Promise<string> {
  const [row] = await ex.select({ name: shortName }).from(users).where(eq(users.id, userId));
  return row?.name ?? '';
}
