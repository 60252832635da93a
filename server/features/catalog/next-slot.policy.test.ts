import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { nextSlot, type WeeklyWindow } from './next-slot.policy.ts';

const SUN = 0;
const MON = 1;
const at = (iso: string) => new Date(iso);
const iso = (d: Date | null) => d?.toISOString() ?? null;
/** The wall-clock time of an instant in a zone, as a learner there would read it. */
const wall = (d: Date, zone: string) =>
  Temporal.Instant.fromEpochMilliseconds(d.getTime()).toZonedDateTimeISO(zone).toPlainDateTime().toString();

// EU clocks change at 01:00 UTC on the last Sundays of March and October:
// 2026-03-29, 2026-10-25, 2027-03-28, 2027-10-31.
describe('nextSlot across the daylight-saving changes', () => {
  it('finds Sunday morning in Berlin after the clocks went forward (2026-03-29)', () => {
    const sunday: WeeklyWindow[] = [{ weekday: SUN, startMinute: 9 * 60, endMinute: 12 * 60 }];
    const slot = nextSlot(sunday, at('2026-03-28T12:00:00Z'), 'Europe/Berlin');
    expect(iso(slot)).toBe('2026-03-29T07:00:00.000Z'); // 09:00 CEST
    expect(wall(slot!, 'Europe/London')).toBe('2026-03-29T08:00:00'); // a learner in London: 08:00 BST
  });

  it('finds Sunday morning in Berlin after the clocks went back (2026-10-25)', () => {
    const sunday: WeeklyWindow[] = [{ weekday: SUN, startMinute: 9 * 60, endMinute: 12 * 60 }];
    expect(iso(nextSlot(sunday, at('2026-10-24T12:00:00Z'), 'Europe/Berlin'))).toBe(
      '2026-10-25T08:00:00.000Z',
    );
  });

  it('does not skip the Sunday when it is asked late on the Saturday before the spring change', () => {
    // 23:30 CET on Saturday; the former day stepping (now + 24 h) landed on Monday 00:30 CEST and
    // offered the Sunday a week later. The calendar date is Sunday, whatever the clocks do.
    const sunday: WeeklyWindow[] = [{ weekday: SUN, startMinute: 10 * 60, endMinute: 12 * 60 }];
    expect(iso(nextSlot(sunday, at('2026-03-28T22:30:00Z'), 'Europe/Berlin'))).toBe(
      '2026-03-29T08:00:00.000Z',
    );
  });

  it('finds Monday evening in London the day after the clocks went back (2027-10-31)', () => {
    const monday: WeeklyWindow[] = [{ weekday: MON, startMinute: 17 * 60, endMinute: 19 * 60 }];
    const slot = nextSlot(monday, at('2027-10-29T12:00:00Z'), 'Europe/London');
    expect(iso(slot)).toBe('2027-11-01T17:00:00.000Z'); // 17:00 GMT
    expect(wall(slot!, 'Europe/Helsinki')).toBe('2027-11-01T19:00:00');
  });

  it('takes the second 03:00 of the Helsinki autumn night, as the former arithmetic did', () => {
    const night: WeeklyWindow[] = [{ weekday: SUN, startMinute: 3 * 60, endMinute: 5 * 60 }];
    // 03:00 happens twice: 00:00 UTC (EEST) and 01:00 UTC (EET).
    expect(iso(nextSlot(night, at('2026-10-24T12:00:00Z'), 'Europe/Helsinki'))).toBe(
      '2026-10-25T01:00:00.000Z',
    );
  });

  it('moves a start inside the Berlin spring gap forward by the gap (2027-03-28)', () => {
    const night: WeeklyWindow[] = [{ weekday: SUN, startMinute: 2 * 60, endMinute: 3 * 60 }];
    // 02:00 does not exist that night: 03:00 CEST, 01:00 UTC.
    expect(iso(nextSlot(night, at('2027-03-27T12:00:00Z'), 'Europe/Berlin'))).toBe(
      '2027-03-28T01:00:00.000Z',
    );
  });

  it('serves a learner in London late on Saturday from a tutor in Helsinki (2027-03-28)', () => {
    const sunday: WeeklyWindow[] = [{ weekday: SUN, startMinute: 8 * 60, endMinute: 10 * 60 }];
    // 23:30 in London is 01:30 on Sunday in Helsinki; the clocks there go forward at 03:00.
    const slot = nextSlot(sunday, at('2027-03-27T23:30:00Z'), 'Europe/Helsinki');
    expect(iso(slot)).toBe('2027-03-28T05:00:00.000Z'); // 08:00 EEST
    expect(wall(slot!, 'Europe/London')).toBe('2027-03-28T06:00:00'); // 06:00 BST
    expect(wall(slot!, 'Europe/Berlin')).toBe('2027-03-28T07:00:00'); // 07:00 CEST
  });

  it('keeps the two-hour lead and whole sessions inside the window', () => {
    const w: WeeklyWindow[] = [{ weekday: MON, startMinute: 9 * 60 + 30, endMinute: 11 * 60 + 30 }];
    // Monday 2026-10-26 08:00 CET: 10:00 is the only whole hour that fits, and it is exactly 2 h away.
    expect(iso(nextSlot(w, at('2026-10-26T07:00:00Z'), 'Europe/Berlin'))).toBe('2026-10-26T09:00:00.000Z');
    expect(iso(nextSlot(w, at('2026-10-26T07:00:01Z'), 'Europe/Berlin'))).toBe('2026-11-02T09:00:00.000Z');
    expect(nextSlot([], at('2026-10-26T07:00:00Z'))).toBeNull();
    expect(
      nextSlot([{ weekday: MON, startMinute: 600, endMinute: 650 }], at('2026-10-26T07:00:00Z')),
    ).toBeNull();
  });
});

// ---- Properties -------------------------------------------------------------------------------

const TRANSITIONS = [
  '2026-03-29T01:00:00Z',
  '2026-10-25T01:00:00Z',
  '2027-03-28T01:00:00Z',
  '2027-10-31T01:00:00Z',
];
/** `now` anywhere in 2026–2027, half the time within nine days of a European clock change. */
const nowArb = fc.oneof(
  fc.date({ min: at('2026-01-01T00:00:00Z'), max: at('2027-12-31T00:00:00Z'), noInvalidDate: true }),
  fc
    .tuple(fc.constantFrom(...TRANSITIONS), fc.integer({ min: -9 * 24 * 60, max: 2 * 24 * 60 }))
    .map(([t, minutes]) => new Date(Date.parse(t) + minutes * 60_000)),
);
const windowArb = fc
  .record({
    weekday: fc.integer({ min: 0, max: 6 }),
    startMinute: fc.integer({ min: 0, max: 23 * 60 + 59 }),
    length: fc.integer({ min: 0, max: 10 * 60 }),
  })
  .map(({ weekday, startMinute, length }) => ({
    weekday,
    startMinute,
    endMinute: Math.min(24 * 60, startMinute + length),
  }));
const windowsArb = fc.array(windowArb, { minLength: 1, maxLength: 4 });

describe('nextSlot, properties', () => {
  it('gives what the former UTC-offset arithmetic gave, wherever that visited each day once', () => {
    const zones = [
      'Europe/Berlin',
      'Europe/London',
      'Europe/Helsinki',
      'Europe/Lisbon',
      'UTC',
      'Asia/Kolkata',
    ];
    let compared = 0;
    fc.assert(
      fc.property(nowArb, windowsArb, fc.constantFrom(...zones), (now, windows, zone) => {
        // Near midnight before a change, now + k·24 h could skip or repeat a date (the bug fixed here).
        if (!legacyVisitsEachDateOnce(now, zone)) return;
        compared++;
        expect(iso(nextSlot(windows, now, zone))).toBe(iso(legacyNextSlot(windows, now, zone)));
      }),
      { numRuns: 400 },
    );
    expect(compared).toBeGreaterThan(350);
  });

  it('finds the earliest on-the-hour start inside a window, two hours ahead, in any zone', () => {
    const zones = [
      'Europe/Berlin',
      'Europe/London',
      'Europe/Helsinki',
      'America/New_York',
      'Australia/Sydney',
      'Asia/Kathmandu',
    ];
    fc.assert(
      fc.property(nowArb, windowsArb, fc.constantFrom(...zones), (now, windows, zone) => {
        const got = nextSlot(windows, now, zone);
        const expected = bruteForce(windows, now, zone);
        if (got && expected && got.getTime() < expected.getTime()) {
          // Only a start inside a spring gap, moved forward, can come before every real wall-clock slot.
          expect(offsetMinutes(got, zone)).not.toBe(offsetMinutes(new Date(got.getTime() - 3600_000), zone));
          return;
        }
        if (got && expected && got.getTime() > expected.getTime()) {
          // The autumn night shows that wall-clock start twice; nextSlot takes the second (see 'later').
          expect(wall(got, zone)).toBe(wall(expected, zone));
          return;
        }
        expect(iso(got)).toBe(iso(expected));
      }),
      { numRuns: 200 },
    );
  });
});

// ---- Oracles ----------------------------------------------------------------------------------

const formatters = new Map<string, Intl.DateTimeFormat>();
function partsOf(d: Date, zone: string) {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      weekday: 'short',
      hour: 'numeric',
      minute: 'numeric',
    });
    formatters.set(zone, f);
  }
  const p = Object.fromEntries(f.formatToParts(d).map((x) => [x.type, x.value]));
  return {
    date: `${p.year}-${p.month}-${p.day}`,
    weekday: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(p.weekday!),
    minute: Number(p.hour) * 60 + Number(p.minute),
    utcMs: Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute)),
  };
}
const offsetMinutes = (d: Date, zone: string) =>
  Math.round((partsOf(d, zone).utcMs - Math.floor(d.getTime() / 60_000) * 60_000) / 60_000);

/**
 * Every quarter hour from two hours ahead, read as the tutor's wall clock: the first that is a whole
 * hour with a whole session inside a window of its weekday, within the eight dates nextSlot scans.
 */
function bruteForce(windows: WeeklyWindow[], now: Date, zone: string): Date | null {
  const earliest = now.getTime() + 2 * 3600_000;
  const lastDate = Temporal.Instant.fromEpochMilliseconds(now.getTime())
    .toZonedDateTimeISO(zone)
    .toPlainDate()
    .add({ days: 7 });
  for (let t = Math.ceil(earliest / 900_000) * 900_000; ; t += 900_000) {
    const local = Temporal.Instant.fromEpochMilliseconds(t).toZonedDateTimeISO(zone).toPlainDate();
    if (Temporal.PlainDate.compare(local, lastDate) > 0) return null;
    const p = partsOf(new Date(t), zone);
    if (p.minute % 60 !== 0) continue;
    const fits = windows.some(
      (w) =>
        w.weekday === p.weekday &&
        Math.ceil(w.startMinute / 60) * 60 <= p.minute &&
        p.minute + 60 <= w.endMinute,
    );
    if (fits) return new Date(t);
  }
}

function legacyVisitsEachDateOnce(now: Date, zone: string) {
  const today = Temporal.Instant.fromEpochMilliseconds(now.getTime()).toZonedDateTimeISO(zone).toPlainDate();
  for (let day = 0; day <= 7; day++) {
    const visited = partsOf(new Date(now.getTime() + day * 86400_000), zone).date;
    const expected = today.add({ days: day });
    if (visited !== `${expected.year}-${expected.month}-${expected.day}`) return false;
  }
  return true;
}

/** The former implementation (HEAD before temporal-polyfill), verbatim: the reference for "identical". */
function legacyNextSlot(windows: WeeklyWindow[], now: Date, timeZone = 'Europe/Berlin'): Date | null {
  if (windows.length === 0) return null;
  const earliest = now.getTime() + 2 * 3600 * 1000;
  let best: number | null = null;
  for (let day = 0; day <= 7; day++) {
    const local = localDate(new Date(now.getTime() + day * 86400_000), timeZone);
    for (const w of windows.filter((w) => w.weekday === local.weekday)) {
      for (let m = Math.ceil(w.startMinute / 60) * 60; m + 60 <= w.endMinute; m += 60) {
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
