import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SeatView } from '../../../common/contracts/booking.ts';
import type { TutorAnalytics } from '../../../common/contracts/tutor-analytics.ts';
import { createTestApp, json, registerUser, type TestApp } from '../../test/test-app.ts';
import { confirmSeat, dayAhead, hold, tutorWithSkill } from '../booking/booking.fixtures.ts';
import { earnedCents, lastMonths } from './tutor-analytics.policy.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_DISABLED: 'true' });
});
afterAll(async () => t.dispose());

describe('tutor analytics rules', () => {
  it('pay 12 EUR for a completed 3:1 session someone attended, nothing for an empty one or a 1:1', () => {
    expect(earnedCents({ format: 'group', seats: [{ attended: false }, { attended: true }] })).toBe(1200);
    expect(earnedCents({ format: 'group', seats: [{ attended: false }] })).toBe(0);
    expect(earnedCents({ format: 'private', seats: [{ attended: true }] })).toBe(0);
  });
  it('list the last months oldest first, across a year end', () => {
    expect(lastMonths(new Date('2027-02-10T00:00:00Z'), 4)).toEqual([
      '2026-11',
      '2026-12',
      '2027-01',
      '2027-02',
    ]);
  });
});

describe('GET /api/teaching/analytics', () => {
  it('computes ratings, attendance, returning learners and earnings from the recorded sessions', async () => {
    const tutor = await tutorWithSkill(t);
    const empty = json<TutorAnalytics>(await tutor.client.get('/api/teaching/analytics'));
    expect(empty.rating).toEqual({ mean: null, count: 0, distribution: [0, 0, 0, 0, 0] });
    expect(empty.totals).toMatchObject({ sessions: 0, attendanceRate: null, earnedCents: 0 });
    expect(empty.months).toHaveLength(6);

    const anna = (await registerUser(t, { userType: 'student' })).client;
    const ben = (await registerUser(t, { userType: 'student' })).client;
    const seatsAt = async (hour: number) => {
      const at = dayAhead(t, 1, hour).at;
      const a = json<SeatView>(await hold(anna, tutor, at));
      const b = json<SeatView>(await hold(ben, tutor, at));
      await confirmSeat(t, a.id);
      await confirmSeat(t, b.id);
      return { a, b };
    };
    const first = await seatsAt(10);
    const second = await seatsAt(12);
    // To an hour after the second session's end, whatever the time of day the test runs at.
    t.clock.advance((Date.parse(second.a.session.endsAt) - t.clock.now.getTime()) / 1000 + 3600);
    const close = (s: { a: SeatView; b: SeatView }, benCame: boolean) =>
      tutor.client.post(`/api/booking/teaching/${s.a.session.id}/complete`, {
        attendance: [
          { seatId: s.a.id, attended: true },
          { seatId: s.b.id, attended: benCame },
        ],
      });
    expect((await close(first, true)).statusCode).toBe(200);
    expect((await close(second, false)).statusCode).toBe(200);
    await anna.post(`/api/booking/seats/${first.a.id}/review`, { rating: 5, comment: 'Superb' });
    await anna.post(`/api/booking/seats/${second.a.id}/review`, { rating: 3 });

    const view = json<TutorAnalytics>(await tutor.client.get('/api/teaching/analytics'));
    expect(view.rating).toEqual({ mean: 4, count: 2, distribution: [0, 0, 1, 0, 1] });
    expect(view.totals).toEqual({
      sessions: 2,
      minutes: 120,
      learners: 2,
      returningLearners: 1,
      attendanceRate: 3 / 4,
      earnedCents: 2400,
    });
    const month = first.a.session.startsAt.slice(0, 7);
    expect(view.months.find((m) => m.month === month)).toMatchObject({ ratingMean: 4 });
    expect(view.months.reduce((n, m) => n + m.sessions, 0)).toBe(2);
    expect(view.recentComments.map((c) => c.comment)).toEqual(['Superb']);
  });

  it('is for tutors only', async () => {
    const learner = (await registerUser(t, { userType: 'student' })).client;
    expect((await learner.get('/api/teaching/analytics')).statusCode).toBe(403);
  });
});
