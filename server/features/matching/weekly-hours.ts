import { Temporal } from 'temporal-polyfill';

/**
 * The engine compares weekly free hours as UTC hours of the week (0 = Monday 00:00 UTC). People give
 * them in their own zone: day parts (learners) or weekly windows (tutors). The conversion uses the
 * zone's offsets in the week starting at `from`, so it is right for the coming week, summer time or
 * not; matching runs often enough that a change of offset is picked up by the next run.
 */

/** Day parts the learner picks; converted to UTC hours of the week in their time zone. */
export const DAY_PARTS = {
  weekday_morning: { days: [1, 2, 3, 4, 5], from: 9, to: 12 },
  weekday_afternoon: { days: [1, 2, 3, 4, 5], from: 12, to: 17 },
  weekday_evening: { days: [1, 2, 3, 4, 5], from: 17, to: 21 },
  weekend_morning: { days: [6, 7], from: 9, to: 12 },
  weekend_afternoon: { days: [6, 7], from: 12, to: 17 },
  weekend_evening: { days: [6, 7], from: 17, to: 21 },
} as const;
export type DayPart = keyof typeof DAY_PARTS;

/** Local hours (weekday 1 = Monday ... 7 = Sunday, hour 0-23) to UTC hours of the week. */
function toUtcHours(local: Iterable<[number, number]>, timeZone: string, from: Date): number[] {
  const start = Temporal.Instant.fromEpochMilliseconds(from.getTime()).toZonedDateTimeISO(timeZone);
  // The coming Monday in the person's zone, so each weekday maps to one date.
  const monday = start.toPlainDate().add({ days: (8 - start.dayOfWeek) % 7 });
  const hours = new Set<number>();
  for (const [weekday, hour] of local) {
    const date = monday.add({ days: weekday - 1 });
    const zoned = date.toZonedDateTime({ timeZone, plainTime: new Temporal.PlainTime(hour) });
    // A local hour skipped by the spring change does not exist that week.
    if (zoned.hour !== hour) continue;
    const utc = zoned.withTimeZone('UTC');
    hours.add((utc.dayOfWeek - 1) * 24 + utc.hour);
  }
  return [...hours].sort((a, b) => a - b);
}

export function dayPartsToUtcHours(parts: readonly string[], timeZone: string, from: Date): number[] {
  const local: [number, number][] = [];
  for (const part of parts) {
    const p = DAY_PARTS[part as DayPart];
    if (!p) continue;
    for (const day of p.days) for (let h = p.from; h < p.to; h++) local.push([day, h]);
  }
  return toUtcHours(local, timeZone, from);
}

/** Tutor windows (weekday 0 = Sunday, minutes from local midnight) to the whole hours they cover. */
export function windowsToUtcHours(
  windows: readonly { weekday: number; startMinute: number; endMinute: number }[],
  timeZone: string,
  from: Date,
): number[] {
  const local: [number, number][] = [];
  for (const w of windows) {
    const day = w.weekday === 0 ? 7 : w.weekday;
    for (let h = Math.ceil(w.startMinute / 60); (h + 1) * 60 <= w.endMinute; h++) local.push([day, h]);
  }
  return toUtcHours(local, timeZone, from);
}
