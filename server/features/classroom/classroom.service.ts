import type { Room } from '../../../common/contracts/classroom.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { roleIn, roomState, roomWindow } from './classroom.policy.ts';
import * as repo from './classroom.repo.ts';

const notFound = () => new AppError('NOT_FOUND', 'Classroom not found.').withKey('classroom.errors.notFound');

/**
 * The classroom of a session for one of its people; anyone else is told it does not exist (a
 * session's existence is nobody else's business).
 */
export async function room(ctx: AppContext, userId: string, sessionId: string): Promise<Room> {
  const found = await repo.sessionWithPeople(ctx.db, sessionId);
  const role = found && roleIn(found.session, found.seats, userId);
  if (!found || !role) throw notFound();
  const { session, seats } = found;
  const minutes = ctx.env.CLASSROOM_OPENS_MINUTES;
  const { opensAt, closesAt } = roomWindow(session, minutes);
  const tutor = { id: session.tutorId, name: session.tutorName, role: 'tutor' as const };
  const learners = seats
    .filter((s) => s.status === 'confirmed')
    .map((s) => ({ id: s.learnerId, name: s.name, role: 'learner' as const }));
  const participants = [tutor, ...learners];
  return {
    session: {
      id: session.id,
      startsAt: session.startsAt.toISOString(),
      endsAt: session.endsAt.toISOString(),
      format: session.format as 'group' | 'private',
      skill: { id: session.skillId, name: session.skillName },
    },
    me: participants.find((p) => p.id === userId)!,
    participants,
    opensAt: opensAt.toISOString(),
    closesAt: closesAt.toISOString(),
    state: roomState(session, ctx.now(), minutes),
    iceServers: ctx.env.ICE_SERVERS,
  };
}
