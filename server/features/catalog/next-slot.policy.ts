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
  let best: number | null = null;
  for (let day = 0; day <= 7; day++) {
    const local = localDate(new Date(now.getTime() + day * 86400_000), timeZone);
    for (const w of windows.filter((w) => w.weekday === local.weekday)) {
      for (let m = Math.ceil(w.startMinute / 60) * 60; m + SESSION_MINUTES <= w.endMinute; m += 60) {
        const t = zonedToUtc(local.year, local.month, local.day, m, timeZone);
        if (t >= earliest && (best === null || t < best)) best = t;
      }
    }
    if (best !== null) break;
  }
  return best === null ? null : new Date(best);
}

function localDate(d: Date, timeZone: string) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      weekday: 'short',
    })
      .formatToParts(d)
      .map((p) => [p.type, p.value]),
  );
  const weekday = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(parts.weekday!);
  return { year: Number(parts.year), month: Number(parts.month), day: Number(parts.day), weekday };
}

/** UTC milliseconds of a wall-clock time in a zone (exact except inside a DST gap, which has no such time). */
function zonedToUtc(year: number, month: number, day: number, minuteOfDay: number, timeZone: string): number {
  const guess = Date.UTC(year, month - 1, day, Math.floor(minuteOfDay / 60), minuteOfDay % 60);
  const offset = zoneOffsetMs(new Date(guess), timeZone);
  const first = guess - offset;
  const second = zoneOffsetMs(new Date(first), timeZone);
  return guess - second;
}

function zoneOffsetMs(d: Date, timeZone: string): number {
  const p = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    })
      .formatToParts(d)
      .map((x) => [x.type, x.value]),
  );
  const asUtc = Date.UTC(
    Number(p.year),
    Number(p.month) - 1,
    Number(p.day),
    Number(p.hour),
    Number(p.minute),
    Number(p.second),
  );
  return asUtc - Math.floor(d.getTime() / 1000) * 1000;
}
