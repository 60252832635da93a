import { eq } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GroupHealthView, RegroupSuggestion } from '../../../common/contracts/matching.ts';
import { reviews, sessionSeats, tutoringSessions } from '../../db/schema/index.ts';
import {
  createTestApp,
  registerAdmin,
  json,
  registerUser,
  type TestApp,
  type TestClient,
} from '../../test/test-app.ts';
import { confirmSeat, dayAhead, hold, tutorWithSkill } from '../booking/booking.fixtures.ts';
import { completeSimi, learnerAnswers } from '../questionnaire/questionnaire.fixtures.ts';
import { noticeRegroupings } from './group-health.service.ts';

let t: TestApp;
let admin: TestClient;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_DISABLED: 'true' });
  admin = (await registerAdmin(t)).client;
});
afterAll(async () => t.dispose());

/** A learner who answered Simi: an adult speaking German and English, free on weekday evenings. */
async function learner(firstName: string, skillId: string | null) {
  const { client, user } = await registerUser(t, { userType: 'student', firstName, lastName: 'Test' });
  if (skillId) await completeSimi(client, skillId, learnerAnswers('basics', 1));
  return { client, id: user.id as string };
}

/** The `n`-th weekday (Monday-Friday in Berlin) at least two days ahead. */
function weekday(n: number) {
  let found = 0;
  for (let days = 2; ; days++) {
    const { date } = dayAhead(t, days);
    if (Temporal.PlainDate.from(date).dayOfWeek <= 5 && ++found === n)
      return (hour: number) => dayAhead(t, days, hour).at;
  }
}

async function seat(who: { client: TestClient }, tutor: { tutorId: string; skillId: string }, at: string) {
  const res = await hold(who.client, tutor, at);
  expect(res.statusCode, res.body).toBe(201);
  const id = json<{ id: string }>(res).id;
  await confirmSeat(t, id);
  return id;
}

const overview = async (skillId: string) =>
  json<GroupHealthView>(await admin.get(`/api/admin/matching/group-health?skillId=${skillId}`));
const mine = async (c: TestClient) =>
  json<{ suggestions: RegroupSuggestion[] }>(await c.get('/api/matching/regroupings')).suggestions;

describe('post-pairing optimisation: group health and regroupings', () => {
  it('shows each group ahead with its health, proposes moving a learner who sits alone, and the learner accepts', async () => {
    const tutor = await tutorWithSkill(t);
    const ana = await learner('Ana', tutor.skillId);
    const ben = await learner('Ben', tutor.skillId);
    const cem = await learner('Cem', tutor.skillId);
    const dan = await learner('Dan', null);
    const day = weekday(1);
    const anaSeat = await seat(ana, tutor, day(18));
    await seat(ben, tutor, day(19));
    await seat(cem, tutor, day(19));
    await seat(dan, tutor, day(20));

    const view = await overview(tutor.skillId);
    expect(view.summary).toMatchObject({ groups: 3, underfilled: 2, proposals: 1 });
    const byHour = (iso: string) => view.groups.find((g) => g.startsAt === new Date(iso).toISOString());
    expect(byHour(day(18))?.health.flags).toEqual(['underfilled']);
    expect(byHour(day(19))).toMatchObject({
      learners: 2,
      members: ['Ben T.', 'Cem T.'],
      health: { flags: [] },
    });
    // Dan never answered Simi: his age band is unknown, so nobody is moved in with him or him anywhere.
    expect(byHour(day(20))?.health.flags).toEqual(['underfilled', 'noProfile']);
    expect(view.proposals).toEqual([
      expect.objectContaining({
        seatId: anaSeat,
        learnerName: 'Ana T.',
        from: expect.objectContaining({ startsAt: new Date(day(18)).toISOString(), learners: 1 }),
        to: expect.objectContaining({ startsAt: new Date(day(19)).toISOString(), learners: 2, capacity: 3 }),
        reasons: expect.arrayContaining(['fillsGroup', 'closesNearEmptyGroup']),
      }),
    ]);

    // Learners see only their own, without the others' names; staff screens stay staff's.
    expect(await mine(ben.client)).toEqual([]);
    const [suggestion] = await mine(ana.client);
    expect(suggestion).toMatchObject({ seatId: anaSeat, to: { learners: 2, tutorName: 'Lukas M.' } });
    expect(JSON.stringify(suggestion)).not.toContain('Ben');
    expect((await ana.client.get('/api/admin/matching/group-health')).statusCode).toBe(403);
    const input = { seatId: anaSeat, toSessionId: suggestion!.to.sessionId };
    expect((await ana.client.post('/api/admin/matching/regroupings/apply', input)).statusCode).toBe(403);
    // Ben cannot accept Ana's move.
    expect((await ben.client.post('/api/matching/regroupings/accept', input)).statusCode).toBe(409);

    const accepted = await ana.client.post('/api/matching/regroupings/accept', input);
    expect(accepted.statusCode, accepted.body).toBe(200);
    const newSeat = json<{ seatId: string }>(accepted).seatId;
    const [moved] = await t.ctx.db.select().from(sessionSeats).where(eq(sessionSeats.id, newSeat));
    expect(moved).toMatchObject({
      sessionId: suggestion!.to.sessionId,
      learnerId: ana.id,
      status: 'confirmed',
    });
    const [full] = await t.ctx.db
      .select({ status: tutoringSessions.status })
      .from(tutoringSessions)
      .where(eq(tutoringSessions.id, suggestion!.to.sessionId));
    expect(full?.status).toBe('full');
    const kinds = json<{ items: { kind: string }[] }>(await ana.client.get('/api/notifications')).items;
    expect(kinds.map((n) => n.kind)).toContain('seat_moved');
    // Accepted once: the same move again is no longer proposed.
    expect((await ana.client.post('/api/matching/regroupings/accept', input)).statusCode).toBe(409);
    expect((await overview(tutor.skillId)).summary).toMatchObject({ groups: 2, proposals: 0 });
  });

  it('lets staff carry out a proposal, and only a current one; bad input is a 400', async () => {
    const tutor = await tutorWithSkill(t);
    const eva = await learner('Eva', tutor.skillId);
    const fay = await learner('Fay', tutor.skillId);
    const day = weekday(2);
    await seat(eva, tutor, day(17));
    await seat(fay, tutor, day(18));
    const [proposal] = (await overview(tutor.skillId)).proposals;
    expect(proposal?.reasons).toContain('closesNearEmptyGroup');
    const input = { seatId: proposal!.seatId, toSessionId: proposal!.to.sessionId };
    expect(
      (
        await admin.post('/api/admin/matching/regroupings/apply', {
          ...input,
          toSessionId: proposal!.from.sessionId,
        })
      ).statusCode,
    ).toBe(409);
    expect((await admin.post('/api/admin/matching/regroupings/apply', { seatId: 'nope' })).statusCode).toBe(
      400,
    );
    const applied = await admin.post('/api/admin/matching/regroupings/apply', input);
    expect(applied.statusCode, applied.body).toBe(200);
    const after = await overview(tutor.skillId);
    expect(after.groups.map((g) => g.learners)).toEqual([2]);
  });

  it('tells the learner of a proposed regrouping once, by the hourly notice', async () => {
    const tutor = await tutorWithSkill(t);
    const ida = await learner('Ida', tutor.skillId);
    const jon = await learner('Jon', tutor.skillId);
    const day = weekday(3);
    await seat(ida, tutor, day(17));
    await seat(jon, tutor, day(18));
    const [proposal] = (await overview(tutor.skillId)).proposals;
    expect(proposal).toBeDefined();
    const moved = proposal!.learnerName.startsWith('Ida') ? ida : jon;
    const stays = moved === ida ? jon : ida;
    const regroupNotices = async (c: TestClient) =>
      json<{ items: { kind: string; params: Record<string, unknown>; link: string | null }[] }>(
        await c.get('/api/notifications'),
      ).items.filter((n) => n.kind === 'regroup_proposed');

    expect(await noticeRegroupings(t.ctx)).toBeGreaterThanOrEqual(1);
    const [notice, ...more] = await regroupNotices(moved.client);
    expect(more).toEqual([]);
    expect(notice).toMatchObject({
      link: '/learner-dashboard#regroup-suggestions',
      params: { skillId: tutor.skillId, startsAt: proposal!.to.startsAt },
    });
    expect(await regroupNotices(stays.client)).toEqual([]);
    // The next hour's run finds the same proposal and says nothing more.
    await noticeRegroupings(t.ctx);
    expect(await regroupNotices(moved.client)).toHaveLength(1);
  });

  it('reads how groups that met went: attendance and ratings feed back', async () => {
    const tutor = await tutorWithSkill(t);
    const [gus, hal] = [await learner('Gus', null), await learner('Hal', null)];
    const startsAt = new Date(t.ctx.now().getTime() - 3 * 24 * 3600_000);
    const endsAt = new Date(startsAt.getTime() + 3600_000);
    const [met] = await t.ctx.db
      .insert(tutoringSessions)
      .values({
        tutorId: tutor.tutorId,
        skillId: tutor.skillId,
        level: 'beginner',
        language: 'en',
        format: 'group',
        capacity: 3,
        startsAt,
        endsAt,
        status: 'completed',
        completedAt: endsAt,
      })
      .returning({ id: tutoringSessions.id });
    await t.ctx.db.insert(sessionSeats).values(
      [gus, hal].map((l, i) => ({
        sessionId: met!.id,
        capacity: 3,
        startsAt,
        endsAt,
        seatNo: i + 1,
        learnerId: l.id,
        status: 'confirmed',
        attended: i === 0,
      })),
    );
    await t.ctx.db
      .insert(reviews)
      .values({ tutorId: tutor.tutorId, authorId: gus.id, sessionId: met!.id, rating: 2 });
    const { recent, summary } = await overview(tutor.skillId);
    expect(recent).toEqual([
      expect.objectContaining({
        sessionId: met!.id,
        seats: 2,
        attendance: 0.5,
        rating: 2,
        ratings: 1,
        flags: ['lowAttendance', 'lowRating'],
      }),
    ]);
    expect(summary).toMatchObject({ recentGroups: 1, recentFlagged: 1 });
  });
});
