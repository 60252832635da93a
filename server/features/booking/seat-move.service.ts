import type { SeatView } from '../../../common/contracts/booking.ts';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { notify } from '../notifications/index.ts';
import * as eventsRepo from './booking-events.repo.ts';
import * as repo from './booking.repo.ts';
import { afterSeatLeft, assertFitsGroup, HOLD_EXPIRY_QUEUE, toSeatView } from './booking.service.ts';
import { isDeadlock, pgConstraintOf } from './pg-errors.ts';
import { BOOKING_LEAD_MS } from './slots.policy.ts';

const ATTEMPTS = 5;

const badMove = (message: string, key: string) => new AppError('BAD_REQUEST', message).withKey(key);

/**
 * Moves a learner's seat to another open 3:1 group of the same skill (SPEC.md 9's rules for changes:
 * free up to 2 hours before either start). One transaction: the old seat is cancelled and a new one
 * taken in the target with the same state, a held seat keeping its deadline and a paid one staying
 * paid (same format, same price). The database refuses a clash with the learner's other seats and a
 * fourth seat; a lost race for a seat number is tried again.
 */
export async function moveSeat(
  ctx: AppContext,
  learnerId: string,
  seatId: string,
  targetSessionId: string,
): Promise<SeatView> {
  for (let attempt = 1; ; attempt++) {
    try {
      const newSeatId = await ctx.db.transaction((tx) =>
        moveOnce(ctx, tx, learnerId, seatId, targetSessionId),
      );
      const [row] = await repo.seatsOfLearner(ctx.db, learnerId, { seatIds: [newSeatId] });
      return toSeatView(row!, ctx.now());
    } catch (error) {
      const constraint = pgConstraintOf(error);
      if (constraint === 'session_seats_no_overlap')
        throw new AppError('LEARNER_BUSY', 'You already have a session at this time.').withKey(
          'booking.errors.learnerBusy',
        );
      if (!(constraint === 'session_seats_live_seat_unique' || isDeadlock(error))) throw error;
      if (attempt >= ATTEMPTS)
        throw new AppError('GROUP_FULL', 'This group is full. Please choose another time.').withKey(
          'booking.errors.groupFull',
        );
    }
  }
}

async function moveOnce(
  ctx: AppContext,
  tx: Executor,
  learnerId: string,
  seatId: string,
  targetSessionId: string,
): Promise<string> {
  const now = ctx.now();
  const seat = await repo.findSeat(tx, seatId);
  const lapsed = seat?.status === 'held' && seat.holdExpiresAt !== null && seat.holdExpiresAt <= now;
  if (
    !seat ||
    seat.learnerId !== learnerId ||
    lapsed ||
    (seat.status !== 'held' && seat.status !== 'confirmed')
  )
    throw new AppError('NOT_FOUND', 'Booking not found.');
  if (seat.sessionId === targetSessionId)
    throw badMove('Your seat is already in this group.', 'booking.errors.sameGroup');
  if (seat.startsAt.getTime() - now.getTime() < BOOKING_LEAD_MS)
    throw new AppError(
      'TOO_LATE',
      'Less than 2 hours before the start a booking cannot be moved here. Please contact support.',
    ).withKey('booking.errors.tooLateToMove');

  // Both sessions locked in id order, so two moves in opposite directions cannot deadlock.
  const [firstId, secondId] = [seat.sessionId, targetSessionId].sort();
  const locked = [await repo.lockSession(tx, firstId!), await repo.lockSession(tx, secondId!)];
  const from = locked.find((s) => s?.id === seat.sessionId);
  const target = locked.find((s) => s?.id === targetSessionId);
  if (!from) throw new AppError('NOT_FOUND', 'Booking not found.');
  if (!target || target.status === 'cancelled' || target.status === 'completed')
    throw new AppError('NOT_FOUND', 'Session not found.').withKey('booking.errors.noSession');
  if (from.format !== 'group' || target.format !== 'group' || target.skillId !== from.skillId)
    throw badMove('A seat moves only to another group of the same skill.', 'booking.errors.notASibling');
  if (target.startsAt.getTime() - now.getTime() < BOOKING_LEAD_MS)
    throw new AppError('TOO_LATE', 'This time starts in less than 2 hours: choose a later one.').withKey(
      'booking.errors.tooSoon',
    );

  await repo.expireStaleHolds(tx, target.id, now);
  await assertFitsGroup(tx, target.id, seat.learnerId);
  const taken = await repo.liveSeatNumbers(tx, target.id);
  if (taken.length >= target.capacity)
    throw new AppError('GROUP_FULL', 'This group is full. Please choose another time.').withKey(
      'booking.errors.groupFull',
    );
  if (!(await repo.swapSeatStatus(tx, seat.id, ['held', 'confirmed'], 'cancelled', now)))
    throw new AppError('CONFLICT', 'This booking just changed. Please look again.').withKey(
      'booking.errors.seatChanged',
    );
  await afterSeatLeft(tx, from.id, now);

  let seatNo = 1;
  while (taken.includes(seatNo)) seatNo++;
  const moved = await repo.insertSeat(tx, {
    sessionId: target.id,
    capacity: target.capacity,
    startsAt: target.startsAt,
    endsAt: target.endsAt,
    seatNo,
    learnerId,
    status: seat.status,
    holdExpiresAt: seat.holdExpiresAt,
  });
  if (taken.length + 1 >= target.capacity) await repo.setSessionStatus(tx, target.id, 'full', now);
  // A held seat keeps its deadline; its expiry is keyed by seat, so the new seat gets its own.
  if (moved.status === 'held' && moved.holdExpiresAt)
    await ctx.jobs.enqueue(
      tx,
      HOLD_EXPIRY_QUEUE,
      { seatId: moved.id },
      { startAfter: moved.holdExpiresAt, singletonKey: moved.id },
    );
  await announceMove(ctx, tx, seat.id, moved.id);
  return moved.id;
}

/** The learner hears where their seat went; the tutors hear who left and who joined. */
async function announceMove(ctx: AppContext, tx: Executor, oldSeatId: string, newSeatId: string) {
  const before = await eventsRepo.seatForEvent(tx, oldSeatId);
  const after = await eventsRepo.seatForEvent(tx, newSeatId);
  if (!before || !after) return;
  await notify(ctx, tx, {
    userId: after.learnerId,
    kind: 'seat_moved',
    params: {
      skillId: after.skillId,
      skill: after.skill,
      startsAt: after.startsAt.toISOString(),
      tutor: after.tutor,
    },
    link: '/learner-dashboard',
  });
  await notify(ctx, tx, {
    userId: before.tutorId,
    kind: 'learner_left',
    params: {
      skillId: before.skillId,
      skill: before.skill,
      startsAt: before.startsAt.toISOString(),
      learner: before.learner,
    },
    link: '/tutor-dashboard',
  });
  await notify(ctx, tx, {
    userId: after.tutorId,
    kind: 'learner_joined',
    params: {
      skillId: after.skillId,
      skill: after.skill,
      startsAt: after.startsAt.toISOString(),
      learner: after.learner,
    },
    link: '/tutor-dashboard',
  });
}
