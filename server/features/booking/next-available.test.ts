import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Slot } from '../../../common/contracts/booking.ts';
import { tutorAvailability, tutorAvailabilityExceptions, tutorProfiles } from '../../db/schema/index.ts';
import { createTestApp, json, registerUser, TestClient, type TestApp } from '../../test/test-app.ts';
import * as fixtures from './booking.fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_DISABLED: 'true' });
});
afterAll(async () => t.dispose());

type Answer = { timeZone: string | null; tutors: { tutorId: string; startsAt: string | null }[] };

const dayAhead = (days: number, hour = 10) => fixtures.dayAhead(t, days, hour);

async function nextAvailable(ids: string[], timeZone?: string, client = new TestClient(t.app)) {
  const query = new URLSearchParams({ tutorIds: ids.join(','), ...(timeZone ? { timeZone } : {}) });
  return client.get(`/api/booking/next-available?${query}`);
}

async function nextOf(tutorId: string, timeZone: string) {
  const res = await nextAvailable([tutorId], timeZone);
  expect(res.statusCode, res.body).toBe(200);
  return json<Answer>(res).tutors[0]!.startsAt;
}

/** The booking page's slots of a learner's day in `zone`. */
async function slotsOf(tutor: { tutorId: string; skillId: string }, date: string, zone: string) {
  const res = await new TestClient(t.app).get(
    `/api/booking/tutors/${tutor.tutorId}/slots?skillId=${tutor.skillId}&date=${date}&timeZone=${encodeURIComponent(zone)}`,
  );
  expect(res.statusCode, res.body).toBe(200);
  return json<{ slots: Slot[] }>(res).slots;
}

/** The learner's calendar date of an instant in `zone`. */
const dateIn = (iso: string, zone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date(iso));

/** Days off (in the tutor's Berlin calendar): today and tomorrow, so the first free day is fixed. */
async function offTodayAndTomorrow(tutorId: string) {
  await t.ctx.db
    .insert(tutorAvailabilityExceptions)
    .values([0, 1].map((d) => ({ tutorId, date: dayAhead(d).date, startMinute: null, endMinute: null })));
}

/** A verified tutor who teaches 08:00-10:00 Berlin time every day, off today and tomorrow. */
async function earlyTutor() {
  const tutor = await fixtures.tutorWithSkill(t);
  await t.ctx.db.delete(tutorAvailability).where(eq(tutorAvailability.tutorId, tutor.tutorId));
  await t.ctx.db.insert(tutorAvailability).values(
    [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
      tutorId: tutor.tutorId,
      weekday,
      startMinute: 8 * 60,
      endMinute: 10 * 60,
    })),
  );
  await offTodayAndTomorrow(tutor.tutorId);
  return tutor;
}

describe("a tutor's next free hour", () => {
  it('is the first hour the booking page offers as free: it skips a booked hour and an exception', async () => {
    const tutor = await fixtures.tutorWithSkill(t); // 08:00-22:00 Berlin, every day
    await offTodayAndTomorrow(tutor.tutorId);
    const zone = fixtures.ZONE;
    expect(await nextOf(tutor.tutorId, zone)).toBe(dayAhead(2, 9).at);

    // A learner takes 09:00: the tutor teaches then (a group others may still join, but not free).
    const learner = (await registerUser(t, { userType: 'student' })).client;
    expect((await fixtures.hold(learner, tutor, dayAhead(2, 9).at)).statusCode).toBe(201);
    expect(await nextOf(tutor.tutorId, zone)).toBe(dayAhead(2, 10).at);

    // The tutor takes 10:00-12:00 off that day.
    await t.ctx.db.insert(tutorAvailabilityExceptions).values({
      tutorId: tutor.tutorId,
      date: dayAhead(2).date,
      startMinute: 10 * 60,
      endMinute: 12 * 60,
    });
    const next = await nextOf(tutor.tutorId, zone);
    expect(next).toBe(dayAhead(2, 12).at);

    // The booking page says the same of that day: nothing free before it, and it free.
    const slots = await slotsOf(tutor, dayAhead(2).date, zone);
    const index = slots.findIndex((s) => s.startsAt === next);
    expect(slots[index]!.state).toBe('free');
    expect(slots.slice(0, index).map((s) => s.state)).toEqual(['join', 'unavailable', 'unavailable']);
  });

  it('is never sooner than the booking lead time and matches the booking page from today on', async () => {
    const tutor = await fixtures.tutorWithSkill(t); // no days off: today may already have a free hour
    const zone = 'Europe/Paris';
    const next = await nextOf(tutor.tutorId, zone);
    expect(next).not.toBeNull();
    expect(new Date(next!).getTime()).toBeGreaterThanOrEqual(t.ctx.now().getTime() + 2 * 3600_000 - 1000);
    // Every earlier slot of the learner's days up to it is not free on the booking page.
    const today = dateIn(t.ctx.now().toISOString(), zone);
    const dates = [today, dateIn(next!, zone)].filter((d, i, all) => all.indexOf(d) === i);
    const earlier = (await Promise.all(dates.map((d) => slotsOf(tutor, d, zone))))
      .flat()
      .filter((s) => s.startsAt < next!);
    expect(earlier.every((s) => s.state !== 'free')).toBe(true);
    expect((await slotsOf(tutor, dateIn(next!, zone), zone)).find((s) => s.startsAt === next)!.state).toBe(
      'free',
    );
  });

  it("follows the viewer's zone: the hours 09:00-20:00 are theirs", async () => {
    const tutor = await earlyTutor(); // 08:00-10:00 Berlin
    // In Berlin 09:00 is inside the tutor's hours.
    expect(await nextOf(tutor.tutorId, 'Europe/Berlin')).toBe(dayAhead(2, 9).at);
    // In Helsinki (an hour ahead) 09:00 is 08:00 in Berlin: the tutor's first hour.
    const helsinki = await nextOf(tutor.tutorId, 'Europe/Helsinki');
    expect(helsinki).toBe(dayAhead(2, 8).at);
    expect(
      new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Helsinki', timeStyle: 'short' }).format(
        new Date(helsinki!),
      ),
    ).toBe('09:00');
    // In London (an hour behind) 09:00 is already 10:00 in Berlin: never inside, for the whole horizon.
    expect(await nextOf(tutor.tutorId, 'Europe/London')).toBeNull();
    expect(
      (await slotsOf(tutor, dayAhead(3).date, 'Europe/London')).filter((s) => s.state === 'free'),
    ).toEqual([]);
  });

  it("uses a signed-in learner's saved zone when the browser sends none, and gives nothing without any", async () => {
    const tutor = await earlyTutor();
    // A learner who booked from Helsinki: booking saves the zone to their account.
    const learner = (await registerUser(t, { userType: 'student' })).client;
    const other = await fixtures.tutorWithSkill(t);
    const booked = await fixtures.hold(learner, other, dayAhead(3, 10).at, { timeZone: 'Europe/Helsinki' });
    expect(booked.statusCode, booked.body).toBe(201);
    const signedIn = json<Answer>(await nextAvailable([tutor.tutorId], undefined, learner));
    expect(signedIn).toEqual({
      timeZone: 'Europe/Helsinki',
      tutors: [{ tutorId: tutor.tutorId, startsAt: dayAhead(2, 8).at }],
    });
    // The browser's zone comes first: it is the one the booking page will show the slots in.
    expect(
      json<Answer>(await nextAvailable([tutor.tutorId], 'Europe/Berlin', learner)).tutors[0]!.startsAt,
    ).toBe(dayAhead(2, 9).at);
    // A visitor whose zone is not known gets no time rather than one in a guessed zone.
    expect(json<Answer>(await nextAvailable([tutor.tutorId]))).toEqual({
      timeZone: null,
      tutors: [{ tutorId: tutor.tutorId, startsAt: null }],
    });
  });

  it('is null for a tutor who is not verified, an unknown id and a tutor without weekly hours', async () => {
    const verified = await fixtures.tutorWithSkill(t);
    const unverified = await fixtures.tutorWithSkill(t);
    await t.ctx.db
      .update(tutorProfiles)
      .set({ verifiedAt: null })
      .where(eq(tutorProfiles.userId, unverified.tutorId));
    const idle = await fixtures.tutorWithSkill(t);
    await t.ctx.db.delete(tutorAvailability).where(eq(tutorAvailability.tutorId, idle.tutorId));
    const unknown = randomUUID();
    const answer = json<Answer>(
      await nextAvailable([verified.tutorId, unverified.tutorId, unknown, idle.tutorId], 'Europe/Berlin'),
    );
    expect(answer.tutors.map((x) => x.tutorId)).toEqual([
      verified.tutorId,
      unverified.tutorId,
      unknown,
      idle.tutorId,
    ]);
    expect(answer.tutors.map((x) => x.startsAt === null)).toEqual([false, true, true, true]);
  });

  it('answers many tutors in one call and refuses what it cannot answer', async () => {
    const tutors = await Promise.all([0, 1, 2].map(() => earlyTutor()));
    const answer = json<Answer>(
      await nextAvailable(
        tutors.map((x) => x.tutorId),
        'Europe/Berlin',
      ),
    );
    expect(answer.tutors.map((x) => x.startsAt)).toEqual(tutors.map(() => dayAhead(2, 9).at));

    expect((await nextAvailable([tutors[0]!.tutorId], 'Mars/Olympus_Mons')).statusCode).toBe(400);
    expect((await nextAvailable(['not-an-id'], 'Europe/Berlin')).statusCode).toBe(400);
    const tooMany = Array.from({ length: 25 }, () => randomUUID());
    expect((await nextAvailable(tooMany, 'Europe/Berlin')).statusCode).toBe(400);
  });
});
