import { sandboxCard } from '../payments/payments.fixtures.ts';
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SeatView } from '../../../common/contracts/booking.ts';
import type { AdminRefundView, PaymentView, WithdrawableTopUp } from '../../../common/contracts/index.ts';
import { rowsOf } from '../../db/client.ts';
import { notifications, refundRequests } from '../../db/schema/index.ts';
import { PaymentRequestError } from '../../integrations/payments/index.ts';
import { createTestApp, json, registerUser, type TestApp, type TestClient } from '../../test/test-app.ts';
import * as fixtures from '../booking/booking.fixtures.ts';
import { balanceOf, verifyLedger } from '../ledger/index.ts';
import { adminClient, adminPost, refundOf, refundTransactions } from './refunds.fixtures.ts';

/**
 * Credit points bought and not used are refunded to the way they were paid within 14 days (ADR 038):
 * the points leave the balance in the request's transaction, the provider refunds, the ledger closes
 * the set-aside points against the provider's clearing; a refused refund gives the points back.
 */
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

const DAY = 24 * 3600;
const points = (userId: string) =>
  balanceOf(t.ctx.db, { kind: 'learner_credit_points', ownerId: userId, currency: 'EUR' });
const clearing = () => balanceOf(t.ctx.db, { kind: 'platform_provider_clearing', currency: 'EUR' });
const held = () => balanceOf(t.ctx.db, { kind: 'platform_points_held', currency: 'EUR' });

async function learner() {
  const { client, user } = await registerUser(t, { userType: 'student' });
  return { client, userId: user.id as string };
}

/** Buys credit points by card; they arrive at once. */
async function buy(client: TestClient, amountCents: number) {
  const res = await client.request(
    'POST',
    '/api/payments/points/top-ups',
    { amountCents, paymentMethodId: await sandboxCard(client) },
    { headers: { 'idempotency-key': randomUUID() } },
  );
  expect(res.statusCode, res.body).toBe(201);
  const payment = json<PaymentView>(res);
  expect(payment.status).toBe('succeeded');
  return payment;
}

const withdraw = (client: TestClient, paymentId: string, key = randomUUID()) =>
  client.request('POST', '/api/refunds/withdrawals', { paymentId }, { headers: { 'idempotency-key': key } });

async function listed(client: TestClient, paymentId: string) {
  const res = await client.get('/api/refunds/top-ups');
  expect(res.statusCode, res.body).toBe(200);
  return json<{ topUps: WithdrawableTopUp[] }>(res).topUps.find((u) => u.paymentId === paymentId);
}

async function withdrawalTransactions(refundId: string) {
  return rowsOf<{ kind: string; reverses: string | null }>(
    await t.ctx.db.execute(
      sql`select kind, reverses from ledger_transactions where reference = ${`refund:${refundId}`} order by created_at`,
    ),
  );
}

describe('withdrawing credit points within 14 days', () => {
  it('refunds the card, takes the points, books it once and tells the learner', async () => {
    const { client, userId } = await learner();
    const payment = await buy(client, 2400);
    expect(await points(userId)).toBe(2400);
    const before = { clearing: await clearing(), held: await held() };
    const offer = await listed(client, payment.id);
    expect(offer).toMatchObject({ option: 'available', amountCents: 2400, refund: null });
    expect(new Date(offer!.withdrawUntil).getTime() - new Date(offer!.boughtAt).getTime()).toBe(
      14 * DAY * 1000,
    );

    const res = await withdraw(client, payment.id);
    expect(res.statusCode, res.body).toBe(201);
    const refund = refundOf(res);
    expect(refund).toMatchObject({
      kind: 'withdrawal',
      destination: 'card',
      status: 'refunded',
      amountCents: 2400,
      seatId: null,
      session: null,
    });
    expect(await points(userId)).toBe(0);
    expect(await clearing()).toBe(before.clearing - 2400);
    expect(await held()).toBe(before.held);
    expect(await refundTransactions(t, payment.id)).toBe(1);
    expect((await withdrawalTransactions(refund.id)).map((r) => r.kind)).toEqual(['points_withdrawal']);
    const [row] = await t.ctx.db.select().from(refundRequests).where(eq(refundRequests.id, refund.id));
    expect(row?.providerRefundId).toMatch(/^re_sb_/);
    const [notice] = await t.ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.kind, 'refund_made')));
    expect(notice?.link).toBe('/european-payments');

    expect(await listed(client, payment.id)).toMatchObject({
      option: 'taken',
      refund: { id: refund.id, status: 'refunded' },
    });
    const again = await withdraw(client, payment.id);
    expect(again.statusCode).toBe(409);
    expect(json<{ message: string }>(again).message).toMatch(/already being refunded/);
    // The learner's refund list carries it too.
    const mine = json<{ refunds: { id: string; kind: string }[] }>(await client.get('/api/refunds'));
    expect(mine.refunds[0]).toMatchObject({ id: refund.id, kind: 'withdrawal' });
  });

  it('answers the same refund to a retry with the same key, and one refund to racing requests', async () => {
    const { client, userId } = await learner();
    const payment = await buy(client, 1200);
    const key = randomUUID();
    const first = await withdraw(client, payment.id, key);
    const retry = await withdraw(client, payment.id, key);
    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(201);
    expect(refundOf(retry).id).toBe(refundOf(first).id);

    const other = await buy(client, 1500);
    const answers = await Promise.all(Array.from({ length: 5 }, () => withdraw(client, other.id)));
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(4);
    expect(await refundTransactions(t, other.id)).toBe(1);
    expect(await points(userId)).toBe(0);
  });

  it('refuses points already spent and anyone else’s payment', async () => {
    const { client, userId } = await learner();
    const payment = await buy(client, 1200);
    // Seven of the twelve euros pay part of a seat: the learner no longer holds the top-up's points.
    const tutor = await fixtures.tutorWithSkill(t);
    const seat = json<SeatView>(await fixtures.hold(client, tutor, fixtures.dayAhead(t, 3, 11).at));
    const paid = await client.request(
      'POST',
      `/api/payments/seats/${seat.id}/checkout`,
      { paymentMethodId: await sandboxCard(client), usePoints: true },
      { headers: { 'idempotency-key': randomUUID() } },
    );
    expect(paid.statusCode, paid.body).toBe(201);
    expect(await points(userId)).toBe(0);
    expect((await listed(client, payment.id))?.option).toBe('used');
    const used = await withdraw(client, payment.id);
    expect(used.statusCode).toBe(409);
    expect(json<{ message: string }>(used).message).toMatch(/no longer hold/);

    const late = await learner();
    const fresh = await buy(late.client, 900);
    const stranger = await learner();
    expect((await withdraw(stranger.client, fresh.id)).statusCode).toBe(404);
    // A seat's payment is not a top-up: refunded through /refund-portal, not here.
    const seatPayment = json<{ payment: PaymentView }>(paid).payment;
    expect((await withdraw(client, seatPayment.id)).statusCode).toBe(404);
    expect((await withdraw(client, 'not-a-uuid')).statusCode).toBe(400);
    expect((await client.post('/api/refunds/withdrawals', { paymentId: fresh.id })).statusCode).toBe(400);
  });

  it('gives the points back when the provider refuses; an admin retry sets them aside again and refunds', async () => {
    const { client, userId } = await learner();
    const payment = await buy(client, 2000);
    const provider = t.ctx.payments.provider;
    const original = provider.refundPayment.bind(provider);
    provider.refundPayment = async () => {
      throw new PaymentRequestError('charge_disputed', 'The charge is disputed.');
    };
    let refundId: string;
    try {
      const res = await withdraw(client, payment.id);
      expect(res.statusCode, res.body).toBe(201);
      expect(refundOf(res)).toMatchObject({ status: 'failed', failureMessage: 'The charge is disputed.' });
      refundId = refundOf(res).id;
    } finally {
      provider.refundPayment = original;
    }
    expect(await points(userId)).toBe(2000);
    expect((await withdrawalTransactions(refundId)).map((r) => r.kind)).toEqual([
      'points_withdrawal',
      'points_withdrawal_release',
    ]);
    expect(await refundTransactions(t, payment.id)).toBe(0);
    // A failed refund is not a live one: the list offers the withdrawal again and shows the failure.
    expect(await listed(client, payment.id)).toMatchObject({
      option: 'available',
      refund: { id: refundId, status: 'failed' },
    });

    const retried = await adminPost(admin, `/api/admin/refunds/${refundId}/retry`);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(json<{ refund: AdminRefundView }>(retried).refund).toMatchObject({
      kind: 'withdrawal',
      status: 'refunded',
    });
    expect(await points(userId)).toBe(0);
    expect(await refundTransactions(t, payment.id)).toBe(1);
  });

  it('an admin retry is refused once the learner has spent the points the failure gave back', async () => {
    const { client, userId } = await learner();
    const payment = await buy(client, 1700);
    const provider = t.ctx.payments.provider;
    const original = provider.refundPayment.bind(provider);
    provider.refundPayment = async () => {
      throw new PaymentRequestError('charge_disputed', 'The charge is disputed.');
    };
    let refundId: string;
    try {
      refundId = refundOf(await withdraw(client, payment.id)).id;
    } finally {
      provider.refundPayment = original;
    }
    const tutor = await fixtures.tutorWithSkill(t);
    const seat = json<SeatView>(await fixtures.hold(client, tutor, fixtures.dayAhead(t, 4, 12).at));
    const paid = await client.request(
      'POST',
      `/api/payments/seats/${seat.id}/checkout`,
      { usePoints: true, expectedCardCents: 0 },
      { headers: { 'idempotency-key': randomUUID() } },
    );
    expect(paid.statusCode, paid.body).toBe(201);
    expect(await points(userId)).toBe(0);
    const retried = await adminPost(admin, `/api/admin/refunds/${refundId}/retry`);
    expect(retried.statusCode).toBe(409);
    expect(json<{ message: string }>(retried).message).toMatch(/used these credit points/);
    const [row] = await t.ctx.db.select().from(refundRequests).where(eq(refundRequests.id, refundId));
    expect(row?.status).toBe('failed');
  });

  // Last: it moves the clock on for good.
  it('refuses a top-up bought more than 14 days ago and keeps its points', async () => {
    const late = await learner();
    const old = await buy(late.client, 1200);
    t.clock.advance(14 * DAY + 1);
    expect((await listed(late.client, old.id))?.option).toBe('too_late');
    const tooLate = await withdraw(late.client, old.id);
    expect(tooLate.statusCode).toBe(422);
    expect(json<{ message: string }>(tooLate).message).toMatch(/14 days/);
    expect(await points(late.userId)).toBe(1200);
  });

  it('is for the learner signed in: a visitor is refused', async () => {
    const { TestClient } = await import('../../test/test-app.ts');
    const visitor = new TestClient(t.app);
    expect((await visitor.get('/api/refunds/top-ups')).statusCode).toBe(401);
  });
});
