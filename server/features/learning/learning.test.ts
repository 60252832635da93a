import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LearnerHome, TrendingSkill } from '../../../common/contracts/learning.ts';
import type { SeatView } from '../../../common/contracts/booking.ts';
import { tutorAvailability, tutorProfiles, users } from '../../db/schema/index.ts';
import { createTestApp, json, registerUser, type TestApp, type TestClient } from '../../test/test-app.ts';
import { confirmSeat, dayAhead, hold, tutorWithSkill } from '../booking/booking.fixtures.ts';
import { milestoneOf } from './learning.policy.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_DISABLED: 'true' });
});
afterAll(async () => t.dispose());

const learner = async (language = 'en') => {
  const { client, user } = await registerUser(t, { userType: 'student' });
  await t.ctx.db.update(users).set({ language, timeZone: 'Europe/Berlin' }).where(eq(users.id, user.id));
  return client;
};
const homeOf = async (c: TestClient) => json<LearnerHome>(await c.get('/api/learning/home'));
const trendingOf = async (c: TestClient, chips: Record<string, string> = {}) =>
  json<TrendingSkill[]>(await c.get(`/api/learning/trending?${new URLSearchParams(chips)}`));

describe('milestones', () => {
  it('name the last one reached and the next', () => {
    expect(milestoneOf(0)).toEqual({ reached: null, next: 1 });
    expect(milestoneOf(1)).toEqual({ reached: 1, next: 5 });
    expect(milestoneOf(7)).toEqual({ reached: 5, next: 10 });
    expect(milestoneOf(60)).toEqual({ reached: 50, next: null });
  });
});

describe("a learner's home", () => {
  it('starts at zero, then counts an attended and rated session: figures, journey and activity', async () => {
    const me = await learner();
    expect(await homeOf(me)).toEqual({
      stats: { completedSessions: 0, minutesLearned: 0, skills: 0, tutors: 0 },
      journey: [],
      recent: [],
    });
    const tutor = await tutorWithSkill(t);
    const { at } = dayAhead(t, 1, 12);
    const seat = json<SeatView>(await hold(me, tutor, at));
    await confirmSeat(t, seat.id);
    expect((await homeOf(me)).recent.map((r) => r.kind)).toEqual(['booked']);
    // An hour after the start ("tomorrow" in Berlin is up to two days ahead, by the time of day).
    t.clock.advance((new Date(at).getTime() - t.ctx.now().getTime()) / 1000 + 3600);
    const done = await tutor.client.post(`/api/booking/teaching/${seat.session.id}/complete`, {
      attendance: [{ seatId: seat.id, attended: true }],
    });
    expect(done.statusCode).toBe(200);
    t.clock.advance(60);
    expect((await me.post(`/api/booking/seats/${seat.id}/review`, { rating: 5 })).statusCode).toBe(200);
    t.clock.advance(60);

    const home = await homeOf(me);
    expect(home.stats).toEqual({ completedSessions: 1, minutesLearned: 60, skills: 1, tutors: 1 });
    expect(home.journey).toEqual([
      expect.objectContaining({
        skill: { id: tutor.skillId, name: `Skill ${tutor.skillId}` },
        sessions: 1,
        minutes: 60,
        level: 'beginner',
        milestone: { reached: 1, next: 5 },
      }),
    ]);
    expect(home.recent.map((r) => r.kind)).toEqual(['rated', 'attended', 'booked']);
    expect(home.recent[0]!.tutor).toBe('Lukas M.');
  });

  it('is for learners only', async () => {
    const tutor = await tutorWithSkill(t);
    expect((await tutor.client.get('/api/learning/home')).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/learning/trending' })).statusCode).toBe(401);
  });
});

describe('trending skills', () => {
  it('rank skills by seats taken and count only the tutors the chips let through', async () => {
    const me = await learner('de');
    // A German-speaking tutor in Berlin, booked twice; a tutor teaching only in Japanese in Tokyo.
    const berlin = await tutorWithSkill(t);
    const tokyo = await tutorWithSkill(t);
    await t.ctx.db
      .update(tutorProfiles)
      .set({ languages: ['ja'], timeZone: 'Asia/Tokyo' })
      .where(eq(tutorProfiles.userId, tokyo.tutorId));
    for (const [i, c] of [await learner(), await learner()].entries())
      expect((await hold(c, berlin, dayAhead(t, 3, 10 + i).at, { language: 'de' })).statusCode).toBe(201);

    const inMine = await trendingOf(me);
    const row = (id: string, list: TrendingSkill[]) => list.find((s) => s.skill.id === id);
    expect(row(berlin.skillId, inMine)).toMatchObject({ tutors: 1, bookings: 2 });
    // Not in my language: left out until Any Language is on.
    expect(row(tokyo.skillId, inMine)).toBeUndefined();
    expect(row(tokyo.skillId, await trendingOf(me, { anyLanguage: 'true' }))).toMatchObject({ tutors: 1 });
    // Near me: Tokyo's offset is not Berlin's.
    expect(row(tokyo.skillId, await trendingOf(me, { anyLanguage: 'true', near: 'true' }))).toBeUndefined();
    // Top rated: neither has three ratings yet.
    expect(row(berlin.skillId, await trendingOf(me, { topRated: 'true' }))).toBeUndefined();
    // Available now: hours today or tomorrow; without any weekly hours a tutor drops out.
    expect(row(berlin.skillId, await trendingOf(me, { availableNow: 'true' }))).toMatchObject({ tutors: 1 });
    await t.ctx.db.delete(tutorAvailability).where(eq(tutorAvailability.tutorId, berlin.tutorId));
    expect(row(berlin.skillId, await trendingOf(me, { availableNow: 'true' }))).toBeUndefined();
    expect((await me.get('/api/learning/trending?near=yes')).statusCode).toBe(400);
  });
});
