import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../db/client.ts';
import { emailOutbox } from '../db/schema/index.ts';
import { enqueueEmail } from '../integrations/email/outbox.ts';
import { createTestApp, TEST_DRIVER, type TestApp } from '../test/test-app.ts';
import { JobQueue, type JobPayload, summarizePayload } from './queue.ts';
import { bossDbFor } from './sql-executor.ts';

const log = pino({ level: 'silent' });
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.dispose();
});

interface JobRow {
  id: string;
  state: string;
  start_after: string;
  retry_count: number;
  singleton_key: string | null;
}
const jobsOf = async (queue: string) =>
  rowsOf<JobRow>(
    await t.ctx.db.execute(
      sql`select id, state::text as state, start_after::text as start_after, retry_count, singleton_key
          from pgboss.job where name = ${queue} order by created_on`,
    ),
  );
/** Makes every waiting job of a queue due now, as time passing would. */
const makeDue = (queue: string) =>
  t.ctx.db.execute(
    sql`update pgboss.job set start_after = now() - interval '1 second'
        where name = ${queue} and state in ('created', 'retry')`,
  );
const mail = (to: string, code = '123456') => ({
  to,
  template: 'verification' as const,
  language: 'en',
  vars: { code, firstName: 'A' },
});

describe(`job queue on pg-boss (${TEST_DRIVER})`, () => {
  it('runs on the schema our migrations installed (pg-boss schema version 24)', async () => {
    const [row] = rowsOf<{ version: number }>(
      await t.ctx.db.execute(sql`select version from pgboss.version`),
    );
    expect(Number(row!.version)).toBe(24);
  });

  it('keeps every message in the outbox and marks it sent', async () => {
    const id = await t.ctx.db.transaction((tx) => enqueueEmail(t.ctx, tx, mail('a@example.eu')));
    await t.ctx.jobs.drain();
    const [row] = await t.ctx.db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
    expect(row).toMatchObject({ status: 'sent', tries: 1, toAddress: 'a@example.eu' });
    expect(t.mailer.lastTo('a@example.eu')?.text).toContain('123456');
  });

  it('creates no email and no job when the transaction that asked for it rolls back', async () => {
    const outbox = (await t.ctx.db.select().from(emailOutbox)).length;
    const jobs = (await jobsOf('email.send')).length;
    await expect(
      t.ctx.db.transaction(async (tx) => {
        await enqueueEmail(t.ctx, tx, mail('b@example.eu', '1'));
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    expect((await t.ctx.db.select().from(emailOutbox)).length).toBe(outbox);
    expect((await jobsOf('email.send')).length).toBe(jobs);
  });

  it('retries a failed delivery later with backoff and records the error', async () => {
    t.mailer.failNext = 1;
    const id = await t.ctx.db.transaction((tx) => enqueueEmail(t.ctx, tx, mail('c@example.eu', '654321')));
    const before = Date.now();
    await t.ctx.jobs.drain();
    const [failed] = await t.ctx.db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
    expect(failed).toMatchObject({ status: 'retrying', tries: 1, lastError: 'SMTP 451 temporary failure' });
    const [job] = (await jobsOf('email.send')).filter((j) => j.state === 'retry');
    // First retry after 10–20 s (10 s, jittered up to double).
    const wait = new Date(job!.start_after).getTime() - before;
    expect(wait).toBeGreaterThan(8_000);
    expect(wait).toBeLessThan(22_000);
    await t.ctx.jobs.drain();
    expect((await t.ctx.db.select().from(emailOutbox).where(eq(emailOutbox.id, id)))[0]!.status).toBe(
      'retrying',
    );
    await makeDue('email.send');
    await t.ctx.jobs.drain();
    const [sent] = await t.ctx.db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
    expect(sent).toMatchObject({ status: 'sent', tries: 2 });
  });

  it('gives up after the last attempt: the message is failed and the job is in the dead-job list', async () => {
    t.mailer.failNext = 100;
    const id = await t.ctx.db.transaction((tx) => enqueueEmail(t.ctx, tx, mail('d@example.eu', '1')));
    for (let i = 0; i < 8; i++) {
      await makeDue('email.send');
      await t.ctx.jobs.drain();
    }
    const [row] = await t.ctx.db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
    expect(row).toMatchObject({ status: 'failed', tries: 6 });
    const { total, jobs } = await t.ctx.jobs.listFailed(1, 20);
    expect(total).toBe(1);
    expect(jobs[0]).toMatchObject({
      queue: 'email.send',
      summary: `outboxId=${id}`,
      attempts: 6,
      lastError: 'SMTP 451 temporary failure',
    });
    expect(Date.parse(jobs[0]!.failedAt!)).toBeGreaterThan(Date.now() - 60_000);
    expect(await t.ctx.jobs.counts()).toMatchObject({ failed: 1 });

    // An operator retries it once the mail server is back.
    t.mailer.failNext = 0;
    expect(await t.ctx.jobs.retryFailed(jobs[0]!.id)).toBe(true);
    expect(await t.ctx.jobs.retryFailed(jobs[0]!.id)).toBe(false);
    await t.ctx.jobs.drain();
    expect((await t.ctx.db.select().from(emailOutbox).where(eq(emailOutbox.id, id)))[0]!.status).toBe('sent');
    expect((await t.ctx.jobs.listFailed(1, 20)).total).toBe(0);
  });

  it('discards a failed job for good, and only a failed one', async () => {
    t.ctx.jobs.handle('test.always-fails', async () => {
      throw new Error('boom');
    });
    const id = await t.ctx.db.transaction((tx) =>
      t.ctx.jobs.enqueue(
        tx,
        'test.always-fails',
        { reportId: 'r-1', email: 'secret@example.eu' },
        { retryLimit: 0 },
      ),
    );
    expect(await t.ctx.jobs.discardFailed(id!)).toBe(false); // still queued
    await t.ctx.jobs.drain();
    const { jobs } = await t.ctx.jobs.listFailed(1, 20);
    const dead = jobs.find((j) => j.id === id)!;
    expect(dead).toMatchObject({ attempts: 1, lastError: 'boom', summary: 'email=…, reportId=r-1' });
    expect(await t.ctx.jobs.discardFailed(id!)).toBe(true);
    expect(await t.ctx.jobs.discardFailed(id!)).toBe(false);
    expect((await jobsOf('test.always-fails')).length).toBe(0);
  });

  it('enqueues inside a caller transaction: a commit keeps the job, a rollback leaves none', async () => {
    const seen: JobPayload[] = [];
    t.ctx.jobs.handle('test.tx', async (payload) => {
      seen.push(payload);
    });
    await expect(
      t.ctx.db.transaction(async (tx) => {
        await t.ctx.jobs.enqueue(tx, 'test.tx', { n: 1 });
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    expect(await jobsOf('test.tx')).toEqual([]);
    await t.ctx.db.transaction((tx) => t.ctx.jobs.enqueue(tx, 'test.tx', { n: 2 }));
    await t.ctx.jobs.drain();
    expect(seen).toEqual([{ n: 2 }]);
  });

  it('enqueues several jobs in one statement, in the caller transaction, with their priorities and starts', async () => {
    const seen: number[] = [];
    t.ctx.jobs.handle(
      'test.many',
      async (payload) => {
        seen.push(Number(payload.n));
      },
      { batchSize: 10 },
    );
    await expect(
      t.ctx.db.transaction(async (tx) => {
        await t.ctx.jobs.enqueueMany(tx, 'test.many', [{ payload: { n: 0 } }]);
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    expect(await jobsOf('test.many')).toEqual([]);
    await t.ctx.db.transaction((tx) =>
      t.ctx.jobs.enqueueMany(tx, 'test.many', [
        { payload: { n: 1 }, opts: { priority: 1 } },
        { payload: { n: 2 }, opts: { priority: 3 } },
        { payload: { n: 3 }, opts: { priority: 2 } },
        { payload: { n: 4 }, opts: { startAfter: 3600 } },
      ]),
    );
    const rows = await jobsOf('test.many');
    expect(rows).toHaveLength(4);
    await t.ctx.jobs.drain();
    // Highest priority first; the one due in an hour waits.
    expect(seen).toEqual([2, 3, 1]);
    await makeDue('test.many');
    await t.ctx.jobs.drain();
    expect(seen).toEqual([2, 3, 1, 4]);
    await expect(
      t.ctx.db.transaction((tx) =>
        t.ctx.jobs.enqueueMany(tx, 'test.many', [{ payload: { n: 5 }, opts: { singletonKey: 'k' } }]),
      ),
    ).rejects.toThrow(/singleton/);
  });

  it('runs up to `concurrency` jobs of a fetched batch at once, each completed or failed on its own', async () => {
    let running = 0;
    let most = 0;
    const done: number[] = [];
    t.ctx.jobs.handle(
      'test.wide',
      async (payload) => {
        running++;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 30));
        running--;
        if (payload.n === 3) throw new Error('three fails');
        done.push(Number(payload.n));
      },
      { batchSize: 10, concurrency: 3 },
    );
    await t.ctx.db.transaction((tx) =>
      t.ctx.jobs.enqueueMany(
        tx,
        'test.wide',
        [1, 2, 3, 4, 5, 6, 7].map((n) => ({ payload: { n }, opts: { retryLimit: 0 } })),
      ),
    );
    await t.ctx.jobs.drain();
    expect(most).toBe(3);
    expect(done.sort()).toEqual([1, 2, 4, 5, 6, 7]);
    const states = (await jobsOf('test.wide')).map((r) => r.state).sort();
    expect(states).toEqual([
      'completed',
      'completed',
      'completed',
      'completed',
      'completed',
      'completed',
      'failed',
    ]);
  });

  it('waits for startAfter / runAt before running a job', async () => {
    const seen: number[] = [];
    t.ctx.jobs.handle('test.later', async (payload) => {
      seen.push(payload.n as number);
    });
    await t.ctx.jobs.enqueue(t.ctx.db, 'test.later', { n: 1 }, { startAfter: 900 });
    await t.ctx.jobs.enqueue(t.ctx.db, 'test.later', { n: 2 }, { runAt: new Date(Date.now() + 3600_000) });
    await t.ctx.jobs.drain();
    expect(seen).toEqual([]);
    const starts = (await jobsOf('test.later')).map((j) => new Date(j.start_after).getTime() - Date.now());
    expect(starts[0]).toBeGreaterThan(890_000);
    expect(starts[1]).toBeGreaterThan(3590_000);
    await makeDue('test.later');
    await t.ctx.jobs.drain();
    expect(seen.sort()).toEqual([1, 2]);
  });

  it('keeps at most one queued job per singleton key on a stately queue', async () => {
    const seen: string[] = [];
    t.ctx.jobs.handle('test.hold-expiry', async (payload) => void seen.push(String(payload.bookingId)), {
      policy: 'stately',
    });
    const send = (bookingId: string) =>
      t.ctx.db.transaction((tx) =>
        t.ctx.jobs.enqueue(tx, 'test.hold-expiry', { bookingId }, { singletonKey: bookingId }),
      );
    const first = await send('b-1');
    expect(first).toEqual(expect.any(String));
    expect(await send('b-1')).toBeNull();
    expect(await send('b-2')).toEqual(expect.any(String));
    await t.ctx.jobs.drain();
    expect(seen.sort()).toEqual(['b-1', 'b-2']);
    // Once the first has run, the key is free again.
    expect(await send('b-1')).toEqual(expect.any(String));
  });

  it('refuses a queue nobody handles', async () => {
    await expect(t.ctx.jobs.enqueue(t.ctx.db, 'test.nobody', {})).rejects.toThrow(/No handler/);
  });

  it('started workers pick a job up on NOTIFY, and stop leaves no timer behind', async () => {
    // On PostgreSQL every pool client is made (and idle, with its idle timer) before counting timers.
    await Promise.all([1, 2, 3, 4].map(() => t.ctx.db.execute(sql`select pg_sleep(0.02)`)));
    const timersBefore = process.getActiveResourcesInfo().filter((r) => r === 'Timeout').length;
    const node = new JobQueue(t.ctx.database, log, { pollMs: 60_000 });
    let done: (payload: JobPayload) => void = () => {};
    const ran = new Promise<JobPayload>((resolve) => {
      done = resolve;
    });
    node.handle('test.notify', async (payload) => done(payload));
    await node.start();
    const started = Date.now();
    await t.ctx.db.transaction((tx) => node.enqueue(tx, 'test.notify', { n: 7 }));
    expect(await ran).toEqual({ n: 7 });
    // Woken by the NOTIFY, not by the (one-minute) poll.
    expect(Date.now() - started).toBeLessThan(5_000);
    await node.stop();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const timersAfter = process.getActiveResourcesInfo().filter((r) => r === 'Timeout').length;
    expect(timersAfter).toBeLessThanOrEqual(timersBefore);
  });

  it('wakes the workers for a job due now, not for one due later', async () => {
    const heard: string[] = [];
    const listen = t.ctx.database.pglite
      ? (ch: string, fn: (p: string) => void) => t.ctx.database.pglite!.listen(ch, fn)
      : t.ctx.database.listen!;
    const unlisten = await listen('trt_jobs', (queue) => heard.push(queue));
    try {
      t.ctx.jobs.handle('test.later', async () => {});
      await t.ctx.jobs.enqueue(t.ctx.db, 'test.later', { n: 1 }, { startAfter: 15 * 60 });
      await t.ctx.jobs.enqueue(t.ctx.db, 'test.later', { n: 2 }, { runAt: new Date(Date.now() + 60_000) });
      await new Promise((resolve) => setTimeout(resolve, 150));
      expect(heard).toEqual([]);
      await t.ctx.jobs.enqueue(t.ctx.db, 'test.later', { n: 3 });
      await expect.poll(() => heard).toEqual(['test.later']);
    } finally {
      await unlisten();
    }
  });

  it('fires a cron schedule once across two nodes', async () => {
    // A schedule fires for the minute that has begun; start early in a minute so the wait stays inside it.
    const second = new Date().getUTCSeconds();
    if (second > 40) await new Promise((resolve) => setTimeout(resolve, (61 - second) * 1000));
    const fired: string[] = [];
    const nodes = ['a', 'b'].map((name) => {
      const node = new JobQueue(t.ctx.database, log, {
        pollMs: 200,
        boss: { cronMonitorIntervalSeconds: 1, cronWorkerIntervalSeconds: 1 },
      });
      node.handle('test.payouts', async (payload) => void fired.push(`${name}:${String(payload.week)}`));
      return node;
    });
    await nodes[0]!.schedule('test.payouts', '* * * * *', { week: 'current' }, { tz: 'Europe/Berlin' });
    try {
      await Promise.all(nodes.map((n) => n.start()));
      const until = Date.now() + 15_000;
      while (fired.length === 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 100));
      // Both nodes' clocks run a few more rounds; none may fire the same minute again.
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      expect(fired).toHaveLength(1);
      expect(fired[0]).toMatch(/^[ab]:current$/);
    } finally {
      await nodes[0]!.unschedule('test.payouts');
      await Promise.all(nodes.map((n) => n.stop()));
    }
  });

  it('sets up at start the cron a queue declares with its handler (the hourly throttle clean-up)', async () => {
    const node = new JobQueue(t.ctx.database, log, { pollMs: 200 });
    node.handle('test.declared-cron', async () => {}, { cron: '5 * * * *' });
    try {
      await node.start();
      const { rows } = await bossDbFor(t.ctx.database).executeSql(
        `select cron, timezone from pgboss.schedule where name = 'test.declared-cron'`,
      );
      expect(rows).toEqual([{ cron: '5 * * * *', timezone: 'UTC' }]);
    } finally {
      await node.unschedule('test.declared-cron');
      await node.stop();
    }
  });

  it("runs pg-boss's own schema migrations on this database", async () => {
    // A fresh schema: pg-boss installs it (one script: BEGIN … COMMIT), is rolled back one version,
    // then migrates itself forward again at start().
    const schema = `probe_${randomBytes(4).toString('hex')}`;
    const db = bossDbFor(t.ctx.database);
    const boss = () => new PgBoss({ db: db as PgBoss.Db, schema, supervise: false, schedule: false });
    const first = boss();
    await first.start();
    expect(Number(await first.schemaVersion())).toBe(24);
    await first.stop({ graceful: false });
    // pg-boss compares the version as a number, whatever its types say.
    await db.executeSql(PgBoss.getRollbackPlans(schema, 24 as unknown as string));
    expect(Number(await boss().schemaVersion())).toBe(23);
    const second = boss();
    await second.start();
    expect(Number(await second.schemaVersion())).toBe(24);
    await second.createQueue('probe');
    expect(await second.send('probe', { ok: true })).toEqual(expect.any(String));
    await second.stop({ graceful: false });
    await db.executeSql(`drop schema ${schema} cascade`);
  });
});

describe('payload summaries', () => {
  it('show keys, identifiers and numbers, never other text', () => {
    expect(
      summarizePayload({
        outboxId: '0f8fad5b-d9cb-469f-a165-70867728950e',
        attempt: 2,
        email: 'mia@example.eu',
        token: 'abc123',
        user_id: 'u-1',
        nested: { password: 'x' },
        urgent: true,
        reason: null,
      }),
    ).toBe(
      'attempt=2, email=…, nested=…, outboxId=0f8fad5b-d9cb-469f-a165-70867728950e, reason=null, token=…, urgent=true, user_id=u-1',
    );
    // An "id" that is not identifier-shaped is hidden too.
    expect(summarizePayload({ sessionId: 'has spaces and secrets' })).toBe('sessionId=…');
  });
});
