import type { SessionFormat } from '../../../common/constants.ts';
import type { TeachingSession } from '../../../common/contracts/booking.ts';
import type { AppContext } from '../../context.ts';
import * as repo from './teaching.repo.ts';

/** "Mia K.": learners are shown to their tutor by first name and initial, never by contact details. */
const shortName = (u: { firstName: string; lastName: string }) =>
  u.lastName ? `${u.firstName} ${u.lastName.charAt(0)}.` : u.firstName;

/** The tutor's upcoming groups and private sessions, each with who has a seat. */
export async function teaching(ctx: AppContext, tutorId: string): Promise<{ upcoming: TeachingSession[] }> {
  const rows = await repo.upcomingTeaching(ctx.db, tutorId, ctx.now());
  return {
    upcoming: rows.map((r) => ({
      id: r.id,
      startsAt: r.startsAt.toISOString(),
      endsAt: r.endsAt.toISOString(),
      format: r.format as SessionFormat,
      level: r.level as TeachingSession['level'],
      language: r.language,
      status: r.status as TeachingSession['status'],
      skill: { id: r.skillId, name: r.skillName },
      seatsTaken: r.learners.length,
      capacity: r.capacity,
      learners: r.learners.map((l) => ({ name: shortName(l), status: l.status })),
    })),
  };
}
