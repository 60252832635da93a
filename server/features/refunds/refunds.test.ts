import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminRefundView, RefundableBooking } from '../../../common/contracts/index.ts';
import { accessFees, notifications, payments, refundRequests } from '../../db/schema/index.ts';
import { createTestApp, json, registerUser, type TestApp, type TestClient } from '../../test/test-app.ts';
import { hold as holdSeatAt } from '../booking/booking.fixtures.ts';
import { balanceOf, verifyLedger } from '../ledger/index.ts';
import {
  adminClient,
  adminPost,
  askRefund,
  paidSeat,
  refundOf,
  refundTransactions,
  seatStatus,
} from './refunds.fixtures.ts';

let t: TestApp;
let admin: TestClient;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_DISABLED: 'true' });
  admin = await adminClient(t);
});
afterAll(async () => {
  expect((await verifyLedger(t.ctx.db)).faults).toEqual([]);
  await t.dispose();
});

const HOUR = 3600;
const points = (userId: string) =>
  balanceOf(t.ctx.db, { kind: 'learner_credit_points', ownerId: userId, currency: 'EUR' });
const clearing = () => balanceOf(t.ctx.db, { kind: 'platform_provider_clearing', currency: 'EUR' });

async function userIdOf(client: TestClient) {
  return json<{ id: string }>(await client.get('/api/user')).id;
}

/** Moves the test clock to `seconds` relative to the seat's session start. */
function toStart(startsAt: string, seconds: number) {
  t.clock.advance((new Date(startsAt).getTime() - t.ctx.now().getTime()) / 1000 + seconds);
}

async function kindsOf(userId: string) {
  const rows = await t.ctx.db.select().from(notifications).where(eq(notifications.userId, userId));
  return rows.map((r) => r.kind);
}

describe('automatic refunds (2 hours or more before the start)', () => {
  it('to the card: the seat is cancelled, the provider refunds, one ledger transaction, the fee is owed again', async () => {
    const { client, seat, payment } = await paidSeat(t);
    const learnerId = await userIdOf(client);
    const before = await clearing();
    const list = json<{ bookings: RefundableBooking[] }>(await client.get('/api/refunds/bookings'));
    expect(list.bookings.find((b) => b.paymentId === payment.id)).toMatchObject({
      option: 'automatic',
      cardCents: 1700,
    });
    expect(await t.ctx.db.select().from(accessFees).where(eq(accessFees.userId, learnerId))).toHaveLength(1);

    const res = await askRefund(client, { paymentId: payment.id, destination: 'card' });
    expect(res.statusCode, res.body).toBe(201);
    expect(refundOf(res)).toMatchObject({ kind: 'automatic', status: 'refunded', amountCents: 1700 });
    expect(await seatStatus(t, seat.id)).toBe('cancelled');
    expect(await refundTransactions(t, payment.id)).toBe(1);
    expect(await clearing()).toBe(before - 1700);
    // A refunded first booking is as if never booked: the next one carries the access fee again.
    expect(await t.ctx.db.select().from(accessFees).where(eq(accessFees.userId, learnerId))).toHaveLength(0);
    const [row] = await t.ctx.db
      .select()
      .from(refundRequests)
      .where(eq(refundRequests.paymentId, payment.id));
    expect(row?.providerRefundId).toMatch(/^re_sb_/);
    expect(await kindsOf(learnerId)).toContain('refund_made');
    // Asked again: one live refund per payment.
    expect((await askRefund(client, { paymentId: payment.id, destination: 'card' })).statusCode).toBe(409);
    const mine = json<{ refunds: { id: string; status: string }[] }>(await client.get('/api/refunds'));
    expect(mine.refunds[0]).toMatchObject({ id: row!.id, status: 'refunded' });
  });

  it('as credit: the whole amount becomes credit points at once, no provider call', async () => {
    const { client, payment } = await paidSeat(t);
    const learnerId = await userIdOf(client);
    const res = await askRefund(client, { paymentId: payment.id, destination: 'credit' });
    expect(refundOf(res)).toMatchObject({ destination: 'credit', status: 'refunded' });
    expect(await points(learnerId)).toBe(1700);
    const [row] = await t.ctx.db
      .select()
      .from(refundRequests)
      .where(eq(refundRequests.paymentId, payment.id));
    expect(row?.providerRefundId).toBeNull();
  });

  it('cancelling a paid seat on the dashboard refunds it to the card by a job', async () => {
    const { client, seat, payment } = await paidSeat(t);
    const res = await client.post(`/api/booking/seats/${seat.id}/cancel`);
    expect(res.statusCode, res.body).toBe(200);
    await t.ctx.jobs.drain();
    const [row] = await t.ctx.db
      .select()
      .from(refundRequests)
      .where(eq(refundRequests.paymentId, payment.id));
    expect(row).toMatchObject({ kind: 'automatic', destination: 'card', status: 'refunded' });
    expect(await refundTransactions(t, payment.id)).toBe(1);
  });

  it("a tutor's cancellation refunds the learners who paid, and holds nothing for those who had not", async () => {
    const { client, seat, payment, tutor } = await paidSeat(t);
    const other = (await registerUser(t, { userType: 'student' })).client;
    const held = await holdSeatAt(other, tutor, seat.session.startsAt);
    expect(held.statusCode, held.body).toBe(201);
    const cancelled = await tutor.client.post(`/api/booking/teaching/${seat.session.id}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await t.ctx.jobs.drain();
    const rows = await t.ctx.db.select().from(refundRequests).where(eq(refundRequests.paymentId, payment.id));
    expect(rows).toEqual([
      expect.objectContaining({
        kind: 'automatic',
        destination: 'card',
        status: 'refunded',
        amountCents: payment.amountCents,
      }),
    ]);
    expect(await refundTransactions(t, payment.id)).toBe(1);
    const learnerId = await userIdOf(client);
    expect(await kindsOf(learnerId)).toEqual(expect.arrayContaining(['session_cancelled', 'refund_made']));
    // The learner who only held a seat paid nothing and is given nothing back.
    const otherRefunds = await t.ctx.db
      .select()
      .from(refundRequests)
      .where(eq(refundRequests.learnerId, await userIdOf(other)));
    expect(otherRefunds).toEqual([]);
  });
});

describe('support requests (inside 2 hours, up to 24 hours after the end)', () => {
  it('needs a reason; an admin approves it and it is refunded once, however often approved', async () => {
    const { client, seat, payment } = await paidSeat(t, { days: 2, hour: 9 });
    toStart(seat.session.startsAt, -HOUR);
    const list = json<{ bookings: RefundableBooking[] }>(await client.get('/api/refunds/bookings'));
    expect(list.bookings.find((b) => b.paymentId === payment.id)?.option).toBe('support');
    expect((await askRefund(client, { paymentId: payment.id, destination: 'card' })).statusCode).toBe(400);
    const res = await askRefund(client, {
      paymentId: payment.id,
      destination: 'card',
      reason: 'I am ill and cannot come.',
    });
    expect(res.statusCode, res.body).toBe(201);
    const asked = refundOf(res);
    expect(asked).toMatchObject({ kind: 'support', status: 'requested' });
    expect(await seatStatus(t, seat.id)).toBe('confirmed');

    const queue = json<{ refunds: AdminRefundView[] }>(
      await admin.get('/api/admin/refunds?status=requested'),
    );
    expect(queue.refunds.find((r) => r.id === asked.id)).toMatchObject({
      reason: 'I am ill and cannot come.',
    });
    const [a, b] = await Promise.all([
      adminPost(admin, `/api/admin/refunds/${asked.id}/approve`),
      adminPost(admin, `/api/admin/refunds/${asked.id}/approve`),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const again = await adminPost(admin, `/api/admin/refunds/${asked.id}/approve`);
    expect(json<{ refund: AdminRefundView }>(again).refund.status).toBe('refunded');
    expect(await refundTransactions(t, payment.id)).toBe(1);
    // The session had not started: its seat is freed.
    expect(await seatStatus(t, seat.id)).toBe('cancelled');
  });

  it('declined with a reason the learner reads; a decline needs a reason', async () => {
    const { client, seat, payment } = await paidSeat(t, { days: 4, hour: 9 });
    const learnerId = await userIdOf(client);
    toStart(seat.session.startsAt, 2 * HOUR);
    const asked = refundOf(
      await askRefund(client, {
        paymentId: payment.id,
        destination: 'credit',
        reason: 'The tutor was late.',
      }),
    );
    expect((await admin.post(`/api/admin/refunds/${asked.id}/decline`, { reason: '' })).statusCode).toBe(400);
    const res = await admin.post(`/api/admin/refunds/${asked.id}/decline`, {
      reason: 'The session took place in full.',
    });
    expect(res.statusCode, res.body).toBe(200);
    const mine = json<{ refunds: { id: string; status: string; decisionReason: string }[] }>(
      await client.get('/api/refunds'),
    );
    expect(mine.refunds.find((r) => r.id === asked.id)).toMatchObject({
      status: 'declined',
      decisionReason: 'The session took place in full.',
    });
    expect(await kindsOf(learnerId)).toContain('refund_declined');
    expect((await adminPost(admin, `/api/admin/refunds/${asked.id}/approve`)).statusCode).toBe(409);
    expect(await refundTransactions(t, payment.id)).toBe(0);
  });

  it('more than 24 hours after the end is refused with a clear message', async () => {
    const { client, seat, payment } = await paidSeat(t, { days: 5, hour: 9 });
    toStart(seat.session.endsAt, 24 * HOUR + 60);
    const res = await askRefund(client, { paymentId: payment.id, destination: 'card', reason: 'Too late?' });
    expect(res.statusCode).toBe(422);
    expect(json<{ message: string }>(res).message).toMatch(/24 hours/);
  });
});

describe('provider failures and the sweep', () => {
  it('a refused provider refund is failed with its reason; a retry makes it', async () => {
    const { client, payment } = await paidSeat(t, { days: 6 });
    const provider = t.ctx.payments.provider;
    const original = provider.refundPayment.bind(provider);
    const { PaymentRequestError } = await import('../../integrations/payments/index.ts');
    provider.refundPayment = async () => {
      throw new PaymentRequestError('charge_disputed', 'The charge is disputed.');
    };
    try {
      const res = await askRefund(client, { paymentId: payment.id, destination: 'card' });
      expect(refundOf(res)).toMatchObject({ status: 'failed', failureMessage: 'The charge is disputed.' });
    } finally {
      provider.refundPayment = original;
    }
    const failed = json<{ refunds: AdminRefundView[] }>(await admin.get('/api/admin/refunds?status=failed'));
    const row = failed.refunds.find((r) => r.paymentId === payment.id)!;
    expect(row.failureCode).toBe('charge_disputed');
    const retried = await adminPost(admin, `/api/admin/refunds/${row.id}/retry`);
    expect(json<{ refund: AdminRefundView }>(retried).refund.status).toBe('refunded');
    expect(await refundTransactions(t, payment.id)).toBe(1);
  });

  it('a crash after the claim: the sweep finishes it, racing a second finisher, exactly once', async () => {
    const { client, payment } = await paidSeat(t, { days: 7 });
    const provider = t.ctx.payments.provider;
    const original = provider.refundPayment.bind(provider);
    provider.refundPayment = async () => {
      throw new Error('socket hang up');
    };
    let id: string;
    try {
      const res = await askRefund(client, { paymentId: payment.id, destination: 'card' });
      expect(refundOf(res).status).toBe('approved');
      id = refundOf(res).id;
    } finally {
      provider.refundPayment = original;
    }
    t.clock.advance(120);
    const { sweepRefunds, finishRefund } = await import('./refunds.service.ts');
    await Promise.all([sweepRefunds(t.ctx), sweepRefunds(t.ctx), finishRefund(t.ctx, id)]);
    const [row] = await t.ctx.db.select().from(refundRequests).where(eq(refundRequests.id, id));
    expect(row?.status).toBe('refunded');
    expect(await refundTransactions(t, payment.id)).toBe(1);
  });
});

describe('a refund posts exactly one reversal, whatever races with it', () => {
  it('concurrent requests with different keys: one refund', async () => {
    const { client, payment } = await paidSeat(t, { days: 8 });
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        askRefund(client, { paymentId: payment.id, destination: i % 2 ? 'credit' : 'card' }),
      ),
    );
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(answers.filter((r) => r.statusCode === 409)).toHaveLength(4);
    expect(await refundTransactions(t, payment.id)).toBe(1);
  });

  it('a dashboard cancellation racing a refund request: one refund', async () => {
    const { client, seat, payment } = await paidSeat(t, { days: 9 });
    await Promise.all([
      client.post(`/api/booking/seats/${seat.id}/cancel`),
      askRefund(client, { paymentId: payment.id, destination: 'credit' }),
    ]);
    await t.ctx.jobs.drain();
    expect(await refundTransactions(t, payment.id)).toBe(1);
    const rows = await t.ctx.db.select().from(refundRequests).where(eq(refundRequests.paymentId, payment.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.status).toBe('refunded');
  });

  it('the same Idempotency-Key answers the stored refund', async () => {
    const { client, payment } = await paidSeat(t, { days: 10 });
    const key = crypto.randomUUID();
    const first = await askRefund(client, { paymentId: payment.id, destination: 'card' }, key);
    const second = await askRefund(client, { paymentId: payment.id, destination: 'card' }, key);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(refundOf(second)).toEqual(refundOf(first));
    expect(await refundTransactions(t, payment.id)).toBe(1);
  });
});

describe('who may do what', () => {
  it("another learner's payment is not found; a learner is refused the admin endpoints", async () => {
    const { payment } = await paidSeat(t, { days: 11 });
    const { client: other } = await registerUser(t, { userType: 'student' });
    const res = await askRefund(other, { paymentId: payment.id, destination: 'card' });
    expect(res.statusCode).toBe(404);
    expect((await other.get('/api/admin/refunds')).statusCode).toBe(403);
    expect((await other.get('/api/admin/refunds/analytics')).statusCode).toBe(403);
    expect((await adminPost(other, `/api/admin/refunds/${payment.id}/approve`)).statusCode).toBe(403);
    expect(
      (await other.post('/api/refunds', { paymentId: payment.id, destination: 'card' })).statusCode,
    ).toBe(400);
    expect(
      (
        await other.request(
          'POST',
          '/api/refunds',
          { paymentId: 'nope', destination: 'card' },
          { headers: { 'idempotency-key': 'k1' } },
        )
      ).statusCode,
    ).toBe(400);
    const [row] = await t.ctx.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(row?.status).toBe('succeeded');
  });

  it('analytics are computed from the rows', async () => {
    const res = await admin.get('/api/admin/refunds/analytics');
    expect(res.statusCode, res.body).toBe(200);
    const a = json<{
      total: { count: number };
      byKind: { key: string; count: number }[];
      approvalRate: number | null;
      weeks: unknown[];
      paidSeats: number;
    }>(res);
    const all = await t.ctx.db.select().from(refundRequests);
    expect(a.total.count).toBe(all.length);
    expect(a.byKind.find((k) => k.key === 'support')?.count).toBe(
      all.filter((r) => r.kind === 'support').length,
    );
    expect(a.weeks).toHaveLength(8);
    expect(a.approvalRate).toBeGreaterThan(0);
    expect(a.paidSeats).toBeGreaterThan(0);
  });
});
