import { REMINDER_HOURS } from '../../../common/constants.ts';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { notify } from '../notifications/index.ts';
import * as repo from './booking-events.repo.ts';

/**
 * Who hears about a booking, and when (issue 10's notifications). The booking's transaction only
 * enqueues one event job; the job tells the learner and the tutor (and, when a group fills, its
 * learners) and schedules the reminders. So a booking costs one job row, and nobody is told about a
 * booking that did not commit.
 */
export const BOOKING_EVENT_QUEUE = 'booking.event';
export const REMINDER_QUEUE = 'booking.reminder';

type BookingEvent = { event: 'seat_held' | 'seat_cancelled'; seatId: string; filledGroup?: boolean };

export function enqueueBookingEvent(ctx: AppContext, tx: Executor, e: BookingEvent) {
  return ctx.jobs.enqueue(tx, BOOKING_EVENT_QUEUE, e, { retryLimit: 5 });
}

const HOUR_MS = 3_600_000;

/** A seat counts while it is confirmed, or held and its hold has not run out. */
const isLive = (s: { status: string; holdExpiresAt: Date | null }, now: Date) =>
  s.status === 'confirmed' || (s.status === 'held' && (s.holdExpiresAt?.getTime() ?? 0) > now.getTime());

export function registerBookingEventJobs(ctx: AppContext) {
  ctx.jobs.handle(BOOKING_EVENT_QUEUE, async (payload) => {
    const e = payload as unknown as BookingEvent;
    await ctx.db.transaction(async (tx) => {
      const seat = await repo.seatForEvent(tx, String(e.seatId));
      if (!seat) return;
      const params = { skillId: seat.skillId, skill: seat.skill, startsAt: seat.startsAt.toISOString() };
      if (e.event === 'seat_cancelled') {
        await notify(ctx, tx, {
          userId: seat.learnerId,
          kind: 'seat_cancelled',
          params: { ...params, tutor: seat.tutor },
          link: '/learner-dashboard',
        });
        await notify(ctx, tx, {
          userId: seat.tutorId,
          kind: 'learner_left',
          params: { ...params, learner: seat.learner },
          link: '/tutor-dashboard',
        });
        return;
      }
      await notify(ctx, tx, {
        userId: seat.learnerId,
        kind: 'seat_held',
        params: { ...params, tutor: seat.tutor },
        link: '/learner-dashboard',
      });
      await notify(ctx, tx, {
        userId: seat.tutorId,
        kind: 'learner_joined',
        params: { ...params, learner: seat.learner },
        link: '/tutor-dashboard',
      });
      if (e.filledGroup)
        for (const other of await repo.liveSeatsOf(tx, seat.sessionId))
          await notify(ctx, tx, {
            userId: other.learnerId,
            kind: 'group_full',
            params: { ...params, tutor: seat.tutor },
            link: '/learner-dashboard',
          });
      const now = ctx.now().getTime();
      for (const hours of REMINDER_HOURS) {
        const at = new Date(seat.startsAt.getTime() - hours * HOUR_MS);
        if (at.getTime() <= now) continue;
        await ctx.jobs.enqueue(
          tx,
          REMINDER_QUEUE,
          { seatId: seat.seatId, hours },
          { startAfter: at, singletonKey: `seat:${seat.seatId}:${hours}` },
        );
        await ctx.jobs.enqueue(
          tx,
          REMINDER_QUEUE,
          { sessionId: seat.sessionId, seatId: seat.seatId, hours, tutor: true },
          { startAfter: at, singletonKey: `session:${seat.sessionId}:${hours}` },
        );
      }
    });
  });

  // At its time, a reminder goes out only if there is still something to remind of: the learner's seat
  // is live (a hold that ran out unpaid is not), or, for the tutor, the session still has a live seat.
  ctx.jobs.handle(REMINDER_QUEUE, async (payload) => {
    const hours = Number(payload.hours);
    await ctx.db.transaction(async (tx) => {
      const seat = await repo.seatForEvent(tx, String(payload.seatId));
      if (!seat || seat.sessionStatus === 'cancelled' || seat.sessionStatus === 'completed') return;
      const params = {
        skillId: seat.skillId,
        skill: seat.skill,
        startsAt: seat.startsAt.toISOString(),
        hours,
      };
      const now = ctx.now();
      if (payload.tutor) {
        const live = (await repo.liveSeatsOf(tx, seat.sessionId)).filter((s) => isLive(s, now));
        if (live.length)
          await notify(ctx, tx, {
            userId: seat.tutorId,
            kind: 'session_reminder',
            params,
            link: '/tutor-dashboard',
          });
        return;
      }
      if (isLive(seat, now))
        await notify(ctx, tx, {
          userId: seat.learnerId,
          kind: 'session_reminder',
          params: { ...params, tutor: seat.tutor },
          link: '/learner-dashboard',
        });
    });
  });
}
