// Time-zone arithmetic through temporal-polyfill (ADR 016): dates are calendar dates in a named
// zone, and every instant is computed by Temporal, never by adding our own offsets.
import { Temporal } from 'temporal-polyfill';
import { BOOKING } from '../../../common/constants.ts';

/** A weekly window in the tutor's zone: weekday 0 = Sunday; minutes from local midnight. */
export interface WeeklyWindow {
  weekday: number;
  startMinute: number;
  endMinute: number;
}

/** A dated exception in the tutor's zone: that date (or part of it) is off. */
export interface AvailabilityException {
  date: string;
  startMinute: number | null;
  endMinute: number | null;
}

export interface BusyRange {
  startsAt: Date;
  endsAt: Date;
}

export interface TutorCalendar {
  timeZone: string;
  windows: WeeklyWindow[];
  exceptions: AvailabilityException[];
  /** The tutor's live sessions (not cancelled). */
  busy: BusyRange[];
}

/**
 * What one slot is for a learner: `free` (inside the tutor's windows, nothing booked), `booked` (the
 * tutor teaches then: a group there may still have seats), `unavailable` (outside the tutor's windows
 * or on a day off) or `too-soon` (less than the lead time from now, or in the past).
 */
export type SlotState = 'free' | 'booked' | 'unavailable' | 'too-soon';

export interface Slot {
  startsAt: Date;
  endsAt: Date;
  state: SlotState;
}

const MINUTE_MS = 60_000;
const SESSION_MS = BOOKING.sessionMinutes * MINUTE_MS;
/** Bookings close this long before the start: the free-change period (SPEC.md 9). */
export const BOOKING_LEAD_MS = BOOKING.freeChangeHours * 3600_000;
/** How far ahead a learner may book: a later start is not offered and not taken. */
export const BOOKING_HORIZON_MS = BOOKING.horizonDays * 24 * 3600_000;

/** Whether a start lies beyond the booking horizon seen at `now`. */
export const beyondHorizon = (start: Date, now: Date) => start.getTime() > now.getTime() + BOOKING_HORIZON_MS;

/**
 * Answers of a pure function of (zone, instant or date), kept: Temporal's zone arithmetic is most of a
 * slot page's work, and every page of every tutor asks about the same few zones and hours. Bounded:
 * past the bound the oldest answer goes first.
 */
function memo<T>(bound: number, compute: (key: string) => T): (key: string) => T {
  const kept = new Map<string, T>();
  return (key) => {
    let value = kept.get(key);
    if (value === undefined) {
      value = compute(key);
      if (kept.size >= bound) kept.delete(kept.keys().next().value!);
      kept.set(key, value);
    }
    return value;
  };
}

const SEP = '\u0000';

const slotStartTimes = memo(10_000, (key) => {
  const [date, learnerZone] = key.split(SEP) as [string, string];
  const day = Temporal.PlainDate.from(date);
  const starts: number[] = [];
  for (let hour = BOOKING.firstSlotHour; hour <= BOOKING.lastSlotHour; hour++) {
    const wall = day.toPlainDateTime({ hour });
    // 'compatible': a wall time the clocks skip moves forward, one they repeat takes the first.
    starts.push(wall.toZonedDateTime(learnerZone, { disambiguation: 'compatible' }).epochMilliseconds);
  }
  return starts;
});

/** The learner's day `date` (YYYY-MM-DD) in `learnerZone`: the slot starts, on the hour, 09:00-20:00. */
export function slotStartsForDay(date: string, learnerZone: string): Date[] {
  return slotStartTimes(`${date}${SEP}${learnerZone}`).map((ms) => new Date(ms));
}

interface LocalPlace {
  readonly date: string;
  readonly weekday: number;
  readonly minute: number;
}

function placeOf(ms: number, zone: string): LocalPlace {
  const local = Temporal.Instant.fromEpochMilliseconds(ms).toZonedDateTimeISO(zone).toPlainDateTime();
  return {
    date: local.toPlainDate().toString(),
    weekday: local.dayOfWeek % 7,
    minute: local.hour * 60 + local.minute,
  };
}

const localPlaces = memo<LocalPlace>(50_000, (key) => {
  const [ms, zone] = key.split(SEP) as [string, string];
  return placeOf(Number(ms), zone);
});

/**
 * Where an instant falls in `zone`: its calendar date, weekday (0 = Sunday) and minute of the day.
 * Read from one PlainDateTime: each field of a ZonedDateTime works the zone's offset out again, which
 * made this three times slower. Slots start on the hour, so the same few instants come back.
 */
const localPlace = (instant: Date, zone: string): LocalPlace =>
  localPlaces(`${instant.getTime()}${SEP}${zone}`);

/**
 * Whether the tutor's own windows cover [start, start + 60 min): the hour must lie inside one
 * weekly window of that local weekday and outside that date's exceptions. The end is placed in the
 * tutor's zone as well, so an hour the clocks change in is measured as it is lived.
 */
export function withinAvailability(start: Date, calendar: Omit<TutorCalendar, 'busy'>): boolean {
  const from = localPlace(start, calendar.timeZone);
  const to = localPlace(new Date(start.getTime() + SESSION_MS), calendar.timeZone);
  // An hour that crosses the tutor's midnight ends at minute 1440 of its first day.
  const endMinute = to.date === from.date ? to.minute : 1440 + to.minute;
  if (endMinute <= from.minute) return false;
  const inWindow = calendar.windows.some(
    (w) => w.weekday === from.weekday && w.startMinute <= from.minute && endMinute <= w.endMinute,
  );
  if (!inWindow) return false;
  return !calendar.exceptions.some(
    (e) =>
      e.date === from.date &&
      (e.startMinute === null ||
        e.endMinute === null ||
        (e.startMinute < endMinute && from.minute < e.endMinute)),
  );
}

const overlaps = (a: BusyRange, start: number, end: number) =>
  a.startsAt.getTime() < end && start < a.endsAt.getTime();

/** The state of a session that would start at `start` for this tutor, seen at `now`. */
export function slotState(start: Date, calendar: TutorCalendar, now: Date): SlotState {
  const end = start.getTime() + SESSION_MS;
  if (start.getTime() < now.getTime() + BOOKING_LEAD_MS) return 'too-soon';
  if (calendar.busy.some((b) => overlaps(b, start.getTime(), end))) return 'booked';
  return withinAvailability(start, calendar) ? 'free' : 'unavailable';
}

/** The 12 slots of the learner's day `date` with their state for this tutor. */
export function slotsForDay(date: string, learnerZone: string, calendar: TutorCalendar, now: Date): Slot[] {
  return slotStartsForDay(date, learnerZone).map((startsAt) => ({
    startsAt,
    endsAt: new Date(startsAt.getTime() + SESSION_MS),
    state: slotState(startsAt, calendar, now),
  }));
}

/**
 * The learner's calendar dates in `learnerZone`, from today through the day the booking horizon ends
 * on: the days the booking page lets them pick.
 */
export function bookableDates(learnerZone: string, now: Date): string[] {
  // Any instant, not a slot's: worked out, not kept.
  const first = placeOf(now.getTime(), learnerZone).date;
  const last = placeOf(now.getTime() + BOOKING_HORIZON_MS, learnerZone).date;
  // Calendar dates count on in UTC, where every day has 24 hours.
  const [y, m, d] = first.split('-').map(Number) as [number, number, number];
  const dates: string[] = [];
  for (let day = 0; ; day++) {
    const date = utcDateOf(y, m, d + day);
    if (date > last) return dates;
    dates.push(date);
  }
}

const utcDateOf = (year: number, month: number, day: number) =>
  new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10);

/**
 * The first slot of a learner's day (`starts`, as slotStartsForDay gives them) that is free with this
 * tutor and within the booking horizon: the first the booking page would offer as free. Null if none.
 */
export function firstFreeSlot(starts: Date[], calendar: TutorCalendar, now: Date): Date | null {
  if (!mayHaveFreeSlot(starts, calendar)) return null;
  for (const start of starts) {
    if (beyondHorizon(start, now)) return null;
    if (slotState(start, calendar, now) === 'free') return start;
  }
  return null;
}

const WEEK_MINUTES = 7 * 1440;

/**
 * Whether the tutor may be free at all in the hours a learner's day spans, read in the tutor's zone:
 * one of their weekly windows reaches into them, and those local dates are not whole days off. A
 * necessary condition for a free slot that day, found with two time-zone conversions instead of two
 * per slot, so looking ahead over weeks in which the tutor never teaches at the learner's hours, or is
 * away, stays cheap. Each slot's local hour lies within the span even on a night the clocks go back:
 * they go back by an hour at most and the slots start an hour apart (the property tests check it
 * against slotsForDay on those nights, half-hour changes included).
 */
function mayHaveFreeSlot(starts: Date[], calendar: Omit<TutorCalendar, 'busy'>): boolean {
  const first = starts[0];
  const last = starts[starts.length - 1];
  if (!first || !last || calendar.windows.length === 0) return false;
  const from = localPlace(first, calendar.timeZone);
  const to = localPlace(new Date(last.getTime() + SESSION_MS), calendar.timeZone);
  const dayOff = (date: string) =>
    calendar.exceptions.some((e) => e.date === date && (e.startMinute === null || e.endMinute === null));
  if (dayOff(from.date) && dayOff(to.date)) return false;
  const spanFrom = from.weekday * 1440 + from.minute;
  let spanTo = to.weekday * 1440 + to.minute;
  // The span crosses the tutor's Saturday night: it counts on into the next week, where the windows
  // are met again a week on. A window only touching the span has no slot in it.
  if (spanTo < spanFrom) spanTo += WEEK_MINUTES;
  return calendar.windows.some((w) =>
    [0, WEEK_MINUTES].some(
      (shift) =>
        w.weekday * 1440 + w.startMinute + shift < spanTo &&
        spanFrom < w.weekday * 1440 + w.endMinute + shift,
    ),
  );
}

/** Whether `zone` is an IANA time zone Temporal knows. */
export function isTimeZone(zone: string): boolean {
  try {
    Temporal.Now.instant().toZonedDateTimeISO(zone);
    return true;
  } catch {
    return false;
  }
}
