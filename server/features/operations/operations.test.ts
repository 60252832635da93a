import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationsContracts } from '../../../common/contracts/operations.ts';
import { operationsEndpoints } from '../../../common/contracts/endpoints.ts';
import { users } from '../../db/schema/index.ts';
import { createTestApp, json, registerUser, TestClient, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let admin: TestClient;
let moderator: TestClient;
let student: TestClient;

/** A fresh account given a staff role, signed in anew so its session carries the role. */
async function staff(role: 'admin' | 'moderator') {
  const { body } = await registerUser(t);
  await t.ctx.db.update(users).set({ userType: role }).where(eq(users.email, body.email));
  const client = new TestClient(t.app);
  const res = await client.post('/api/login', { username: body.email, password: body.password });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`);
  return client;
}

/** Jobs that fail every attempt, as a broken integration would. */
async function failJobs(n: number) {
  const ids: string[] = [];
  for (let i = 0; i < n; i++) {
    const id = await t.ctx.db.transaction((tx) =>
      t.ctx.jobs.enqueue(
        tx,
        'test.payout',
        { payoutId: `p-${i}`, iban: 'DE89370400440532013000', token: 'secret' },
        { retryLimit: 0 },
      ),
    );
    ids.push(id!);
  }
  await t.ctx.jobs.drain();
  return ids;
}

let failing = true;
beforeAll(async () => {
  t = await createTestApp();
  t.ctx.jobs.handle('test.payout', async () => {
    if (failing) throw new Error('payment provider unavailable');
  });
  admin = await staff('admin');
  moderator = await staff('moderator');
  student = (await registerUser(t)).client;
});
afterAll(async () => t.dispose());

describe('operations: the dead-job list', () => {
  it('declares each endpoint once, with the method and path of its contract (ADR 012)', () => {
    expect(Object.keys(operationsEndpoints).sort()).toEqual(Object.keys(operationsContracts).sort());
    for (const [name, contract] of Object.entries(operationsContracts)) {
      const endpoint = operationsEndpoints[name as keyof typeof operationsEndpoints];
      expect(endpoint).toEqual({ method: contract.method, path: contract.path });
    }
  });

  it('lists failed jobs, newest first, a page at a time, without the payload itself', async () => {
    const ids = await failJobs(3);
    const res = await moderator.get('/api/admin/jobs/failed?page=1&pageSize=2');
    expect(res.statusCode).toBe(200);
    const page = json<{
      jobs: {
        id: string;
        queue: string;
        summary: string;
        attempts: number;
        lastError: string;
        failedAt: string;
      }[];
      total: number;
      page: number;
      pageSize: number;
    }>(res);
    expect(page).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(page.jobs).toHaveLength(2);
    expect(page.jobs[0]).toMatchObject({
      queue: 'test.payout',
      attempts: 1,
      lastError: 'payment provider unavailable',
    });
    expect(res.body).not.toContain('DE89370400440532013000');
    expect(res.body).not.toContain('secret');
    for (const job of page.jobs) expect(job.summary).toMatch(/^iban=…, payoutId=p-\d, token=…$/);
    // The last to fail comes first.
    const times = page.jobs.map((j) => Date.parse(j.failedAt));
    expect(times[0]).toBeGreaterThanOrEqual(times[1]!);
    const second = json<{ jobs: { id: string }[] }>(
      await admin.get('/api/admin/jobs/failed?page=2&pageSize=2'),
    );
    const listed = [...page.jobs, ...second.jobs].map((j) => j.id);
    expect(listed.sort()).toEqual([...ids].sort());
  });

  it('lets an admin retry a failed job, which then runs', async () => {
    const [id] = (json<{ jobs: { id: string }[] }>(await admin.get('/api/admin/jobs/failed')).jobs ?? []).map(
      (j) => j.id,
    );
    failing = false;
    const res = await admin.post(`/api/admin/jobs/${id}/retry`);
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ ok: true });
    await t.ctx.jobs.drain();
    const after = json<{ total: number; jobs: { id: string }[] }>(await admin.get('/api/admin/jobs/failed'));
    expect(after.total).toBe(2);
    expect(after.jobs.map((j) => j.id)).not.toContain(id);
    // It is no longer a failed job.
    expect((await admin.post(`/api/admin/jobs/${id}/retry`)).statusCode).toBe(404);
    failing = true;
  });

  it('lets an admin discard a failed job for good', async () => {
    const [id] = json<{ jobs: { id: string }[] }>(await admin.get('/api/admin/jobs/failed')).jobs.map(
      (j) => j.id,
    );
    expect((await admin.post(`/api/admin/jobs/${id}/discard`)).statusCode).toBe(200);
    expect((await admin.post(`/api/admin/jobs/${id}/discard`)).statusCode).toBe(404);
    expect(json<{ total: number }>(await admin.get('/api/admin/jobs/failed')).total).toBe(1);
  });

  it('refuses an id that is not a job id', async () => {
    expect((await admin.post('/api/admin/jobs/not-a-uuid/retry')).statusCode).toBe(400);
    expect((await admin.get('/api/admin/jobs/failed?pageSize=1000')).statusCode).toBe(400);
  });

  it('lets moderators look but not act, and keeps everyone else out', async () => {
    const [id] = json<{ jobs: { id: string }[] }>(await admin.get('/api/admin/jobs/failed')).jobs.map(
      (j) => j.id,
    );
    expect((await moderator.get('/api/admin/jobs/failed')).statusCode).toBe(200);
    expect((await moderator.post(`/api/admin/jobs/${id}/retry`)).statusCode).toBe(403);
    expect((await moderator.post(`/api/admin/jobs/${id}/discard`)).statusCode).toBe(403);
    expect((await student.get('/api/admin/jobs/failed')).statusCode).toBe(403);
    expect((await student.post(`/api/admin/jobs/${id}/retry`)).statusCode).toBe(403);
    const anonymous = new TestClient(t.app);
    expect((await anonymous.get('/api/admin/jobs/failed')).statusCode).toBe(401);
    expect((await anonymous.post(`/api/admin/jobs/${id}/discard`)).statusCode).toBe(401);
    // Still there.
    expect(json<{ total: number }>(await admin.get('/api/admin/jobs/failed')).total).toBe(1);
  });
});
