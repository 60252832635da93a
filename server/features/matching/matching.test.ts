import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GroupProposal, WaitlistEntry } from '../../../common/contracts/matching.ts';
import {
  createTestApp,
  registerAdmin,
  json,
  registerUser,
  type TestApp,
  type TestClient,
} from '../../test/test-app.ts';
import { tutorWithSkill } from '../booking/booking.fixtures.ts';
import { completeSimi, learnerAnswers } from '../questionnaire/questionnaire.fixtures.ts';
import { nextOccurrence } from './matching-run.service.ts';
import { dayPartsToUtcHours, windowsToUtcHours } from './weekly-hours.ts';

let t: TestApp;
let admin: TestClient;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_DISABLED: 'true' });
  admin = (await registerAdmin(t)).client;
});
afterAll(async () => t.dispose());

type Mine = { proposals: GroupProposal[]; waiting: WaitlistEntry[] };
const mine = async (c: TestClient) => json<Mine>(await c.get('/api/matching/proposals'));
const learner = async (firstName: string) =>
  (await registerUser(t, { userType: 'student', firstName, lastName: 'Test' })).client;
const BERLIN = { timeZone: 'Europe/Berlin' };

describe('weekly hours in UTC', () => {
  // The coming week from a date in each half of the year: summer time shifts UTC hours by one.
  const winter = new Date('2026-12-01T12:00:00Z');
  const summer = new Date('2026-07-01T12:00:00Z');
  it('turns day parts in a zone into UTC hours of the week, across summer time', () => {
    // Monday 09:00-12:00 in Berlin is 08-11 UTC in winter and 07-10 UTC in summer.
    expect(dayPartsToUtcHours(['weekday_morning'], 'Europe/Berlin', winter).slice(0, 3)).toEqual([8, 9, 10]);
    expect(dayPartsToUtcHours(['weekday_morning'], 'Europe/Berlin', summer).slice(0, 3)).toEqual([7, 8, 9]);
    expect(dayPartsToUtcHours(['weekend_evening'], 'Europe/Lisbon', winter)).toEqual([
      5 * 24 + 17,
      5 * 24 + 18,
      5 * 24 + 19,
      5 * 24 + 20,
      6 * 24 + 17,
      6 * 24 + 18,
      6 * 24 + 19,
      6 * 24 + 20,
    ]);
  });

  it("turns a tutor's windows (0 = Sunday, minutes) into the whole UTC hours they cover", () => {
    // Sunday 14:30-17:00 in Helsinki (UTC+2 in winter) covers 15:00 and 16:00 local: 13 and 14 UTC.
    expect(
      windowsToUtcHours([{ weekday: 0, startMinute: 870, endMinute: 1020 }], 'Europe/Helsinki', winter),
    ).toEqual([6 * 24 + 13, 6 * 24 + 14]);
  });

  it('finds the next instant of a weekly UTC hour', () => {
    const from = new Date('2026-11-25T10:30:00Z'); // a Wednesday
    expect(nextOccurrence(2 * 24 + 11, from).toISOString()).toBe('2026-11-25T11:00:00.000Z');
    expect(nextOccurrence(2 * 24 + 10, from).toISOString()).toBe('2026-12-02T10:00:00.000Z');
    expect(nextOccurrence(0, from).toISOString()).toBe('2026-11-30T00:00:00.000Z');
  });
});

describe('matching forms real groups that the booking flow takes over', () => {
  it('three learners who finished Simi are proposed a group; accepting takes the seats; a fourth fills the open seat', async () => {
    const tutor = await tutorWithSkill(t);
    const [ana, ben, cem] = [await learner('Ana'), await learner('Ben'), await learner('Cem')];
    for (const c of [ana, ben, cem]) await completeSimi(c, tutor.skillId, learnerAnswers('getting_by', 2));
    // Finishing Simi queued a matching run for the skill (the worker would run it; here staff do).
    const queued = await t.ctx.db.execute(
      sql`select count(*)::int as n from pgboss.job where name = 'matching.run' and data->>'skillId' = ${tutor.skillId}`,
    );
    expect(Number(((queued as { rows: { n: number }[] }).rows[0] as { n: number }).n)).toBeGreaterThan(0);
    expect((await mine(ana)).waiting).toEqual([
      expect.objectContaining({ skillId: tutor.skillId, position: 1, estimateWeeks: null }),
    ]);
    expect((await mine(cem)).waiting[0]?.position).toBe(3);

    const run = await admin.post('/api/admin/matching/run', { skillId: tutor.skillId });
    expect(run.statusCode, run.body).toBe(200);
    expect(json(run)).toEqual({ proposals: 1, learnersPlaced: 3, learnersWaiting: 0 });

    const proposals = await Promise.all([ana, ben, cem].map(mine));
    const [p] = proposals[0]!.proposals;
    expect(p).toMatchObject({ kind: 'new_group', tutorName: 'Lukas M.', level: 'intermediate', others: 2 });
    for (const m of proposals) {
      expect(m.proposals.map((x) => x.id)).toEqual([p?.id]);
      expect(m.waiting).toEqual([]);
    }
    // At least two days ahead, on the hour, at a time the learners gave (weekday evenings or weekend mornings in Berlin).
    const startsAt = new Date(p?.startsAt as string);
    expect(startsAt.getTime()).toBeGreaterThanOrEqual(t.ctx.now().getTime() + 47 * 3600_000);
    const local = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Berlin',
      weekday: 'short',
      hour: '2-digit',
      hour12: false,
    }).formatToParts(startsAt);
    const hour = Number(local.find((x) => x.type === 'hour')?.value);
    const weekend = ['Sat', 'Sun'].includes(local.find((x) => x.type === 'weekday')?.value ?? '');
    expect(weekend ? hour >= 9 && hour < 12 : hour >= 17 && hour < 21).toBe(true);

    // The tutor and the learners were told.
    const kinds = async (c: TestClient) =>
      json<{ items: { kind: string }[] }>(await c.get('/api/notifications')).items.map((n) => n.kind);
    expect(await kinds(ana)).toContain('group_proposed');
    expect(await kinds(tutor.client)).toContain('group_proposed_tutor');

    // Ana and Ben accept: each takes a seat through the booking flow (held for payment); Cem declines.
    const a = await ana.post(`/api/matching/proposals/${p?.id}/accept`, BERLIN);
    expect(a.statusCode, a.body).toBe(200);
    // The group now meets, but its two other seats are spoken for while Ben and Cem may still answer:
    // a learner who finishes Simi meanwhile is not offered them.
    const dan = await learner('Dan');
    await completeSimi(dan, tutor.skillId, learnerAnswers('getting_by', 2));
    expect(json(await admin.post('/api/admin/matching/run', { skillId: tutor.skillId }))).toMatchObject({
      proposals: 0,
      learnersWaiting: 1,
    });
    expect((await ben.post(`/api/matching/proposals/${p?.id}/accept`, BERLIN)).statusCode).toBe(200);
    expect((await cem.post(`/api/matching/proposals/${p?.id}/decline`, {})).statusCode).toBe(200);
    const seats = json<{ upcoming: unknown[] }>(await ana.get('/api/booking/seats'));
    expect(seats.upcoming).toHaveLength(1);
    expect(seats.upcoming[0]).toMatchObject({
      id: json<{ seatId: string }>(a).seatId,
      status: 'held',
      session: { startsAt: p?.startsAt, seatsTaken: 2 },
    });
    // Answered once: again, or the other way round, is a conflict; someone else's proposal does not exist for them.
    expect((await ana.post(`/api/matching/proposals/${p?.id}/accept`, BERLIN)).statusCode).toBe(409);
    expect((await ana.post(`/api/matching/proposals/${p?.id}/decline`, {})).statusCode).toBe(409);
    const stranger = await learner('Dora');
    expect((await stranger.post(`/api/matching/proposals/${p?.id}/accept`, BERLIN)).statusCode).toBe(404);
    // Cem waits again, keeping his place in the queue ahead of Dan, who came later.
    expect((await mine(cem)).waiting).toEqual([expect.objectContaining({ position: 1 })]);
    expect((await mine(dan)).waiting).toEqual([expect.objectContaining({ position: 2 })]);

    // The next run fills the group's free seat before it would open a new one: one of the two gets it.
    const next = json<{ proposals: number }>(
      await admin.post('/api/admin/matching/run', { skillId: tutor.skillId }),
    );
    expect(next.proposals).toBe(1);
    const offered = [...(await mine(cem)).proposals, ...(await mine(dan)).proposals];
    expect(offered).toHaveLength(1);
    const [fill] = offered;
    expect(fill).toMatchObject({ kind: 'open_group', startsAt: p?.startsAt, others: 0 });
    const filler = (await mine(cem)).proposals.length === 1 ? cem : dan;
    expect(fill?.parts.fill).toBeGreaterThan(0);
    expect((await filler.post(`/api/matching/proposals/${fill?.id}/accept`, BERLIN)).statusCode).toBe(200);
    const group = await t.ctx.db.execute(
      sql`select seats_held from tutoring_sessions where tutor_id = ${tutor.tutorId} and starts_at = ${p?.startsAt}`,
    );
    expect(
      Number(((group as { rows: { seats_held: number }[] }).rows[0] as { seats_held: number }).seats_held),
    ).toBe(3);
  });

  it('runs for staff only, and says nothing is waiting for a skill without requests', async () => {
    const c = await learner('Eva');
    expect((await c.post('/api/admin/matching/run', { skillId: 'guitar' })).statusCode).toBe(403);
    expect(json(await admin.post('/api/admin/matching/run', { skillId: 'no-one-waits' }))).toEqual({
      proposals: 0,
      learnersPlaced: 0,
      learnersWaiting: 0,
    });
    expect((await c.post('/api/matching/proposals/not-a-uuid/accept', BERLIN)).statusCode).toBe(400);
  });
});

describe('the live demo', () => {
  it('matches a generated pool with the real engine, answers why, and refuses pools it does not offer', async () => {
    const visitor = (await registerUser(t)).client;
    const res = await visitor.get('/api/matching/demo?learners=60&seed=3&emphasis=level&openGroups=true');
    expect(res.statusCode, res.body).toBe(200);
    const demo = json<{
      learners: number;
      seated: number;
      waiting: number;
      openGroups: number;
      total: number;
      groups: {
        openGroup: boolean;
        learners: { level: number }[];
        score: number;
        parts: Record<string, number>;
      }[];
    }>(res);
    expect(demo.learners).toBe(60);
    expect(demo.seated + demo.waiting).toBe(60);
    expect(demo.groups.length).toBeGreaterThan(3);
    for (const g of demo.groups) {
      const levels = g.learners.map((l) => l.level);
      expect(Math.max(...levels) - Math.min(...levels)).toBeLessThanOrEqual(1);
      expect(g.learners.length).toBe(g.openGroup ? g.learners.length : 3);
      const sum = Object.values(g.parts).reduce((a, b) => a + b, 0);
      expect(g.score).toBeCloseTo(sum, 1);
    }
    expect(demo.total).toBeCloseTo(
      demo.groups.reduce((s, g) => s + g.score, 0),
      0,
    );
    // The same controls give the same groups.
    expect(
      json(await visitor.get('/api/matching/demo?learners=60&seed=3&emphasis=level&openGroups=true')),
    ).toMatchObject({
      total: demo.total,
    });
    expect((await visitor.get('/api/matching/demo?learners=5000')).statusCode).toBe(400);
    expect((await visitor.get('/api/matching/demo?emphasis=chaos')).statusCode).toBe(400);
  });
});
