import { CHAT_MAX, type ChatLine, type Room } from '../../../common/contracts/classroom.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { roleIn, roomState, roomWindow } from './classroom.policy.ts';
import { redactContactDetails } from '../messaging/index.ts';
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

/** How many earlier lines a newcomer to the room reads. */
export const HISTORY_LINES = 200;

/** What was written in the room so far (its last HISTORY_LINES lines), for someone joining it. */
export async function chatHistory(ctx: AppContext, view: Room): Promise<ChatLine[]> {
  const tutorId = view.participants.find((p) => p.role === 'tutor')?.id;
  return linesOf(ctx, view.session.id, tutorId, HISTORY_LINES);
}

/** How many lines a parent or guardian reads of one classroom: all a lesson plausibly has. */
const RECORD_LINES = 2_000;

/**
 * The chat of a session's classroom for a learner who had a paid seat in it, for their parent or
 * guardian to read (ADR 042; the caller checks that they follow the learner). Anyone else's session
 * does not exist.
 */
export async function chatOfLearnerSession(ctx: AppContext, learnerId: string, sessionId: string) {
  const found = await repo.sessionWithPeople(ctx.db, sessionId);
  if (!found || roleIn(found.session, found.seats, learnerId) !== 'learner') throw notFound();
  return { lines: await linesOf(ctx, sessionId, found.session.tutorId, RECORD_LINES) };
}

async function linesOf(
  ctx: AppContext,
  sessionId: string,
  tutorId: string | undefined,
  limit: number,
): Promise<ChatLine[]> {
  const rows = await repo.latestMessages(ctx.db, sessionId, limit);
  return rows.map((r) => ({
    id: r.id,
    userId: r.authorId,
    name: r.name,
    role: r.authorId === tutorId ? 'tutor' : 'learner',
    body: r.body,
    redacted: false,
    at: r.createdAt.toISOString(),
  }));
}

/**
 * A line someone in the room writes to everyone (ADR 042): contact details taken out, as in
 * messages (children are in these rooms), kept with the session, then given to the room.
 */
export async function say(ctx: AppContext, view: Room, text: string): Promise<ChatLine> {
  const redaction = redactContactDetails(text);
  // The mark that replaces a detail may be longer than the detail: the line stays within bounds.
  const body = redaction.body.slice(0, CHAT_MAX);
  const redacted = redaction.redacted;
  const row = await repo.insertMessage(ctx.db, {
    sessionId: view.session.id,
    authorId: view.me.id,
    body,
    createdAt: ctx.now(),
  });
  return {
    id: row.id,
    userId: view.me.id,
    name: view.me.name,
    role: view.me.role,
    body,
    redacted,
    at: row.createdAt.toISOString(),
  };
}
