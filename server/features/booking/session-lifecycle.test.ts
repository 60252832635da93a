import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SeatView, TeachingView } from '../../../common/contracts/booking.ts';
type TutorMatch = { id: string; rating: number | null; reviews: number };
import { createTestApp, json, registerUser, TestClient, type TestApp } from '../../test/test-app.ts';
import * as fixtures from './booking.fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_DISABLED: 'true' });
});
afterAll(async () => t.dispose());

const learner = async (firstName: string) =>
  (await registerUser(t, { userType: 'student', firstName, lastName: 'Schmidt' })).client;

/** A tutor's group tomorrow with three learners: two paid (confirmed), one only holding a seat. */
async function groupWithLearners() {
  const tutor = await fixtures.tutorWithSkill(t);
  const { at } = fixtures.dayAhead(t, 1, 11);
  const [anna, ben, cara] = [await learner('Anna'), await learner('Ben'), await learner('Cara')];
  const seats: SeatView[] = [];
  for (const c of [anna, ben, cara]) seats.push(json<SeatView>(await fixtures.hold(c, tutor, at)));
  await fixtures.confirmSeat(t, seats[0]!.id);
  await fixtures.confirmSeat(t, seats[1]!.id);
  return { tutor, at, anna, ben, cara, seats, sessionId: seats[0]!.session.id };
}

/**
 * Moves the test clock to an hour after a session's start. (A fixed advance is not enough: the
 * session is "tomorrow" in Berlin, which is up to 48 hours ahead depending on the time of day.)
 */
function pastTheStart(at: string) {
  t.clock.advance((new Date(at).getTime() - t.ctx.now().getTime()) / 1000 + 3600);
}

const teachingOf = async (client: TestClient) =>
  json<TeachingView>(await client.get('/api/booking/teaching'));
const complete = (
  client: TestClient,
  sessionId: string,
  attendance: { seatId: string; attended: boolean }[],
) => client.post(`/api/booking/teaching/${sessionId}/complete`, { attendance });
const rate = (client: TestClient, seatId: string, body: object) =>
  client.post(`/api/booking/seats/${seatId}/review`, body);

describe('closing a session', () => {
  it('only after the start; then it waits for attendance, with the paid learners only', async () => {
    const g = await groupWithLearners();
    const everyone = [
      { seatId: g.seats[0]!.id, attended: true },
      { seatId: g.seats[1]!.id, attended: false },
    ];
    const early = await complete(g.tutor.client, g.sessionId, everyone);
    expect(early.statusCode).toBe(409);
    expect(json<{ message: string }>(early).message).toBe('A session can be completed once it has started.');
    expect((await teachingOf(g.tutor.client)).toRecord).toEqual([]);

    pastTheStart(g.at);
    const view = await teachingOf(g.tutor.client);
    expect(view.toRecord).toHaveLength(1);
    // Cara's hold lapsed unpaid: she is not on the list; the others by first name and initial.
    expect(view.toRecord[0]!.learners.map((l) => l.name)).toEqual(['Anna S.', 'Ben S.']);
    expect(view.upcoming.find((s) => s.id === g.sessionId)).toBeUndefined();
  });

  it('needs every paid seat marked once, and only those; 4xx otherwise, and nothing is stored', async () => {
    const g = await groupWithLearners();
    pastTheStart(g.at);
    const missing = await complete(g.tutor.client, g.sessionId, [{ seatId: g.seats[0]!.id, attended: true }]);
    expect(missing.statusCode).toBe(400);
    expect(json<{ message: string }>(missing).message).toBe(
      'Mark every learner of this session as present or absent.',
    );
    const stranger = await complete(g.tutor.client, g.sessionId, [
      { seatId: g.seats[0]!.id, attended: true },
      { seatId: g.seats[2]!.id, attended: true },
    ]);
    expect(stranger.statusCode).toBe(400);
    const twice = await complete(g.tutor.client, g.sessionId, [
      { seatId: g.seats[0]!.id, attended: true },
      { seatId: g.seats[0]!.id, attended: false },
    ]);
    expect(twice.statusCode).toBe(400);
    expect((await teachingOf(g.tutor.client)).toRecord.map((s) => s.id)).toContain(g.sessionId);
    // Another tutor cannot close it; a learner may not call it at all.
    const other = await fixtures.tutorWithSkill(t);
    expect(
      (await complete(other.client, g.sessionId, [{ seatId: g.seats[0]!.id, attended: true }])).statusCode,
    ).toBe(404);
    expect(
      (await complete(g.anna, g.sessionId, [{ seatId: g.seats[0]!.id, attended: true }])).statusCode,
    ).toBe(403);
  });

  it('records attendance, closes once (two closes at once: one wins), and asks who came to rate', async () => {
    const g = await groupWithLearners();
    pastTheStart(g.at);
    const attendance = [
      { seatId: g.seats[0]!.id, attended: true },
      { seatId: g.seats[1]!.id, attended: false },
    ];
    const answers = await Promise.all([
      complete(g.tutor.client, g.sessionId, attendance),
      complete(g.tutor.client, g.sessionId, attendance),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(json<TeachingView>(answers.find((a) => a.statusCode === 200)!).toRecord).toEqual([]);

    const annaSeat = json<{ past: SeatView[] }>(await g.anna.get('/api/booking/seats')).past[0]!;
    expect(annaSeat).toMatchObject({ attended: true, canReview: true, review: null });
    expect(annaSeat.session.status).toBe('completed');
    const benSeat = json<{ past: SeatView[] }>(await g.ben.get('/api/booking/seats')).past[0]!;
    expect(benSeat).toMatchObject({ attended: false, canReview: false });

    const kinds = async (c: TestClient) =>
      json<{ items: { kind: string }[] }>(await c.get('/api/notifications')).items.map((n) => n.kind);
    expect(await kinds(g.anna)).toContain('rate_session');
    expect(await kinds(g.ben)).not.toContain('rate_session');
  });
});

describe('rating a session', () => {
  async function completed() {
    const g = await groupWithLearners();
    pastTheStart(g.at);
    const res = await complete(g.tutor.client, g.sessionId, [
      { seatId: g.seats[0]!.id, attended: true },
      { seatId: g.seats[1]!.id, attended: false },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    return g;
  }

  it('once per attended session, 1-5 with a comment; the tutor rating is the mean of these rows', async () => {
    const g = await completed();
    const rated = await rate(g.anna, g.seats[0]!.id, { rating: 4, comment: '  Clear and patient.  ' });
    expect(rated.statusCode).toBe(200);
    expect(json<SeatView>(rated)).toMatchObject({
      review: { rating: 4, comment: 'Clear and patient.' },
      canReview: false,
    });
    const again = await rate(g.anna, g.seats[0]!.id, { rating: 5 });
    expect(again.statusCode).toBe(409);
    expect(json<{ message: string }>(again).message).toBe('You have already rated this session.');

    const cards = json<TutorMatch[]>(
      await new TestClient(t.app).get(`/api/booking/tutors?skillId=${g.tutor.skillId}`),
    );
    expect(cards.find((c) => c.id === g.tutor.tutorId)).toMatchObject({ rating: 4, reviews: 1 });
  });

  it('refuses an absent learner, a session not closed, a stranger, and a rating out of range', async () => {
    const g = await completed();
    const absent = await rate(g.ben, g.seats[1]!.id, { rating: 5 });
    expect(absent.statusCode).toBe(409);
    expect(json<{ message: string }>(absent).message).toBe(
      'Only a completed session you attended can be rated.',
    );
    expect((await rate(g.ben, g.seats[0]!.id, { rating: 5 })).statusCode).toBe(404);
    for (const rating of [0, 6, 4.5, '5'])
      expect((await rate(g.anna, g.seats[0]!.id, { rating })).statusCode).toBe(400);
    expect((await rate(g.anna, g.seats[0]!.id, { rating: 5, comment: 'x'.repeat(1001) })).statusCode).toBe(
      400,
    );

    const open = await groupWithLearners();
    expect((await rate(open.anna, open.seats[0]!.id, { rating: 5 })).statusCode).toBe(409);
  });

  it('two ratings sent at once store one; the other is told', async () => {
    const g = await completed();
    const answers = await Promise.all([
      rate(g.anna, g.seats[0]!.id, { rating: 5 }),
      rate(g.anna, g.seats[0]!.id, { rating: 3 }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
  });
});
