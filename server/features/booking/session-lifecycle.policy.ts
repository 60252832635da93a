/**
 * When a session may be closed and rated. Pure functions: the services ask them inside the
 * transaction that changes the rows; the screens get their answers from the services' views.
 */

/** A tutor closes a session once it has started and before anyone closed or cancelled it. */
export function mayComplete(session: { status: string; startsAt: Date }, now: Date): boolean {
  return session.status !== 'completed' && session.status !== 'cancelled' && session.startsAt <= now;
}

/**
 * The attendance a tutor sends must name every confirmed seat exactly once and nothing else: a
 * forgotten learner would never be able to rate, a stranger's seat is not the tutor's to mark.
 */
export function attendanceCovers(confirmedSeatIds: string[], sentSeatIds: string[]): boolean {
  const confirmed = new Set(confirmedSeatIds);
  const sent = new Set(sentSeatIds);
  return (
    sent.size === sentSeatIds.length &&
    sent.size === confirmed.size &&
    [...sent].every((id) => confirmed.has(id))
  );
}

/** A learner rates a session once, after the tutor closed it and recorded them as present. */
export function mayReview(
  seat: string,
  session: string,
  attended: boolean | null,
  reviewed: boolean,
): boolean {
  return seat === 'confirmed' && session === 'completed' && attended === true && !reviewed;
}
