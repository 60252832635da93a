import { BOOKING } from '../../../common/constants.ts';
import type { AppContext } from '../../context.ts';
import { assertTimeZone } from './booking.service.ts';
import * as repo from './booking.repo.ts';
import {
  BOOKING_HORIZON_MS,
  bookableDates,
  firstFreeSlot,
  isTimeZone,
  slotStartsForDay,
  type TutorCalendar,
} from './slots.policy.ts';

const DAY_MS = 24 * 3600_000;
const SESSION_MS = BOOKING.sessionMinutes * 60_000;
/** The most tutors one call looks at: a page's list (the catalogue shows 12, booking 24). */
export const NEXT_AVAILABLE_MAX_TUTORS = 24;
/**
 * Days looked at per round, with one query for the sessions of every tutor still without a free hour:
 * most tutors have one in the first week, so a list usually costs two queries in all.
 */
const DAYS_PER_ROUND = 7;

const utcDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The zone a viewer's times are in: the one their browser asked for (the booking page shows and books
 * slots in the browser's zone, and saves it to a learner's account when they book), else the signed-in
 * user's saved zone. Null when neither is known: then no time is given rather than one in a guessed zone.
 */
export function viewerTimeZone(
  requested: string | undefined,
  viewer: { timeZone: string } | null | undefined,
): string | null {
  if (requested && isTimeZone(requested)) return requested;
  if (viewer && isTimeZone(viewer.timeZone)) return viewer.timeZone;
  return null;
}

/**
 * Each tutor's next free hour for a learner in `learnerZone`: the first slot the booking page would
 * offer as free (tutorSlots' rules: on the hour, 09:00-20:00 in the learner's zone, inside the tutor's
 * weekly hours and outside their exceptions and live sessions, at least the lead time ahead, within the
 * horizon). Only verified tutors; a tutor with none in the horizon is absent from the answer. Looks
 * ahead day by day and stops at each tutor's first free slot.
 */
export async function nextFreeSlots(
  ctx: AppContext,
  tutorIds: string[],
  learnerZone: string,
): Promise<Map<string, Date>> {
  const found = new Map<string, Date>();
  const ids = [...new Set(tutorIds)].slice(0, NEXT_AVAILABLE_MAX_TUTORS);
  if (ids.length === 0) return found;
  const now = ctx.now();
  // Exceptions are dated in the tutor's zone: two days either side in UTC covers every zone.
  const calendars = await repo.verifiedTutorCalendars(
    ctx.db,
    ids,
    utcDate(now.getTime() - 2 * DAY_MS),
    utcDate(now.getTime() + BOOKING_HORIZON_MS + 2 * DAY_MS),
  );
  let open = calendars.filter((c) => c.windows.length > 0);
  const dates = bookableDates(learnerZone, now);
  for (let i = 0; i < dates.length && open.length > 0; i += DAYS_PER_ROUND) {
    // The learner's days of this round, each computed once for every tutor.
    const days = dates.slice(i, i + DAYS_PER_ROUND).map((date) => slotStartsForDay(date, learnerZone));
    const from = days[0]![0]!;
    const lastDay = days[days.length - 1]!;
    const to = new Date(lastDay[lastDay.length - 1]!.getTime() + SESSION_MS);
    const sessions = await repo.busyTimesOf(
      ctx.db,
      open.map((c) => c.id),
      from,
      to,
    );
    const busy = new Map<string, TutorCalendar['busy']>();
    for (const s of sessions) {
      const list = busy.get(s.tutorId);
      if (list) list.push(s);
      else busy.set(s.tutorId, [s]);
    }
    open = open.filter((c) => {
      const calendar: TutorCalendar = {
        timeZone: c.timeZone,
        windows: c.windows,
        exceptions: c.exceptions,
        busy: busy.get(c.id) ?? [],
      };
      for (const starts of days) {
        const start = firstFreeSlot(starts, calendar, now);
        if (start) {
          found.set(c.id, start);
          return false;
        }
      }
      return true;
    });
  }
  return found;
}

/** GET /api/booking/next-available: the listed tutors' next free hours, in the viewer's zone. */
export async function nextAvailable(
  ctx: AppContext,
  input: { tutorIds: string; timeZone?: string | undefined },
  viewer: { timeZone: string } | null,
) {
  if (input.timeZone) assertTimeZone(input.timeZone);
  const ids = [...new Set(input.tutorIds.split(','))];
  const zone = viewerTimeZone(input.timeZone, viewer);
  const found = zone ? await nextFreeSlots(ctx, ids, zone) : new Map<string, Date>();
  return {
    timeZone: zone,
    tutors: ids.map((tutorId) => ({ tutorId, startsAt: found.get(tutorId)?.toISOString() ?? null })),
  };
}
