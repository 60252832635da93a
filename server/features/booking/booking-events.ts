import { REMINDER_HOURS } from '../../../common/constants.ts';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { notify } from '../notifications/index.ts';
import * as repo from './booking-events.repo.ts';

/**
 * Who hears about a booking, and when (issue 10's notifications, ADR 021). Holds and cancellations
 * are announced in the booking's own transaction, so a notification exists exactly when the change
 * does; reminders come from a sweep (sendDueReminders), so nothing is scheduled per booking.
 */
export const REMINDER_SWEEP_QUEUE = 'booking.reminders';
/** A reminder is due in the half hour before its mark (the sweep runs every 5 minutes). */
const REMINDER_WINDOW_MS = 30 * 60_000;
const HOUR_MS = 3_600_000;

/** A seat was cancelled by its learner: they get a confirmation, the tutor hears who left. */
export async function announceSeatCancelled(ctx: AppContext, tx: Executor, seatId: string) {
  const seat = await repo.seatForEvent(tx, seatId);
  if (!seat) return;
  const params = { skillId: seat.skillId, skill: seat.skill, startsAt: seat.startsAt.toISOString() };
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
}

export function registerReminderSweep(ctx: AppContext) {
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
    // The classroom admits a tutor once someone has paid; a learner once they have.
    const paidSessions = new Set(seats.filter((s) => s.seatStatus === 'confirmed').map((s) => s.sessionId));
    for (const seat of seats)
      await ctx.db.transaction(async (tx) => {
        const params = {
          skillId: seat.skillId,
          skill: seat.skill,
          startsAt: seat.startsAt.toISOString(),
          hours,
        };
        // A paid seat's reminder leads into the session's classroom; a held one to paying for it.
        const classroom = `/classroom/${seat.sessionId}`;
        const paid = seat.seatStatus === 'confirmed';
        if (await repo.claimReminder(tx, `seat:${seat.seatId}:${hours}`, now)) {
          await notify(ctx, tx, {
            userId: seat.learnerId,
            kind: 'session_reminder',
            params: { ...params, tutor: seat.tutor },
            link: paid ? classroom : '/learner-dashboard',
          });
          sent++;
        }
        if (await repo.claimReminder(tx, `session:${seat.sessionId}:${hours}`, now)) {
          await notify(ctx, tx, {
            userId: seat.tutorId,
            kind: 'session_reminder',
            params,
            link: paidSessions.has(seat.sessionId) ? classroom : '/tutor-dashboard',
          });
          sent++;
        }
      });
  }
  return sent;
}

/**
 * A seat was just held: the learner and the tutor see it in the app, and when this seat filled the
 * group, its learners hear that it is full. In the booking's own transaction (a notification exists
 * exactly when the seat does) and in the app only by default, since a hold is not a booking until it
 * is paid: with nobody asking for email, this adds two short statements per recipient and no job.
 */
export async function announceSeatHeld(
  ctx: AppContext,
  tx: Executor,
  s: {
    seatId: string;
    learnerId: string;
    learner: string;
    tutorId: string;
    tutor: string;
    sessionId: string;
    skillId: string;
    skill: string;
    startsAt: Date;
    filledGroup: boolean;
  },
) {
  const params = { skillId: s.skillId, skill: s.skill, startsAt: s.startsAt.toISOString() };
  await notify(ctx, tx, {
    userId: s.learnerId,
    kind: 'seat_held',
    params: { ...params, tutor: s.tutor },
    link: '/learner-dashboard',
  });
  await notify(ctx, tx, {
    userId: s.tutorId,
    kind: 'learner_joined',
    params: { ...params, learner: s.learner },
    link: '/tutor-dashboard',
  });
  if (s.filledGroup)
    for (const other of await repo.liveSeatsOf(tx, s.sessionId))
      await notify(ctx, tx, {
        userId: other.learnerId,
        kind: 'group_full',
        params: { ...params, tutor: s.tutor },
        link: '/learner-dashboard',
      });
}
