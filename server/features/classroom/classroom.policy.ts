/**
 * Who may be in a session's classroom and when (PRODUCT.md F), as pure functions: its tutor and the
 * learners whose seats are paid (a held seat is not a booking yet), from a few minutes before the
 * start to as many after the end.
 */
export type RoomRole = 'tutor' | 'learner';
export type RoomState = 'waiting' | 'open' | 'closed' | 'cancelled';

const MINUTE_MS = 60_000;

export function roomWindow(session: { startsAt: Date; endsAt: Date }, minutes: number) {
  return {
    opensAt: new Date(session.startsAt.getTime() - minutes * MINUTE_MS),
    closesAt: new Date(session.endsAt.getTime() + minutes * MINUTE_MS),
  };
}

export function roomState(
  session: { status: string; startsAt: Date; endsAt: Date },
  now: Date,
  minutes: number,
): RoomState {
  if (session.status === 'cancelled') return 'cancelled';
  const { opensAt, closesAt } = roomWindow(session, minutes);
  if (now < opensAt) return 'waiting';
  return now < closesAt ? 'open' : 'closed';
}

export function roleIn(
  session: { tutorId: string },
  seats: readonly { learnerId: string; status: string }[],
  userId: string,
): RoomRole | null {
  if (session.tutorId === userId) return 'tutor';
  return seats.some((s) => s.learnerId === userId && s.status === 'confirmed') ? 'learner' : null;
}
