import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentView, WithdrawableTopUp } from '../../../common/contracts/index.ts';
import { rowsOf } from '../../db/client.ts';
import { notifications, payments, providerRefunds } from '../../db/schema/index.ts';
import {
  createTestApp,
  json,
  registerAdmin,
  registerUser,
  type TestApp,
  type TestClient,
} from '../../test/test-app.ts';
import { balanceOf, verifyLedger } from '../ledger/index.ts';
import { askRefund, paidSeat } from '../refunds/refunds.fixtures.ts';
import { postSandboxEvent, redeliverSandboxEvents, sandboxCard } from './payments.fixtures.ts';
import { applyProviderRefunds } from './provider-refunds.service.ts';

/**
 * Refunds an operator makes in the payment provider's dashboard (ADR 041): the provider's webhook says
 * a payment's refunds changed, we list them there and record each one the product did not make, once,
 * taking back what the payment bought; our own refunds are never counted twice.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_DISABLED: 'true' });
});
afterAll(async () => {
  expect((await verifyLedger(t.ctx.db)).faults).toEqual([]);
  await t.dispose();
});

const points = (userId: string) =>
  balanceOf(t.ctx.db, { kind: 'learner_credit_points', ownerId: userId, currency: 'EUR' });
const clearing = () => balanceOf(t.ctx.db, { kind: 'platform_provider_clearing', currency: 'EUR' });

async function learner() {
  const { client, user } = await registerUser(t, { userType: 'student' });
  return { client, userId: user.id as string };
}

async function buy(client: TestClient, amountCents: number) {
  const pm = await sandboxCard(client);
  const res = await client.request(
    'POST',
    '/api/payments/points/top-ups',
    { amountCents, paymentMethodId: pm },
    { headers: { 'idempotency-key': randomUUID() } },
  );
  expect(res.statusCode, res.body).toBe(201);
  const payment = json<PaymentView>(res);
  expect(payment.status).toBe('succeeded');
  await t.ctx.jobs.drain();
  return payment;
}

async function intentOf(paymentId: string) {
  const [row] = await t.ctx.db.select().from(payments).where(eq(payments.id, paymentId));
  return row!.providerPaymentId!;
}

const recorded = (paymentId: string) =>
  t.ctx.db.select().from(providerRefunds).where(eq(providerRefunds.paymentId, paymentId));

async function transactionsOf(paymentId: string, kind: string) {
  const rows = rowsOf<{ n: number }>(
    await t.ctx.db.execute(
      sql`select count(*)::int as n from ledger_transactions where reference = ${`payment:${paymentId}`} and kind = ${kind}`,
    ),
  );
  return rows[0]!.n;
}

const redeliverAll = (intent: string) => redeliverSandboxEvents(t, intent);

/** A `charge.refunded` event about a sandbox intent, posted to our webhook as the sandbox would. */
function sendChargeRefunded(intent: string, amount: number) {
  return postSandboxEvent(t, {
    id: `evt_${randomUUID()}`,
    type: 'charge.refunded',
    object: {
      id: `ch_${intent}`,
      object: 'charge',
      amount,
      amount_refunded: amount,
      currency: 'eur',
      payment_intent: intent,
      refunded: true,
    },
  });
}

async function seatStatus(seatId: string) {
  const [row] = rowsOf<{ status: string }>(
    await t.ctx.db.execute(sql`select status from session_seats where id = ${seatId}`),
  );
  return row!.status;
}

async function topUpListed(client: TestClient, paymentId: string) {
  const res = await client.get('/api/refunds/top-ups');
  expect(res.statusCode, res.body).toBe(200);
  return json<{ topUps: WithdrawableTopUp[] }>(res).topUps.find((u) => u.paymentId === paymentId)!;
}

describe('refunds made in the provider’s dashboard', () => {
  it('are recorded once from the webhook: the points go, the payer is told, operators see them', async () => {
    const { client, userId } = await learner();
    const payment = await buy(client, 2400);
    const intent = await intentOf(payment.id);
    const before = await clearing();

    await t.ctx.payments.sandbox!.refundOutside(intent, 500);
    await t.ctx.jobs.drain();
    const [one, ...more] = await recorded(payment.id);
    expect(more).toEqual([]);
    expect(one).toMatchObject({
      amountCents: 500,
      currency: 'EUR',
      status: 'succeeded',
      provider: 'sandbox',
    });
    expect(await points(userId)).toBe(1900);
    expect(await clearing()).toBe(before - 500);
    expect(await transactionsOf(payment.id, 'provider_refund')).toBe(1);

    // Every event again, and a second refund of the rest: each refund booked once.
    await redeliverAll(intent);
    expect(await transactionsOf(payment.id, 'provider_refund')).toBe(1);
    await t.ctx.payments.sandbox!.refundOutside(intent, 1900);
    await t.ctx.jobs.drain();
    await redeliverAll(intent);
    expect((await recorded(payment.id)).map((r) => r.amountCents).sort()).toEqual([1900, 500]);
    expect(await transactionsOf(payment.id, 'provider_refund')).toBe(2);
    expect(await points(userId)).toBe(0);

    const told = await t.ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.kind, 'refund_made')));
    expect(told.map((n) => (n.params as { amountCents: number }).amountCents).sort()).toEqual([1900, 500]);
    expect(told[0]!.link).toBe('/dual-payment-system');

    // The learner cannot withdraw it as well, and is told why.
    expect((await topUpListed(client, payment.id)).option).toBe('refunded');
    const refused = await client.request(
      'POST',
      '/api/refunds/withdrawals',
      { paymentId: payment.id },
      { headers: { 'idempotency-key': randomUUID() } },
    );
    expect(refused.statusCode).toBe(409);
    expect(json<{ key?: string }>(refused).key).toBe('refunds.withdrawal.errors.refunded');

    // Operators see them, newest first; a learner may not.
    expect((await client.get('/api/admin/payments/provider-refunds')).statusCode).toBe(403);
    const staff = await registerAdmin(t);
    const listed = json<{
      refunds: { paymentId: string; amountCents: number; paymentCents: number; purpose: string }[];
    }>(await staff.client.get('/api/admin/payments/provider-refunds')).refunds.filter(
      (r) => r.paymentId === payment.id,
    );
    expect(listed).toEqual([
      expect.objectContaining({ amountCents: 1900, paymentCents: 2400, purpose: 'points_top_up' }),
      expect.objectContaining({ amountCents: 500, paymentCents: 2400, purpose: 'points_top_up' }),
    ]);
  });

  it('leave the product’s own refunds alone: a withdrawal’s charge.refunded books nothing more', async () => {
    const { client, userId } = await learner();
    const payment = await buy(client, 1200);
    const res = await client.request(
      'POST',
      '/api/refunds/withdrawals',
      { paymentId: payment.id },
      { headers: { 'idempotency-key': randomUUID() } },
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(await points(userId)).toBe(0);
    const before = await clearing();
    // What Stripe sends after our own refund.
    expect((await sendChargeRefunded(await intentOf(payment.id), 1200)).statusCode).toBe(200);
    expect(await recorded(payment.id)).toEqual([]);
    expect(await transactionsOf(payment.id, 'provider_refund')).toBe(0);
    expect(await clearing()).toBe(before);
    expect(await points(userId)).toBe(0);
  });

  it('take a paid seat’s revenue back, and the learner’s own refund of it is refused', async () => {
    const { client, payment } = await paidSeat(t, { days: 5 });
    const revenue = () => balanceOf(t.ctx.db, { kind: 'platform_revenue', currency: 'EUR' });
    const before = await revenue();
    await t.ctx.payments.sandbox!.refundOutside(await intentOf(payment.id), payment.amountCents);
    await t.ctx.jobs.drain();
    expect(await transactionsOf(payment.id, 'provider_refund')).toBe(1);
    // Revenue reads as earned (positive): the refund takes it back.
    expect(await revenue()).toBe(before - payment.amountCents);
    const refused = await askRefund(client, { paymentId: payment.id, destination: 'card' });
    expect(refused.statusCode).toBe(409);
    expect(json<{ key?: string }>(refused).key).toBe('refunds.withdrawal.errors.refunded');
  });

  it('free a seat refunded in full before its session, and leave one refunded in part booked', async () => {
    const part = await paidSeat(t, { days: 6 });
    await t.ctx.payments.sandbox!.refundOutside(await intentOf(part.payment.id), 500);
    await t.ctx.jobs.drain();
    expect(await seatStatus(part.seat.id)).toBe('confirmed');

    const whole = await paidSeat(t, { days: 6, hour: 14 });
    await t.ctx.payments.sandbox!.refundOutside(await intentOf(whole.payment.id), whole.payment.amountCents);
    await t.ctx.jobs.drain();
    expect(await seatStatus(whole.seat.id)).toBe('cancelled');
    // The learner no longer finds it among their live seats, and the group has the place again.
    const seats = json<{ upcoming: { id: string; status: string }[] }>(
      await whole.client.get('/api/booking/seats'),
    );
    expect(seats.upcoming.filter((x) => x.id === whole.seat.id && x.status === 'confirmed')).toEqual([]);
    const [group] = rowsOf<{ held: number }>(
      await t.ctx.db.execute(
        sql`select seats_held as held from tutoring_sessions where id = ${whole.seat.session.id}`,
      ),
    );
    expect(group!.held).toBe(0);
    // Redelivered, nothing more happens.
    await redeliverAll(await intentOf(whole.payment.id));
    expect(await transactionsOf(whole.payment.id, 'provider_refund')).toBe(1);
  });

  it('end a premium month refunded in full at once', async () => {
    const { client, userId } = await learner();
    const pm = await sandboxCard(client);
    const res = await client.request(
      'POST',
      '/api/premium',
      { paymentMethodId: pm },
      { headers: { 'idempotency-key': randomUUID() } },
    );
    expect(res.statusCode, res.body).toBe(201);
    await t.ctx.jobs.drain();
    expect(
      json<{ subscription: { status: string } }>(await client.get('/api/premium')).subscription.status,
    ).toBe('active');
    const [paid] = await t.ctx.db
      .select()
      .from(payments)
      .where(and(eq(payments.userId, userId), eq(payments.purpose, 'premium')));
    await t.ctx.payments.sandbox!.refundOutside(paid!.providerPaymentId!, paid!.amountCents);
    await t.ctx.jobs.drain();
    const after = json<{ subscription: { status: string } | null }>(await client.get('/api/premium'));
    expect(after.subscription?.status ?? 'ended').toBe('ended');
    const [row] = rowsOf<{ status: string; ended: boolean }>(
      await t.ctx.db.execute(
        sql`select status, ended_at is not null as ended from premium_subscriptions where user_id = ${userId}`,
      ),
    );
    expect(row).toEqual({ status: 'ended', ended: true });
  });

  it('one that fails at the provider afterwards is reversed once, and one still pending waits', async () => {
    const { client, userId } = await learner();
    const payment = await buy(client, 1000);
    const apply = (status: 'succeeded' | 'pending' | 'failed') =>
      t.ctx.db.transaction((tx) =>
        applyProviderRefunds(t.ctx, tx, 'sandbox', payment.id, [
          { id: 're_dash_1', status, amountCents: 400, currency: 'EUR', ours: false },
        ]),
      );
    await apply('pending');
    expect(await recorded(payment.id)).toEqual([]);
    await apply('succeeded');
    expect(await points(userId)).toBe(600);
    await apply('failed');
    await apply('failed');
    expect(await points(userId)).toBe(1000);
    const [row] = await recorded(payment.id);
    expect(row).toMatchObject({ status: 'failed' });
    expect(row!.reversedTransactionId).not.toBeNull();
    expect(await transactionsOf(payment.id, 'provider_refund')).toBe(1);
    // A refund the provider reports over what is left is booked only up to the payment.
    await t.ctx.db.transaction((tx) =>
      applyProviderRefunds(t.ctx, tx, 'sandbox', payment.id, [
        { id: 're_dash_2', status: 'succeeded', amountCents: 5000, currency: 'EUR', ours: false },
      ]),
    );
    expect(await points(userId)).toBe(0);
    expect((await topUpListed(client, payment.id)).option).toBe('refunded');
  });
});
