import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GroupProposal, TutorProposal } from '../../../common/contracts/matching.ts';
import { rowsOf } from '../../db/client.ts';
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
import { hourOfWeek } from './group-health.policy.ts';

/** The tutor's side of a group Simi forms: they confirm it, or decline it before anyone takes a seat. */
let t: TestApp;
let admin: TestClient;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_DISABLED: 'true' });
  admin = (await registerAdmin(t)).client;
});
afterAll(async () => t.dispose());

const learner = async (firstName: string) =>
  (await registerUser(t, { userType: 'student', firstName, lastName: 'Test' })).client;
const mine = async (c: TestClient) =>
  json<{ proposals: GroupProposal[]; waiting: { skillId: string; position: number }[] }>(
    await c.get('/api/matching/proposals'),
  );
const ofTutor = async (c: TestClient) =>
  json<{ proposals: TutorProposal[] }>(await c.get('/api/matching/tutor-proposals')).proposals;
const kinds = async (c: TestClient) =>
  json<{ items: { kind: string }[] }>(await c.get('/api/notifications')).items.map((n) => n.kind);

/** A tutor and three learners who finished Simi, and the engine's run: one new group proposed. */
async function proposed() {
  const tutor = await tutorWithSkill(t);
  const learners = [await learner('Ana'), await learner('Ben'), await learner('Cem')];
  for (const c of learners) await completeSimi(c, tutor.skillId, learnerAnswers('getting_by', 2));
  const run = await admin.post('/api/admin/matching/run', { skillId: tutor.skillId });
  expect(json(run)).toMatchObject({ proposals: 1 });
  const [p] = await ofTutor(tutor.client);
  return { tutor, learners, p: p! };
}

describe('the tutor answers a group Simi formed with them', () => {
  it('sees it (no learner named) and confirms it; the learners see it confirmed; a second answer is refused', async () => {
    const { tutor, learners, p } = await proposed();
    expect(p).toMatchObject({ response: 'pending', asked: 3, accepted: 0 });
    expect(JSON.stringify(p)).not.toContain('Ana');
    expect((await mine(learners[0]!)).proposals[0]?.tutorConfirmed).toBe(false);

    const confirmed = await tutor.client.post(`/api/matching/tutor-proposals/${p.id}/confirm`, {});
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(json<{ proposals: TutorProposal[] }>(confirmed).proposals[0]?.response).toBe('confirmed');
    expect((await mine(learners[0]!)).proposals[0]?.tutorConfirmed).toBe(true);
    expect((await tutor.client.post(`/api/matching/tutor-proposals/${p.id}/decline`, {})).statusCode).toBe(
      409,
    );
    expect((await tutor.client.post(`/api/matching/tutor-proposals/${p.id}/confirm`, {})).statusCode).toBe(
      409,
    );
  });

  it('declines it: the learners wait again in their places and are told, and the hour is not proposed to the tutor again', async () => {
    const { tutor, learners, p } = await proposed();
    const declined = await tutor.client.post(`/api/matching/tutor-proposals/${p.id}/decline`, {});
    expect(declined.statusCode, declined.body).toBe(200);
    expect(json<{ proposals: TutorProposal[] }>(declined).proposals).toEqual([]);
    for (const [i, c] of learners.entries()) {
      const m = await mine(c);
      expect(m.proposals).toEqual([]);
      expect(m.waiting).toEqual([expect.objectContaining({ skillId: p.skillId, position: i + 1 })]);
      expect(await kinds(c)).toContain('group_withdrawn');
    }
    const [slot] = rowsOf<{ slot: number }>(
      await t.ctx.db.execute(sql`select slot from tutor_declined_slots where tutor_id = ${tutor.tutorId}`),
    );
    expect(slot?.slot).toBe(hourOfWeek(new Date(p.startsAt)));
    // A run was queued; run now: if the tutor is proposed again, it is at another weekly hour.
    const queued = rowsOf<{ n: number }>(
      await t.ctx.db.execute(
        sql`select count(*)::int as n from pgboss.job where name = 'matching.run' and data->>'skillId' = ${p.skillId} and state = 'created'`,
      ),
    );
    expect(queued[0]?.n).toBeGreaterThan(0);
    await admin.post('/api/admin/matching/run', { skillId: p.skillId });
    for (const again of await ofTutor(tutor.client))
      expect(hourOfWeek(new Date(again.startsAt))).not.toBe(hourOfWeek(new Date(p.startsAt)));
  });

  it('cannot decline once a learner took a seat, nor answer another tutor’s group; a learner may not use it', async () => {
    const { tutor, learners, p } = await proposed();
    const [proposal] = (await mine(learners[0]!)).proposals;
    const taken = await learners[0]!.post(`/api/matching/proposals/${proposal!.id}/accept`, {
      timeZone: 'Europe/Berlin',
    });
    expect(taken.statusCode, taken.body).toBe(200);
    expect((await ofTutor(tutor.client))[0]).toMatchObject({ accepted: 1, response: 'pending' });
    const refused = await tutor.client.post(`/api/matching/tutor-proposals/${p.id}/decline`, {});
    expect(refused.statusCode).toBe(409);
    expect(json<{ message: string }>(refused).message).toContain('Cancel the session');

    const other = await tutorWithSkill(t);
    expect((await other.client.post(`/api/matching/tutor-proposals/${p.id}/confirm`, {})).statusCode).toBe(
      404,
    );
    expect((await learners[1]!.get('/api/matching/tutor-proposals')).statusCode).toBe(403);
    expect((await tutor.client.post('/api/matching/tutor-proposals/not-a-uuid/confirm', {})).statusCode).toBe(
      400,
    );
  });
});
