import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, jobs } from '../db/schema/index.ts';
import { enqueueEmail } from '../integrations/email/outbox.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { backoffSeconds } from './queue.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.dispose();
});

describe('job queue and email outbox', () => {
  it('keeps every message in the outbox and marks it sent', async () => {
    const id = await t.ctx.db.transaction((tx) =>
      enqueueEmail(t.ctx, tx, {
        to: 'a@example.eu',
        template: 'verification',
        language: 'en',
        vars: { code: '123456', firstName: 'A' },
      }),
    );
    await t.ctx.jobs.drain();
    const [row] = await t.ctx.db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
    expect(row).toMatchObject({ status: 'sent', tries: 1, toAddress: 'a@example.eu' });
    expect(t.mailer.lastTo('a@example.eu')?.text).toContain('123456');
  });

  it('creates no email when the transaction that asked for it rolls back', async () => {
    const before = (await t.ctx.db.select().from(emailOutbox)).length;
    await expect(
      t.ctx.db.transaction(async (tx) => {
        await enqueueEmail(t.ctx, tx, {
          to: 'b@example.eu',
          template: 'verification',
          language: 'en',
          vars: { code: '1', firstName: 'B' },
        });
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    expect((await t.ctx.db.select().from(emailOutbox)).length).toBe(before);
  });

  it('retries a failed delivery later with backoff and records the error', async () => {
    t.mailer.failNext = 1;
    const id = await t.ctx.db.transaction((tx) =>
      enqueueEmail(t.ctx, tx, {
        to: 'c@example.eu',
        template: 'verification',
        language: 'en',
        vars: { code: '654321', firstName: 'C' },
      }),
    );
    await t.ctx.jobs.drain();
    const [failed] = await t.ctx.db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
    expect(failed).toMatchObject({ status: 'retrying', tries: 1, lastError: 'SMTP 451 temporary failure' });
    const [job] = await t.ctx.db.select().from(jobs).where(eq(jobs.status, 'pending'));
    expect(job!.runAt.getTime()).toBeGreaterThan(Date.now() + (backoffSeconds(1) - 2) * 1000);
    // Make it due now, as time passing would.
    await t.ctx.db
      .update(jobs)
      .set({ runAt: new Date(Date.now() - 1000) })
      .where(eq(jobs.id, job!.id));
    await t.ctx.jobs.drain();
    const [sent] = await t.ctx.db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
    expect(sent).toMatchObject({ status: 'sent', tries: 2 });
  });

  it('gives up after the last attempt and marks the message failed', async () => {
    t.mailer.failNext = 100;
    const id = await t.ctx.db.transaction((tx) =>
      enqueueEmail(t.ctx, tx, {
        to: 'd@example.eu',
        template: 'verification',
        language: 'en',
        vars: { code: '1', firstName: 'D' },
      }),
    );
    for (let i = 0; i < 6; i++) {
      await t.ctx.db
        .update(jobs)
        .set({ runAt: new Date(Date.now() - 1000) })
        .where(eq(jobs.status, 'pending'));
      await t.ctx.jobs.drain();
    }
    const [row] = await t.ctx.db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
    expect(row).toMatchObject({ status: 'failed', tries: 6 });
    t.mailer.failNext = 0;
  });

  it('grows the backoff with each attempt', () => {
    expect([1, 2, 3, 4].map(backoffSeconds)).toEqual([10, 40, 160, 640]);
  });
});
