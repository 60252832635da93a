// temporal-polyfill rather than @date-fns/tz: Temporal is the standard API Node will ship, and it
// names the DST choice (`disambiguation`) where a Date-based library leaves it implicit.
import { Temporal } from 'temporal-polyfill';

/**
 * The next bookable start inside a tutor's weekly windows, as a pure function. Windows are in the
 * tutor's local time (Europe/Berlin for now); sessions start on the hour and no sooner than two hours
 * from now (SPEC.md 9: free changes up to 2 hours before start).
 */
export interface WeeklyWindow {
  weekday: number; // 0 = Sunday
  startMinute: number;
  endMinute: number;
}

const SESSION_MINUTES = 60;
const LEAD_MS = 2 * 3600 * 1000;

export function nextSlot(windows: WeeklyWindow[], now: Date, timeZone = 'Europe/Berlin'): Date | null {
  if (windows.length === 0) return null;
  const earliest = now.getTime() + LEAD_MS;
  // The tutor's calendar dates from today on: a date is a date, whatever the clocks do that week.
  const today = Temporal.Instant.fromEpochMilliseconds(now.getTime())
    .toZonedDateTimeISO(timeZone)
    .toPlainDate();
  let best: number | null = null;
  for (let day = 0; day <= 7; day++) {
    const date = today.add({ days: day });
    const weekday = date.dayOfWeek % 7; // Temporal counts Monday 1 … Sunday 7
    const midnight = date.toPlainDateTime();
    for (const w of windows.filter((w) => w.weekday === weekday)) {
      for (let m = Math.ceil(w.startMinute / 60) * 60; m + SESSION_MINUTES <= w.endMinute; m += 60) {
        const t = startOf(midnight.add({ minutes: m }), timeZone);
        if (t >= earliest && (best === null || t < best)) best = t;
      }
    }
    if (best !== null) break;
  }
  return best === null ? null : new Date(best);
}

/**
 * The instant of a wall-clock start in the tutor's zone. 'later' keeps what the product has always
 * done in Europe: a start inside the spring gap (02:00 in Berlin) moves forward by the gap, and a start
 * the autumn night has twice (02:00 in Berlin) is the second one, after the clocks went back.
 */
function startOf(wall: Temporal.PlainDateTime, timeZone: string): number {
  return wall.toZonedDateTime(timeZone, { disambiguation: 'later' }).epochMilliseconds;
}
