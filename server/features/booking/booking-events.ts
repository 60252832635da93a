import { REMINDER_HOURS } from '../../../common/constants.ts';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { notify } from '../notifications/index.ts';
import * as repo from './booking-events.repo.ts';

/**
 * Who hears about a booking, and when (issue 10's notifications). The booking's transaction only
 * enqueues one event job; the job tells the learner and the tutor (and, when a group fills, its
 * learners); reminders come from a sweep (sendDueReminders). So a booking costs one job row, and nobody is told about a
 * booking that did not commit.
 */
export const BOOKING_EVENT_QUEUE = 'booking.event';
export const REMINDER_SWEEP_QUEUE = 'booking.reminders';
/** A reminder is due in the half hour before its mark (the sweep runs every 5 minutes). */
const REMINDER_WINDOW_MS = 30 * 60_000;

type BookingEvent = { event: 'seat_held' | 'seat_cancelled'; seatId: string; filledGroup?: boolean };

export function enqueueBookingEvent(ctx: AppContext, tx: Executor, e: BookingEvent) {
  return ctx.jobs.enqueue(tx, BOOKING_EVENT_QUEUE, e, { retryLimit: 5 });
}

const HOUR_MS = 3_600_000;

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
    });
  });

  ctx.jobs.handle(
    REMINDER_SWEEP_QUEUE,
    async () => {
      await sendDueReminders(ctx);
    },
    { cron: '*/5 * * * *' },
  );
}

/**
 * Sends the reminders that are due: for each mark (24 h, 1 h), the live seats of sessions starting
 * within the half hour up to it. Every reminder is claimed by key first, so it goes out once however
 * often or on however many nodes the sweep runs; a seat booked inside a window gets that reminder at
 * the next sweep. Nothing is scheduled per booking: a hold that runs out simply is not live any more.
 */
export async function sendDueReminders(ctx: AppContext): Promise<number> {
  const now = ctx.now();
  let sent = 0;
  for (const hours of REMINDER_HOURS) {
    const to = new Date(now.getTime() + hours * HOUR_MS);
    const from = new Date(to.getTime() - REMINDER_WINDOW_MS);
    const seats = await repo.liveSeatsStartingBetween(ctx.db, now, from, to);
    for (const seat of seats)
      await ctx.db.transaction(async (tx) => {
        const params = {
          skillId: seat.skillId,
          skill: seat.skill,
          startsAt: seat.startsAt.toISOString(),
          hours,
        };
        if (await repo.claimReminder(tx, `seat:${seat.seatId}:${hours}`, now)) {
          await notify(ctx, tx, {
            userId: seat.learnerId,
            kind: 'session_reminder',
            params: { ...params, tutor: seat.tutor },
            link: '/learner-dashboard',
          });
          sent++;
        }
        if (await repo.claimReminder(tx, `session:${seat.sessionId}:${hours}`, now)) {
          await notify(ctx, tx, {
            userId: seat.tutorId,
            kind: 'session_reminder',
            params,
            link: '/tutor-dashboard',
          });
          sent++;
        }
      });
  }
  return sent;
}
