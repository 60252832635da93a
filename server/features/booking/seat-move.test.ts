import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SeatView } from '../../../common/contracts/booking.ts';
import { rowsOf } from '../../db/client.ts';
import { sessionSeats, tutoringSessions } from '../../db/schema/index.ts';
import { createTestApp, json, registerUser, type TestApp, type TestClient } from '../../test/test-app.ts';
import { confirmSeat, dayAhead, hold, tutorWithSkill } from './booking.fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_DISABLED: 'true' });
});
afterAll(async () => t.dispose());

const learner = async () => (await registerUser(t, { userType: 'student' })).client;
const move = (c: TestClient, seatId: string, sessionId: string) =>
  c.post(`/api/booking/seats/${seatId}/move`, { sessionId });
const statusOf = async (table: 'seat' | 'session', id: string) =>
  table === 'seat'
    ? (await t.ctx.db.select().from(sessionSeats).where(eq(sessionSeats.id, id)))[0]!.status
    : (await t.ctx.db.select().from(tutoringSessions).where(eq(tutoringSessions.id, id)))[0]!.status;

describe('moving a seat to another group', () => {
  it('keeps the seat held with its deadline (or paid), frees the old group and tells everyone', async () => {
    const tutor = await tutorWithSkill(t);
    const [anna, ben] = [await learner(), await learner()];
    const a = json<SeatView>(await hold(anna, tutor, dayAhead(t, 3, 10).at));
    const b = json<SeatView>(await hold(ben, tutor, dayAhead(t, 3, 12).at));
    const res = await move(anna, a.id, b.session.id);
    expect(res.statusCode).toBe(200);
    const moved = json<SeatView>(res);
    expect(moved).toMatchObject({ status: 'held', holdExpiresAt: a.holdExpiresAt });
    expect(moved.session).toMatchObject({ id: b.session.id, seatsTaken: 2 });
    expect(await statusOf('seat', a.id)).toBe('cancelled');
    // Nobody left in the first group: the tutor's hour is free again.
    expect(await statusOf('session', a.session.id)).toBe('cancelled');
    const kinds = async (c: TestClient) =>
      json<{ items: { kind: string }[] }>(await c.get('/api/notifications')).items.map((n) => n.kind);
    expect(await kinds(anna)).toContain('seat_moved');
    expect(await kinds(tutor.client)).toEqual(expect.arrayContaining(['learner_left', 'learner_joined']));

    // A paid seat stays paid.
    const c = json<SeatView>(await hold(await learner(), tutor, dayAhead(t, 4, 10).at));
    const cara = await learner();
    const paid = json<SeatView>(await hold(cara, tutor, dayAhead(t, 4, 14).at));
    await confirmSeat(t, paid.id);
    const again = json<SeatView>(await move(cara, paid.id, c.session.id));
    expect(again).toMatchObject({ status: 'confirmed', holdExpiresAt: null });
  });

  it('refuses a full group, another skill, the same group, a stranger, too late, and a clash', async () => {
    const tutor = await tutorWithSkill(t);
    const other = await tutorWithSkill(t);
    const me = await learner();
    const mine = json<SeatView>(await hold(me, tutor, dayAhead(t, 5, 10).at));
    let full: SeatView | undefined;
    for (let i = 0; i < 3; i++)
      full = json<SeatView>(await hold(await learner(), tutor, dayAhead(t, 5, 12).at));
    expect((await move(me, mine.id, full!.session.id)).statusCode).toBe(409);
    const elsewhere = json<SeatView>(await hold(await learner(), other, dayAhead(t, 5, 14).at));
    const wrongSkill = await move(me, mine.id, elsewhere.session.id);
    expect(wrongSkill.statusCode).toBe(400);
    expect(json<{ message: string }>(wrongSkill).message).toBe(
      'A seat moves only to another group of the same skill.',
    );
    expect((await move(me, mine.id, mine.session.id)).statusCode).toBe(400);
    expect((await move(await learner(), mine.id, elsewhere.session.id)).statusCode).toBe(404);
    expect((await move(me, mine.id, 'not-a-uuid')).statusCode).toBe(400);

    // I already have a seat at 16:00 elsewhere: moving into a 16:00 group clashes.
    const at16 = json<SeatView>(await hold(await learner(), tutor, dayAhead(t, 5, 16).at));
    expect((await hold(me, other, dayAhead(t, 5, 16).at)).statusCode).toBe(201);
    const clash = await move(me, mine.id, at16.session.id);
    expect(clash.statusCode).toBe(409);
    expect(json<{ code: string }>(clash).code).toBe('LEARNER_BUSY');
    expect(await statusOf('seat', mine.id)).toBe('held');

    // Inside 2 hours of the start, the learner is sent to support (paid seats, so no hold lapses).
    const late = await learner();
    const near = json<SeatView>(await hold(late, tutor, dayAhead(t, 9, 10).at));
    await confirmSeat(t, near.id);
    const later = json<SeatView>(await hold(await learner(), tutor, dayAhead(t, 9, 18).at));
    await confirmSeat(t, later.id);
    t.clock.advance((new Date(near.session.startsAt).getTime() - t.clock.now.getTime()) / 1000 - 3600);
    const tooLate = await move(late, near.id, later.session.id);
    expect(tooLate.statusCode).toBe(422);
    expect(json<{ message: string }>(tooLate).message).toBe(
      'Less than 2 hours before the start a booking cannot be moved here. Please contact support.',
    );
  });

  it('two learners racing for the last seat: one moves, the other is told the group is full', async () => {
    const tutor = await tutorWithSkill(t);
    const target = json<SeatView>(await hold(await learner(), tutor, dayAhead(t, 8, 10).at));
    await hold(await learner(), tutor, dayAhead(t, 8, 10).at);
    const [x, y] = [await learner(), await learner()];
    const sx = json<SeatView>(await hold(x, tutor, dayAhead(t, 8, 12).at));
    const sy = json<SeatView>(await hold(y, tutor, dayAhead(t, 8, 14).at));
    const answers = await Promise.all([move(x, sx.id, target.session.id), move(y, sy.id, target.session.id)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await statusOf('session', target.session.id)).toBe('full');
  });
});

describe('the seat count kept on each session (migration 0015)', () => {
  it('equals its held and confirmed seats after everything above: holds, expiries, cancellations, races, moves', async () => {
    const drift = rowsOf(
      await t.ctx.db.execute(sql`select s.id, s.seats_held,
          (select count(*)::int from session_seats x where x.session_id = s.id and x.status in ('held','confirmed')) as n
        from tutoring_sessions s
        where s.seats_held <> (select count(*) from session_seats x where x.session_id = s.id and x.status in ('held','confirmed'))`),
    );
    expect(drift).toEqual([]);
    const [sessions] = rowsOf<{ n: number }>(
      await t.ctx.db.execute(sql`select count(*)::int as n from tutoring_sessions where seats_held > 0`),
    );
    expect(sessions!.n).toBeGreaterThan(0);
  });
});
