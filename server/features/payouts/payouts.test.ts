import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SeatView } from '../../../common/contracts/booking.ts';
import { rowsOf } from '../../db/client.ts';
import { platformSettings, sandboxPayouts, tutorEarnings, tutorPayouts } from '../../db/schema/index.ts';
import { signPayload, SandboxProvider } from '../../integrations/payments/index.ts';
import {
  createTestApp,
  registerAdmin,
  json,
  registerUser,
  type TestApp,
  type TestClient,
} from '../../test/test-app.ts';
import * as fixtures from '../booking/booking.fixtures.ts';
import { balanceOf, verifyLedger } from '../ledger/index.ts';
import { weekOf } from './payouts.policy.ts';
import { reconcilePayouts, runLastWeek } from './payouts.service.ts';

let t: TestApp;
let admin: TestClient;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_DISABLED: 'true' });
  admin = (await registerAdmin(t)).client;
});
afterAll(async () => {
  await expectLedgerBalanced();
  await t.dispose();
});

const PAYS = 'DE89370400440532013000';
const NO_ACCOUNT = 'DE62370400440532013001';

async function expectLedgerBalanced() {
  const report = await verifyLedger(t.ctx.db);
  expect(report.faults).toEqual([]);
  const [sum] = rowsOf<{ s: string | null }>(
    await t.ctx.db.execute(sql`select sum(amount)::text as s from ledger_entries`),
  );
  expect(Number(sum?.s ?? 0)).toBe(0);
}

/** A tutor's 3:1 session tomorrow with one paid learner, taught and completed through the API. */
async function completedSession(tutor?: Awaited<ReturnType<typeof fixtures.tutorWithSkill>>) {
  const tt = tutor ?? (await fixtures.tutorWithSkill(t));
  const { at } = fixtures.dayAhead(t, 1, 11);
  const learner = (await registerUser(t, { userType: 'student' })).client;
  const seat = json<SeatView>(await fixtures.hold(learner, tt, at));
  await fixtures.confirmSeat(t, seat.id);
  t.clock.advance((new Date(at).getTime() - t.ctx.now().getTime()) / 1000 + 3600);
  const res = await tt.client.post(`/api/booking/teaching/${seat.session.id}/complete`, {
    attendance: [{ seatId: seat.id, attended: true }],
  });
  expect(res.statusCode, res.body).toBe(200);
  return { tutor: tt, at, sessionId: seat.session.id, seatId: seat.id, learner };
}

/** Moves the clock to the Monday 03:10 (Berlin) after the week of `at`: "last week" is then that week. */
function toMondayAfter(at: string) {
  const w = weekOf(new Date(at));
  t.clock.advance((w.endsAt.getTime() - t.ctx.now().getTime()) / 1000 + 3 * 3600 + 600);
}

const setIban = (c: TestClient, iban: string) =>
  c.request('PUT', '/api/payouts/method', { kind: 'iban', accountHolder: 'Lukas Meyer', iban });

const payoutsOfTutor = (tutorId: string) =>
  t.ctx.db.select().from(tutorPayouts).where(eq(tutorPayouts.tutorId, tutorId));

async function transactionsOf(reference: string, kind?: string) {
  const [row] = rowsOf<{ n: number }>(
    await t.ctx.db.execute(
      sql`select count(*)::int as n from ledger_transactions where reference = ${reference} ${kind ? sql`and kind = ${kind}` : sql``}`,
    ),
  );
  return row?.n ?? 0;
}

const payable = (tutorId: string) =>
  balanceOf(t.ctx.db, { kind: 'tutor_payable', ownerId: tutorId, currency: 'EUR' });

/** How many payouts the sandbox holds for one of ours (a payout is never made twice). */
async function sandboxPayoutsFor(payoutId: string) {
  const [row] = rowsOf<{ n: number }>(
    await t.ctx.db.execute(
      sql`select count(*)::int as n from sandbox_payouts where metadata->>'payoutId' = ${payoutId}`,
    ),
  );
  return row?.n ?? 0;
}

/** Re-delivers one of a sandbox payout's recorded events to our endpoint, freshly signed. */
async function redeliver(providerPayoutId: string, type: string) {
  const [row] = await t.ctx.db.select().from(sandboxPayouts).where(eq(sandboxPayouts.id, providerPayoutId));
  const events = (
    row!.metadata as { events: { id: string; type: string; created: number; object: unknown }[] }
  ).events;
  const e = events.find((x) => x.type === type)!;
  const raw = JSON.stringify({
    id: e.id,
    object: 'event',
    type: e.type,
    created: e.created,
    data: { object: e.object },
  });
  const secret = SandboxProvider.secretFrom('test-secret-test-secret-test-secret-0000');
  return t.app.inject({
    method: 'POST',
    url: '/api/payouts/webhooks/sandbox',
    headers: {
      'content-type': 'application/json',
      'sandbox-signature': signPayload(secret, raw, t.ctx.now()),
    },
    payload: raw,
  });
}

describe('earnings', () => {
  it('a completed session earns its tutor 12 EUR once, even when completed twice at once', async () => {
    const tutor = await fixtures.tutorWithSkill(t);
    const { at } = fixtures.dayAhead(t, 1, 14);
    const learner = (await registerUser(t, { userType: 'student' })).client;
    const seat = json<SeatView>(await fixtures.hold(learner, tutor, at));
    await fixtures.confirmSeat(t, seat.id);
    t.clock.advance((new Date(at).getTime() - t.ctx.now().getTime()) / 1000 + 3600);
    const body = { attendance: [{ seatId: seat.id, attended: true }] };
    const answers = await Promise.all([
      tutor.client.post(`/api/booking/teaching/${seat.session.id}/complete`, body),
      tutor.client.post(`/api/booking/teaching/${seat.session.id}/complete`, body),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const rows = await t.ctx.db
      .select()
      .from(tutorEarnings)
      .where(eq(tutorEarnings.sessionId, seat.session.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ amountCents: 1200, currency: 'EUR', tutorId: tutor.tutorId });
    expect(await transactionsOf(`session:${seat.session.id}`, 'tutor_earning')).toBe(1);
    expect(await payable(tutor.tutorId)).toBe(1200);

    const mine = json<{
      waitingCents: number;
      hasPayoutMethod: boolean;
      earnings: { state: string; amountCents: number }[];
    }>(await tutor.client.get('/api/payouts/earnings'));
    expect(mine.waitingCents).toBe(1200);
    expect(mine.hasPayoutMethod).toBe(false);
    expect(mine.earnings).toEqual([expect.objectContaining({ state: 'waiting', amountCents: 1200 })]);
    await expectLedgerBalanced();
    toMondayAfter(at);
    // A tutor without a payout method keeps the earning waiting through the run.
    await runLastWeek(t.ctx);
    await t.ctx.jobs.drain();
    expect(await payoutsOfTutor(tutor.tutorId)).toEqual([]);
    expect(json<{ waitingCents: number }>(await tutor.client.get('/api/payouts/earnings')).waitingCents).toBe(
      1200,
    );
  });
});

describe('the weekly run', () => {
  it('runs once when started twice at once; pays, settling once despite duplicated and stale webhooks', async () => {
    const s = await completedSession();
    await completedSession(s.tutor);
    expect((await setIban(s.tutor.client, 'DE89 3704 0044 0532 0130 00')).statusCode).toBe(200);
    toMondayAfter(s.at);
    const [a, b] = await Promise.all([runLastWeek(t.ctx), runLastWeek(t.ctx)]);
    expect([a.created, b.created].sort()).toEqual([false, true]);
    expect(a.batch.id).toBe(b.batch.id);
    const [pending] = await payoutsOfTutor(s.tutor.tutorId);
    expect(pending).toMatchObject({ status: 'pending', amountCents: 2400, attempts: 1 });
    // The hold: the payable is empty, the money is in transit.
    expect(await payable(s.tutor.tutorId)).toBe(0);
    expect(await transactionsOf(`payout:${pending!.id}`, 'payout_hold')).toBe(1);

    await t.ctx.jobs.drain();
    const [paid] = await payoutsOfTutor(s.tutor.tutorId);
    expect(paid).toMatchObject({ status: 'paid', destinationLabel: expect.stringMatching(/^DE89 .* 3000$/) });
    expect(await transactionsOf(`payout:${paid!.id}`, 'payout_settle')).toBe(1);
    // Every event came twice and the stale "created" after "paid": one settlement; once more now, still one.
    expect((await redeliver(paid!.providerPayoutId!, 'payout.paid')).statusCode).toBe(200);
    expect((await redeliver(paid!.providerPayoutId!, 'payout.created')).statusCode).toBe(200);
    expect(await transactionsOf(`payout:${paid!.id}`, 'payout_settle')).toBe(1);
    expect(
      (await t.ctx.db.select().from(sandboxPayouts).where(eq(sandboxPayouts.id, paid!.providerPayoutId!)))
        .length,
    ).toBe(1);

    const mine = json<{ paidCents: number; waitingCents: number }>(
      await s.tutor.client.get('/api/payouts/earnings'),
    );
    expect(mine).toMatchObject({ paidCents: 2400, waitingCents: 0 });
    const history = json<{ payouts: { status: string; sessions: number }[] }>(
      await s.tutor.client.get('/api/payouts/mine'),
    );
    expect(history.payouts).toEqual([expect.objectContaining({ status: 'paid', sessions: 2 })]);
    // A second run of the same week, from the admin screen, changes nothing.
    const again = await admin.post('/api/admin/payouts/run-last-week', {});
    expect(json<{ created: boolean }>(again).created).toBe(false);
    expect(await payoutsOfTutor(s.tutor.tutorId)).toHaveLength(1);
    await expectLedgerBalanced();
  });

  it('a failure reverses the hold; a retry to a corrected IBAN pays once; a late event of the failed attempt changes nothing', async () => {
    const s = await completedSession();
    await setIban(s.tutor.client, NO_ACCOUNT);
    toMondayAfter(s.at);
    await admin.post('/api/admin/payouts/run-last-week', {});
    await t.ctx.jobs.drain();
    const [failed] = await payoutsOfTutor(s.tutor.tutorId);
    expect(failed).toMatchObject({ status: 'failed', failureCode: 'no_account' });
    expect(await payable(s.tutor.tutorId)).toBe(1200);
    expect(await transactionsOf(`payout:${failed!.id}`, 'payout_hold_release')).toBe(1);
    const queue = json<{
      failed: { id: string; failureCode: string }[];
      batches: { counts: { failed: number } }[];
    }>(await admin.get('/api/admin/payouts'));
    expect(queue.failed.map((f) => f.id)).toContain(failed!.id);
    expect(queue.batches[0]!.counts.failed).toBe(1);
    // The tutor sees why.
    const history = json<{ payouts: { status: string; failureCode: string }[] }>(
      await s.tutor.client.get('/api/payouts/mine'),
    );
    expect(history.payouts[0]).toMatchObject({ status: 'failed', failureCode: 'no_account' });

    await setIban(s.tutor.client, PAYS);
    const [r1, r2] = await Promise.all([
      admin.post(`/api/admin/payouts/${failed!.id}/retry`, {}),
      admin.post(`/api/admin/payouts/${failed!.id}/retry`, {}),
    ]);
    expect([r1.statusCode, r2.statusCode].sort()).toEqual([200, 409]);
    expect(await payable(s.tutor.tutorId)).toBe(0);
    // The first attempt's "failed" arrives late, racing the retry: it is not the current attempt.
    expect((await redeliver(failed!.providerPayoutId!, 'payout.failed')).statusCode).toBe(200);
    expect((await payoutsOfTutor(s.tutor.tutorId))[0]!.status).toBe('pending');
    await t.ctx.jobs.drain();
    const [paid] = await payoutsOfTutor(s.tutor.tutorId);
    expect(paid).toMatchObject({ status: 'paid', attempts: 2 });
    expect(await transactionsOf(`payout:${paid!.id}`, 'payout_settle')).toBe(1);
    expect(await transactionsOf(`payout:${paid!.id}`, 'payout_hold')).toBe(2);
    expect((await redeliver(failed!.providerPayoutId!, 'payout.failed')).statusCode).toBe(200);
    expect((await payoutsOfTutor(s.tutor.tutorId))[0]!.status).toBe('paid');
    expect((await admin.post(`/api/admin/payouts/${paid!.id}/retry`, {})).statusCode).toBe(409);
    await expectLedgerBalanced();
  });

  it('lost webhooks and a send that never happened: the reconciling sweep asks the provider and settles once', async () => {
    const s = await completedSession();
    await setIban(s.tutor.client, PAYS);
    toMondayAfter(s.at);
    await runLastWeek(t.ctx);
    // The send job is lost (it gave up), and later every event on its way to us.
    await t.ctx.db.execute(sql`delete from pgboss.job where name = 'payouts.send'`);
    const sandbox = t.ctx.payments.payouts as unknown as {
      deliver: (raw: string, headers: Record<string, string>) => Promise<number>;
      attachDelivery(d: (raw: string, headers: Record<string, string>) => Promise<number>): void;
    };
    const deliver = sandbox.deliver;
    sandbox.attachDelivery(async () => 200);
    try {
      await t.ctx.jobs.drain();
      const [pending] = await payoutsOfTutor(s.tutor.tutorId);
      expect(pending).toMatchObject({ status: 'pending', providerPayoutId: null });
      // Too recent to ask about.
      await reconcilePayouts(t.ctx);
      expect((await payoutsOfTutor(s.tutor.tutorId))[0]!.status).toBe('pending');

      t.clock.advance(61 * 60);
      await reconcilePayouts(t.ctx);
      const [sent] = await payoutsOfTutor(s.tutor.tutorId);
      expect(sent).toMatchObject({ status: 'in_transit', providerPayoutId: expect.any(String) });
      // The bank pays; its webhooks are lost on the way.
      await t.ctx.jobs.drain();
      expect((await payoutsOfTutor(s.tutor.tutorId))[0]!.status).toBe('in_transit');

      t.clock.advance(61 * 60);
      await reconcilePayouts(t.ctx);
      const [paid] = await payoutsOfTutor(s.tutor.tutorId);
      expect(paid).toMatchObject({ status: 'paid', attempts: 1, providerPayoutId: sent!.providerPayoutId });
      expect(await transactionsOf(`payout:${paid!.id}`, 'payout_settle')).toBe(1);
      t.clock.advance(61 * 60);
      await reconcilePayouts(t.ctx);
    } finally {
      sandbox.attachDelivery(deliver);
    }
    // The lost webhook arrives after all: nothing more.
    const [paid] = await payoutsOfTutor(s.tutor.tutorId);
    expect((await redeliver(paid!.providerPayoutId!, 'payout.paid')).statusCode).toBe(200);
    expect(await transactionsOf(`payout:${paid!.id}`, 'payout_settle')).toBe(1);
    expect(await sandboxPayoutsFor(paid!.id)).toBe(1);
    expect(await payable(s.tutor.tutorId)).toBe(0);
    await expectLedgerBalanced();
  });

  it('a cancelled payout lets its earnings wait for the next batch, which pays them', async () => {
    const s = await completedSession();
    await s.tutor.client.request('PUT', '/api/payouts/method', {
      kind: 'paypal',
      paypalEmail: 'will-fail@example.eu',
    });
    toMondayAfter(s.at);
    await runLastWeek(t.ctx);
    await t.ctx.jobs.drain();
    const [failed] = await payoutsOfTutor(s.tutor.tutorId);
    expect(failed).toMatchObject({ status: 'failed', failureCode: 'no_account' });
    const cancelled = await admin.post(`/api/admin/payouts/${failed!.id}/cancel`, {});
    expect(json<{ status: string }>(cancelled).status).toBe('cancelled');
    expect((await admin.post(`/api/admin/payouts/${failed!.id}/cancel`, {})).statusCode).toBe(409);
    expect(
      json<{ waitingCents: number }>(await s.tutor.client.get('/api/payouts/earnings')).waitingCents,
    ).toBe(1200);

    await s.tutor.client.request('PUT', '/api/payouts/method', {
      kind: 'paypal',
      paypalEmail: 'lukas@example.eu',
    });
    t.clock.advance(7 * 86400);
    await runLastWeek(t.ctx);
    await t.ctx.jobs.drain();
    const all = await payoutsOfTutor(s.tutor.tutorId);
    expect(all.map((p) => p.status).sort()).toEqual(['cancelled', 'paid']);
    expect(await payable(s.tutor.tutorId)).toBe(0);
    await expectLedgerBalanced();
  });
});

describe('who may see and do what', () => {
  it('a learner gets 403; a tutor sees only their own; admin endpoints are for payments:manage', async () => {
    const learner = (await registerUser(t, { userType: 'student' })).client;
    for (const path of ['/api/payouts/earnings', '/api/payouts/mine', '/api/payouts/method'])
      expect((await learner.get(path)).statusCode).toBe(403);
    expect(
      (await learner.request('PUT', '/api/payouts/method', { kind: 'paypal', paypalEmail: 'a@b.eu' }))
        .statusCode,
    ).toBe(403);

    const other = await fixtures.tutorWithSkill(t);
    expect(json<{ earnings: unknown[] }>(await other.client.get('/api/payouts/earnings')).earnings).toEqual(
      [],
    );
    expect(json<{ payouts: unknown[] }>(await other.client.get('/api/payouts/mine')).payouts).toEqual([]);
    expect(json<{ method: unknown }>(await other.client.get('/api/payouts/method')).method).toBeNull();
    expect((await other.client.get('/api/admin/payouts')).statusCode).toBe(403);
    expect((await other.client.post('/api/admin/payouts/run-last-week', {})).statusCode).toBe(403);
  });

  it('refuses an IBAN with a wrong checksum and a bad address with 400; shows the saved IBAN masked', async () => {
    const tutor = await fixtures.tutorWithSkill(t);
    const bad = await setIban(tutor.client, 'DE89370400440532013009');
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('This IBAN is not valid');
    const mail = await tutor.client.request('PUT', '/api/payouts/method', {
      kind: 'paypal',
      paypalEmail: 'nope',
    });
    expect(mail.statusCode).toBe(400);
    expect((await tutor.client.request('PUT', '/api/payouts/method', { kind: 'cash' })).statusCode).toBe(400);
    const ok = await tutor.client.request('PUT', '/api/payouts/method', {
      kind: 'iban',
      accountHolder: 'Lukas Meyer',
      iban: 'de89 3704 0044 0532 0130 00',
      bic: 'cobadeffxxx',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const method = json<{ method: { destination: string; bic: string } }>(
      await tutor.client.get('/api/payouts/method'),
    ).method;
    expect(method.destination).toMatch(/^DE89 .* 3000$/);
    expect(method.destination).not.toContain('370400440532');
    expect(method.bic).toBe('COBADEFFXXX');
  });

  it('refuses an unsigned or forged webhook with 400 and an unknown provider with 404', async () => {
    const raw = JSON.stringify({ id: 'evt_x', type: 'payout.paid', data: { object: {} } });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payouts/webhooks/sandbox',
      headers: { 'content-type': 'application/json' },
      payload: raw,
    });
    expect(res.statusCode).toBe(400);
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/payouts/webhooks/sandbox',
      headers: {
        'content-type': 'application/json',
        'sandbox-signature': signPayload('whsec_wrong', raw, t.ctx.now()),
      },
      payload: raw,
    });
    expect(forged.statusCode).toBe(400);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/payouts/webhooks/paypal',
      headers: { 'content-type': 'application/json' },
      payload: raw,
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('the rate', () => {
  it('is the platform setting when set, else 12 EUR', async () => {
    await t.ctx.db
      .insert(platformSettings)
      .values({ key: 'payouts', value: { tutorPayPerSessionCents: 1500 } })
      .onConflictDoUpdate({
        target: platformSettings.key,
        set: { value: { tutorPayPerSessionCents: 1500 } },
      });
    const s = await completedSession();
    const [row] = await t.ctx.db.select().from(tutorEarnings).where(eq(tutorEarnings.sessionId, s.sessionId));
    expect(row!.amountCents).toBe(1500);
    await t.ctx.db.delete(platformSettings).where(eq(platformSettings.key, 'payouts'));
    await expectLedgerBalanced();
  });
});

describe('the weekly schedule', () => {
  it('runs Mondays at 03:00 in Berlin, summer or winter', async () => {
    const rows = rowsOf<{ cron: string; timezone: string }>(
      await t.ctx.db.execute(sql`select cron, timezone from pgboss.schedule where name = 'payouts.weekly'`),
    );
    expect(rows).toEqual([{ cron: '0 3 * * 1', timezone: 'Europe/Berlin' }]);
  });
});
