import type { SeatView, TeachingView } from '../../../common/contracts/booking.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { notify } from '../notifications/index.ts';
import { creditEarning } from '../payouts/index.ts';
import * as bookingRepo from './booking.repo.ts';
import { toSeatView } from './booking.service.ts';
import { attendanceCovers, mayComplete, mayReview } from './session-lifecycle.policy.ts';
import * as repo from './session-lifecycle.repo.ts';
import * as teachingRepo from './teaching.repo.ts';
import { teaching } from './teaching.service.ts';

const noSession = () => new AppError('NOT_FOUND', 'Session not found.').withKey('booking.errors.noSession');

/**
 * After the start, the tutor records who came (every confirmed seat, once) and closes the session,
 * in one transaction under the session's row lock: two closes at once end it once. The learners
 * who attended are asked to rate it.
 */
export async function completeSession(
  ctx: AppContext,
  tutorId: string,
  sessionId: string,
  attendance: { seatId: string; attended: boolean }[],
): Promise<TeachingView> {
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const session = await bookingRepo.lockSession(tx, sessionId);
    if (!session || session.tutorId !== tutorId) throw noSession();
    if (session.status === 'completed')
      throw new AppError('CONFLICT', 'This session is already completed.').withKey(
        'booking.errors.alreadyCompleted',
      );
    if (session.status === 'cancelled')
      throw new AppError('CONFLICT', 'This session is no longer on.').withKey('booking.errors.sessionOver');
    if (!mayComplete(session, now))
      throw new AppError('CONFLICT', 'A session can be completed once it has started.').withKey(
        'booking.errors.notStarted',
      );
    const seats = await repo.confirmedSeatsOf(tx, sessionId);
    if (
      !attendanceCovers(
        seats.map((s) => s.id),
        attendance.map((a) => a.seatId),
      )
    )
      throw new AppError('VALIDATION', 'Mark every learner of this session as present or absent.').withKey(
        'booking.errors.attendanceMismatch',
      );
    const present = attendance.filter((a) => a.attended).map((a) => a.seatId);
    const absent = attendance.filter((a) => !a.attended).map((a) => a.seatId);
    await repo.recordAttendance(tx, sessionId, present, true, now);
    await repo.recordAttendance(tx, sessionId, absent, false, now);
    if (!(await repo.markCompleted(tx, sessionId, now))) throw noSession();
    // The tutor's pay for it, in this same commit: once per session (ADR 029).
    await creditEarning(tx, { id: sessionId, tutorId, startsAt: session.startsAt });
    const [skill] = await teachingRepo.skillOf(tx, session.skillId);
    const tutor = await teachingRepo.shortNameOf(tx, tutorId);
    const presentIds = new Set(present);
    for (const seat of seats.filter((s) => presentIds.has(s.id)))
      await notify(ctx, tx, {
        userId: seat.learnerId,
        kind: 'rate_session',
        params: {
          skillId: session.skillId,
          skill: skill?.name ?? session.skillId,
          startsAt: session.startsAt.toISOString(),
          tutor,
        },
        link: '/learner-dashboard?tab=sessions',
      });
  });
  return teaching(ctx, tutorId);
}

/**
 * The learner rates the tutor of a completed session they attended, 1-5 with a comment, once. The
 * tutor's rating is the mean of these rows and nothing else (tutor-directory.repo.ts).
 */
export async function rateSession(
  ctx: AppContext,
  learnerId: string,
  seatId: string,
  input: { rating: number; comment: string },
): Promise<SeatView> {
  await ctx.db.transaction(async (tx) => {
    const [row] = await bookingRepo.seatsOfLearner(tx, learnerId, { seatIds: [seatId] });
    if (!row) throw new AppError('NOT_FOUND', 'Booking not found.');
    if (row.review)
      throw new AppError('CONFLICT', 'You have already rated this session.').withKey(
        'booking.errors.alreadyRated',
      );
    if (!mayReview(row.status, row.session.status, row.attended, false))
      throw new AppError('CONFLICT', 'Only a completed session you attended can be rated.').withKey(
        'booking.errors.notRateable',
      );
    const written = await repo.insertReview(tx, {
      tutorId: row.session.tutor.id,
      authorId: learnerId,
      sessionId: row.session.id,
      rating: input.rating,
      comment: input.comment,
      createdAt: ctx.now(),
    });
    // Two ratings sent at once: the unique key lets one in; the other is told, not failed.
    if (!written)
      throw new AppError('CONFLICT', 'You have already rated this session.').withKey(
        'booking.errors.alreadyRated',
      );
  });
  const [row] = await bookingRepo.seatsOfLearner(ctx.db, learnerId, { seatIds: [seatId] });
  return toSeatView(row!, ctx.now());
}
