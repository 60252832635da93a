import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BOOKING_HORIZON_MS,
  BOOKING_LEAD_MS,
  bookableDates,
  firstFreeSlot,
  type TutorCalendar,
  slotStartsForDay,
  slotsForDay,
  withinAvailability,
} from './slots.policy.ts';

const SUN = 0;
const H = 60;
const iso = (d: Date) => d.toISOString();
const NOW = new Date('2027-03-01T00:00:00Z');

/**
 * An independent oracle for the tutor's local time: Intl (the platform's own tz database), not
 * Temporal, so the property tests do not check the policy against itself.
 */
function intlLocal(instant: Date, zone: string) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      weekday: 'short',
      hourCycle: 'h23',
    })
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  const weekday = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(parts.weekday!);
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    weekday,
    minute: Number(parts.hour) * 60 + Number(parts.minute),
  };
}

const berlinSunday = (startMinute: number, endMinute: number): TutorCalendar => ({
  timeZone: 'Europe/Berlin',
  windows: [{ weekday: SUN, startMinute, endMinute }],
  exceptions: [],
  busy: [],
});

describe('the learner day: 12 slots on the hour, 09:00-20:00 in the learner zone', () => {
  it('gives 12 starts on an ordinary day', () => {
    const starts = slotStartsForDay('2027-05-12', 'Europe/Berlin').map(iso);
    expect(starts).toHaveLength(12);
    expect(starts[0]).toBe('2027-05-12T07:00:00.000Z'); // 09:00 CEST
    expect(starts[11]).toBe('2027-05-12T18:00:00.000Z'); // 20:00 CEST
  });

  it('keeps 12 starts, an hour apart, on the days the clocks change (2027-03-28, 2027-10-31)', () => {
    for (const [date, first] of [
      ['2027-03-28', '2027-03-28T07:00:00.000Z'], // after the spring change: CEST
      ['2027-10-31', '2027-10-31T08:00:00.000Z'], // after the autumn change: CET
    ] as const) {
      const starts = slotStartsForDay(date, 'Europe/Berlin');
      expect(iso(starts[0]!)).toBe(first);
      for (let i = 1; i < starts.length; i++)
        expect(starts[i]!.getTime() - starts[i - 1]!.getTime()).toBe(3600_000);
    }
  });

  it('places a learner in Kolkata (UTC+05:30) on their own hours', () => {
    expect(iso(slotStartsForDay('2027-03-28', 'Asia/Kolkata')[0]!)).toBe('2027-03-28T03:30:00.000Z');
  });
});

describe('a tutor in Berlin, a learner elsewhere, across the daylight-saving changes', () => {
  it('in the weeks between the US and the EU spring changes, New York 09:00 is Berlin 14:00, then 15:00', () => {
    // New York moved to EDT on 2027-03-14, Berlin to CEST only on 2027-03-28.
    const tutor = berlinSunday(14 * H, 15 * H);
    const before = slotsForDay('2027-03-21', 'America/New_York', tutor, NOW);
    const after = slotsForDay('2027-03-28', 'America/New_York', tutor, NOW);
    expect(iso(before[0]!.startsAt)).toBe('2027-03-21T13:00:00.000Z');
    expect(before.filter((s) => s.state === 'free').map((s) => iso(s.startsAt))).toEqual([
      '2027-03-21T13:00:00.000Z',
    ]);
    // On the change day the same Berlin hour is 08:00 in New York: before the learner's first slot.
    expect(after.filter((s) => s.state === 'free')).toEqual([]);
  });

  it('on the autumn change day (2027-10-31) the Berlin window is met by New York 09:00', () => {
    // Berlin back on CET (UTC+1), New York still on EDT (UTC-4) until 2027-11-07: 5 hours apart.
    const tutor = berlinSunday(14 * H, 16 * H);
    const slots = slotsForDay('2027-10-31', 'America/New_York', tutor, NOW);
    expect(slots.filter((s) => s.state === 'free').map((s) => iso(s.startsAt))).toEqual([
      '2027-10-31T13:00:00.000Z', // 09:00 EDT = 14:00 CET
      '2027-10-31T14:00:00.000Z', // 10:00 EDT = 15:00 CET
    ]);
  });

  it('measures the hour the clocks jump in as it is lived: 01:30 CET runs until 03:30 CEST', () => {
    const night = berlinSunday(1 * H, 4 * H);
    // 2027-03-28T00:30Z is 01:30 CET; one hour later it is 03:30 CEST (the 02:00-03:00 hour never exists).
    expect(withinAvailability(new Date('2027-03-28T00:30:00Z'), night)).toBe(true);
    expect(withinAvailability(new Date('2027-03-28T00:30:00Z'), berlinSunday(1 * H, 3 * H))).toBe(false);
  });

  it('never offers an hour that starts in the repeated hour of the autumn night (02:00-03:00 twice)', () => {
    const night = berlinSunday(0, 4 * H);
    // 00:30Z is 02:30 CEST; an hour later it is 02:30 CET: on the wall clock it ends where it began.
    expect(withinAvailability(new Date('2027-10-31T00:30:00Z'), night)).toBe(false);
    // 23:30Z the evening before is 01:30 CEST, ending 02:30 CEST: an ordinary hour.
    expect(withinAvailability(new Date('2027-10-30T23:30:00Z'), night)).toBe(true);
  });

  it('takes a half-hour offset tutor-side: Kolkata 14:00 is Berlin 10:30 in summer', () => {
    const tutor = berlinSunday(10 * H + 30, 11 * H + 30);
    const free = slotsForDay('2027-06-06', 'Asia/Kolkata', tutor, NOW).filter((s) => s.state === 'free');
    expect(free.map((s) => iso(s.startsAt))).toEqual(['2027-06-06T08:30:00.000Z']);
  });
});

describe('exceptions, bookings and the lead time', () => {
  const tutor = berlinSunday(9 * H, 21 * H);

  it('a whole day off leaves nothing, a part of a day off only that part', () => {
    const day = '2027-05-16'; // a Sunday
    const allDay = slotsForDay(
      day,
      'Europe/Berlin',
      { ...tutor, exceptions: [{ date: day, startMinute: null, endMinute: null }] },
      NOW,
    );
    expect(allDay.every((s) => s.state === 'unavailable')).toBe(true);
    const morning = slotsForDay(
      day,
      'Europe/Berlin',
      { ...tutor, exceptions: [{ date: day, startMinute: 9 * H, endMinute: 12 * H }] },
      NOW,
    );
    expect(morning.slice(0, 3).map((s) => s.state)).toEqual(['unavailable', 'unavailable', 'unavailable']);
    expect(morning[3]!.state).toBe('free');
  });

  it('an hour the tutor already teaches is booked', () => {
    const busy = [{ startsAt: new Date('2027-05-16T08:00:00Z'), endsAt: new Date('2027-05-16T09:00:00Z') }];
    const slots = slotsForDay('2027-05-16', 'Europe/Berlin', { ...tutor, busy }, NOW);
    expect(slots[1]!.state).toBe('booked'); // 10:00 CEST
    expect(slots[0]!.state).toBe('free');
    expect(slots[2]!.state).toBe('free');
  });

  it('closes slots less than two hours ahead', () => {
    const now = new Date('2027-05-16T07:30:00Z'); // 09:30 in Berlin
    const slots = slotsForDay('2027-05-16', 'Europe/Berlin', tutor, now);
    expect(slots.slice(0, 3).map((s) => s.state)).toEqual(['too-soon', 'too-soon', 'too-soon']);
    expect(slots[3]!.state).toBe('free'); // 12:00, 2.5 h ahead
  });
});

describe('properties over random calendars and zones', () => {
  const zones = [
    'Europe/Berlin',
    'Europe/London',
    'Europe/Lisbon',
    'America/New_York',
    'Asia/Kolkata',
    'Australia/Sydney',
  ];
  const window = fc
    .record({
      weekday: fc.integer({ min: 0, max: 6 }),
      start: fc.integer({ min: 0, max: 47 }),
      length: fc.integer({ min: 1, max: 48 }),
    })
    .map(({ weekday, start, length }) => ({
      weekday,
      startMinute: start * 30,
      endMinute: Math.min(1440, start * 30 + length * 30),
    }));
  // Days around both 2027 EU changes and the US ones.
  const day = fc.constantFrom(
    '2027-03-13',
    '2027-03-14',
    '2027-03-27',
    '2027-03-28',
    '2027-03-29',
    '2027-10-30',
    '2027-10-31',
    '2027-11-07',
    '2027-06-15',
  );

  it('never offers a free slot outside the windows, inside a booking or too soon', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...zones),
        fc.constantFrom(...zones),
        fc.array(window, { maxLength: 6 }),
        fc.array(fc.integer({ min: 0, max: 20 * 24 }), { maxLength: 5 }),
        day,
        fc.integer({ min: 0, max: 72 }),
        (learnerZone, tutorZone, windows, busyHours, date, nowHoursBefore) => {
          const dayStart = new Date(`${date}T00:00:00Z`).getTime();
          const busy = busyHours.map((h) => ({
            startsAt: new Date(dayStart - 5 * 24 * 3600_000 + h * 1800_000),
            endsAt: new Date(dayStart - 5 * 24 * 3600_000 + h * 1800_000 + 3600_000),
          }));
          const now = new Date(dayStart - nowHoursBefore * 3600_000);
          const calendar = { timeZone: tutorZone, windows, exceptions: [], busy };
          for (const slot of slotsForDay(date, learnerZone, calendar, now)) {
            if (slot.state !== 'free') continue;
            const start = slot.startsAt.getTime();
            expect(start).toBeGreaterThanOrEqual(now.getTime() + BOOKING_LEAD_MS);
            for (const b of busy)
              expect(b.startsAt.getTime() < start + 3600_000 && start < b.endsAt.getTime()).toBe(false);
            // Inside one window of the tutor's local weekday, by the Intl oracle.
            const from = intlLocal(slot.startsAt, tutorZone);
            const to = intlLocal(slot.endsAt, tutorZone);
            const end = to.date === from.date ? to.minute : 1440 + to.minute;
            expect(
              windows.some(
                (w) => w.weekday === from.weekday && w.startMinute <= from.minute && end <= w.endMinute,
              ),
            ).toBe(true);
          }
        },
      ),
      { numRuns: 400 },
    );
  });

  it('offers every hour that lies inside a window, is unbooked and far enough ahead', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...zones),
        fc.constantFrom(...zones),
        fc.array(window, { maxLength: 6 }),
        day,
        (learnerZone, tutorZone, windows, date) => {
          const now = new Date('2027-01-01T00:00:00Z');
          for (const slot of slotsForDay(
            date,
            learnerZone,
            { timeZone: tutorZone, windows, exceptions: [], busy: [] },
            now,
          )) {
            const from = intlLocal(slot.startsAt, tutorZone);
            const to = intlLocal(slot.endsAt, tutorZone);
            const end = to.date === from.date ? to.minute : 1440 + to.minute;
            // An hour inside the repeated hour of the autumn night ends, on the wall clock, where it
            // began: it is never offered (the policy's documented choice).
            const inside =
              end > from.minute &&
              windows.some(
                (w) => w.weekday === from.weekday && w.startMinute <= from.minute && end <= w.endMinute,
              );
            expect(slot.state).toBe(inside ? 'free' : 'unavailable');
          }
        },
      ),
      { numRuns: 400 },
    );
  });
});

describe("a tutor's first free slot of a learner's day (the next available time)", () => {
  const zones = [
    'Europe/Berlin',
    'Europe/London',
    'Europe/Helsinki',
    'America/New_York',
    'Asia/Kolkata',
    'Australia/Lord_Howe', // clocks change by half an hour
  ];
  const window = fc
    .record({
      weekday: fc.integer({ min: 0, max: 6 }),
      start: fc.integer({ min: 0, max: 47 }),
      length: fc.integer({ min: 1, max: 48 }),
    })
    .map(({ weekday, start, length }) => ({
      weekday,
      startMinute: start * 30,
      endMinute: Math.min(1440, start * 30 + length * 30),
    }));
  const day = fc.constantFrom(
    '2027-03-27',
    '2027-03-28',
    '2027-04-04', // Lord Howe and Sydney leave summer time
    '2027-10-03', // … and start it again
    '2027-10-31',
    '2027-11-07',
    '2027-06-15',
  );

  it('is the first slot the day shows as free, whatever the windows, days off, bookings and zones', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...zones),
        fc.constantFrom(...zones),
        fc.array(window, { maxLength: 5 }),
        fc.array(fc.record({ offset: fc.integer({ min: -1, max: 1 }), part: fc.boolean() }), {
          maxLength: 2,
        }),
        fc.array(fc.integer({ min: 0, max: 4 * 24 }), { maxLength: 5 }),
        day,
        fc.integer({ min: -30, max: 72 }),
        (learnerZone, tutorZone, windows, offs, busyHalfHours, date, nowHoursBefore) => {
          const dayStart = new Date(`${date}T00:00:00Z`).getTime();
          const exceptions = offs.map(({ offset, part }) => ({
            date: new Date(dayStart + offset * 24 * 3600_000).toISOString().slice(0, 10),
            startMinute: part ? 10 * H : null,
            endMinute: part ? 14 * H : null,
          }));
          const busy = busyHalfHours.map((h) => ({
            startsAt: new Date(dayStart - 24 * 3600_000 + h * 1800_000),
            endsAt: new Date(dayStart - 24 * 3600_000 + h * 1800_000 + 3600_000),
          }));
          const now = new Date(dayStart - nowHoursBefore * 3600_000);
          const calendar = { timeZone: tutorZone, windows, exceptions, busy };
          const expected = slotsForDay(date, learnerZone, calendar, now).find((s) => s.state === 'free');
          const got = firstFreeSlot(slotStartsForDay(date, learnerZone), calendar, now);
          expect(got && iso(got)).toBe(expected ? iso(expected.startsAt) : null);
        },
      ),
      { numRuns: 600 },
    );
  });

  it('stops at the booking horizon', () => {
    const now = new Date('2027-05-16T12:30:00Z'); // 14:30 CEST
    const dates = bookableDates('Europe/Berlin', now);
    expect(dates[0]).toBe('2027-05-16');
    expect(dates.at(-1)).toBe('2027-07-11'); // 56 days on, a Sunday: the horizon ends at 14:30 there
    const lastDay = slotStartsForDay('2027-07-11', 'Europe/Berlin');
    const from13 = firstFreeSlot(lastDay, berlinSunday(13 * H, 21 * H), now);
    expect(from13 && iso(from13)).toBe('2027-07-11T11:00:00.000Z'); // 13:00 CEST, inside
    expect(firstFreeSlot(lastDay, berlinSunday(15 * H, 21 * H), now)).toBeNull(); // 15:00 is beyond it
    expect(now.getTime() + BOOKING_HORIZON_MS).toBe(Date.parse('2027-07-11T12:30:00Z'));
  });

  it('has none for a tutor without weekly hours, or away both local dates of the day', () => {
    const now = new Date('2027-05-01T00:00:00Z');
    const starts = slotStartsForDay('2027-05-16', 'Europe/Berlin');
    expect(firstFreeSlot(starts, { ...berlinSunday(0, 0), windows: [] }, now)).toBeNull();
    const away = {
      ...berlinSunday(9 * H, 21 * H),
      exceptions: [{ date: '2027-05-16', startMinute: null, endMinute: null }],
    };
    expect(firstFreeSlot(starts, away, now)).toBeNull();
    expect(iso(firstFreeSlot(starts, berlinSunday(9 * H, 21 * H), now)!)).toBe('2027-05-16T07:00:00.000Z');
  });

  it('lists the learner days from today to the horizon in their own zone', () => {
    // 23:30 UTC on 2027-03-27 is already the 28th in Helsinki.
    const now = new Date('2027-03-27T23:30:00Z');
    expect(bookableDates('Europe/London', now)[0]).toBe('2027-03-27');
    expect(bookableDates('Europe/Helsinki', now)[0]).toBe('2027-03-28');
    expect(bookableDates('Europe/Helsinki', now)).toHaveLength(57);
  });
});
