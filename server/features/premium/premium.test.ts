import { sandboxCard } from '../payments/payments.fixtures.ts';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentView } from '../../../common/contracts/payments.ts';
import type { PremiumView } from '../../../common/contracts/premium.ts';
import type { SeatView } from '../../../common/contracts/booking.ts';
import { notifications, payments } from '../../db/schema/index.ts';
import { createTestApp, json, registerUser, TestClient, type TestApp } from '../../test/test-app.ts';
import * as fixtures from '../booking/booking.fixtures.ts';
import { balanceOf, verifyLedger } from '../ledger/index.ts';
import { periodEndOf } from './premium.policy.ts';
import { renewDue, toPremiumView } from './premium.service.ts';
import { liveOf } from './premium.repo.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_DISABLED: 'true' });
});
afterAll(async () => {
  expect((await verifyLedger(t.ctx.db)).faults).toEqual([]);
  await t.dispose();
});

const SUCCEEDS = '4242424242424242';
const DECLINED = '4000000000000002';
const CHALLENGE = '4000002760003184';
type Mine = { priceCents: number; subscription: PremiumView | null; payments: PaymentView[] };
type Subscribed = { subscription: PremiumView; payment: PaymentView };

const subscribe = (client: TestClient, paymentMethodId: string, key = randomUUID()) =>
  client.request('POST', '/api/premium', { paymentMethodId }, { headers: { 'idempotency-key': key } });
const mine = async (client: TestClient) => json<Mine>(await client.get('/api/premium'));
const premiumPaymentsOf = (userId: string) =>
  t.ctx.db
    .select()
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.purpose, 'premium')));

/** The live subscription read from the database (a month on the clock outlives a sign-in). */
const liveSub = async (userId: string) => {
  const row = await liveOf(t.ctx.db, userId);
  return row ? toPremiumView(row) : null;
};

async function learner() {
  const r = await registerUser(t, { userType: 'student' });
  return { client: r.client, id: r.user.id as string, body: r.body };
}

/** Signs the learner in again (a month on the clock outlives the first sign-in). */
async function signInAgain(body: { email: string; password: string }) {
  const client = new TestClient(t.app);
  const res = await client.post('/api/login', { username: body.email, password: body.password });
  expect(res.statusCode, res.body).toBe(200);
  return client;
}

describe('premium at 6 EUR a month', () => {
  it('subscribes with the success card: active for a month, 6 EUR booked as revenue once; a retry answers the same', async () => {
    const { client } = await learner();
    expect(await mine(client)).toEqual({
      priceCents: 600,
      currency: 'EUR',
      subscription: null,
      payments: [],
    });
    const revenue = await balanceOf(t.ctx.db, { kind: 'platform_revenue', currency: 'EUR' });
    const pm = await sandboxCard(client, SUCCEEDS);
    const key = randomUUID();
    const res = await subscribe(client, pm, key);
    expect(res.statusCode, res.body).toBe(201);
    const answer = json<Subscribed>(res);
    expect(answer.payment).toMatchObject({ purpose: 'premium', amountCents: 600, status: 'succeeded' });
    expect(answer.subscription).toMatchObject({ status: 'active', cancelAtPeriodEnd: false });
    const start = new Date(answer.subscription.currentPeriodStart);
    expect(answer.subscription.currentPeriodEnd).toBe(periodEndOf(start).toISOString());
    // Revenue is a credit balance: it grows by the month's price.
    expect(await balanceOf(t.ctx.db, { kind: 'platform_revenue', currency: 'EUR' })).toBe(revenue + 600);

    // The same request again (a lost answer): the stored answer, nothing charged twice.
    const again = await subscribe(client, pm, key);
    expect(again.statusCode).toBe(201);
    expect(json<Subscribed>(again).payment.id).toBe(answer.payment.id);
    // A new request while subscribed is refused.
    const second = await subscribe(client, pm);
    expect(second.statusCode).toBe(409);
    expect(json<{ message: string }>(second).message).toBe('You already have premium.');
    expect((await mine(client)).payments.map((p) => p.id)).toEqual([answer.payment.id]);
  });

  it('includes platform access: a premium learner’s first booking has no access fee', async () => {
    const tutor = await fixtures.tutorWithSkill(t);
    const { client } = await learner();
    const seat = json<SeatView>(await fixtures.hold(client, tutor, fixtures.dayAhead(t, 3, 11).at));
    const quote = async () =>
      json<{ accessFeeCents: number }>(await client.get(`/api/payments/seats/${seat.id}/quote`));
    expect((await quote()).accessFeeCents).toBe(500);
    expect((await subscribe(client, await sandboxCard(client, SUCCEEDS))).statusCode).toBe(201);
    expect((await quote()).accessFeeCents).toBe(0);
  });

  it('a declined card leaves it unpaid (no benefits); another card then starts it', async () => {
    const { client } = await learner();
    const declined = json<Subscribed>(await subscribe(client, await sandboxCard(client, DECLINED)));
    expect(declined.payment).toMatchObject({ status: 'failed', failureCode: 'card_declined' });
    expect(declined.subscription.status).toBe('incomplete');
    const ok = json<Subscribed>(await subscribe(client, await sandboxCard(client, SUCCEEDS)));
    expect(ok.subscription).toMatchObject({ id: declined.subscription.id, status: 'active' });
  });

  it('a 3-D Secure check: waits for the bank, starts when approved through the webhook, and a second try meanwhile is refused', async () => {
    const { client } = await learner();
    const pm = await sandboxCard(client, CHALLENGE);
    const first = json<Subscribed>(await subscribe(client, pm));
    expect(first.payment.status).toBe('requires_action');
    expect(first.subscription.status).toBe('incomplete');
    const meanwhile = await subscribe(client, pm);
    expect(meanwhile.statusCode).toBe(409);
    const url = new URL(first.payment.nextActionUrl!, 'http://x');
    await client.post(url.pathname, { token: url.searchParams.get('token'), outcome: 'approve' });
    await t.ctx.jobs.drain();
    const now = await mine(client);
    expect(now.subscription?.status).toBe('active');
    expect(now.payments.map((p) => p.status)).toEqual(['succeeded']);
  });

  it('renews monthly on the saved card, once however often the job runs', async () => {
    const { client, id } = await learner();
    const first = json<Subscribed>(await subscribe(client, await sandboxCard(client, SUCCEEDS)));
    const end = new Date(first.subscription.currentPeriodEnd);
    await renewDue(t.ctx);
    expect(await premiumPaymentsOf(id)).toHaveLength(1); // not due yet
    t.clock.advance((end.getTime() - t.clock.now.getTime()) / 1000 + 60);
    await Promise.all([renewDue(t.ctx), renewDue(t.ctx)]);
    await renewDue(t.ctx);
    const rows = await premiumPaymentsOf(id);
    expect(rows.map((r) => r.status).sort()).toEqual(['succeeded', 'succeeded']);
    const sub = (await liveSub(id))!;
    expect(sub).toMatchObject({ status: 'active', currentPeriodStart: end.toISOString() });
    expect(sub.currentPeriodEnd).toBe(periodEndOf(end).toISOString());
  });

  it('a renewal the card refuses: past due with the benefits kept, tried once a day, ended after three days', async () => {
    const { client, id, body } = await learner();
    // A card that asks for 3-D Secure: fine with the payer there, refused when nobody can answer.
    const first = json<Subscribed>(await subscribe(client, await sandboxCard(client, CHALLENGE)));
    const url = new URL(first.payment.nextActionUrl!, 'http://x');
    await client.post(url.pathname, { token: url.searchParams.get('token'), outcome: 'approve' });
    await t.ctx.jobs.drain();
    const end = new Date((await mine(client)).subscription!.currentPeriodEnd);
    t.clock.advance((end.getTime() - t.clock.now.getTime()) / 1000 + 60);
    await renewDue(t.ctx);
    await renewDue(t.ctx);
    let rows = await premiumPaymentsOf(id);
    expect(rows.filter((r) => r.status === 'failed').map((r) => r.failureCode)).toEqual([
      'authentication_required',
    ]);
    expect((await liveSub(id))?.status).toBe('past_due');
    // The benefits stay while the card is retried.
    const again = await signInAgain(body);
    const tutor = await fixtures.tutorWithSkill(t);
    const seat = json<SeatView>(await fixtures.hold(again, tutor, fixtures.dayAhead(t, 3, 12).at));
    expect(
      json<{ accessFeeCents: number }>(await again.get(`/api/payments/seats/${seat.id}/quote`))
        .accessFeeCents,
    ).toBe(0);
    for (const day of [1, 2]) {
      t.clock.advance(24 * 3600);
      await renewDue(t.ctx);
      rows = await premiumPaymentsOf(id);
      expect(rows.filter((r) => r.status === 'failed')).toHaveLength(1 + day);
    }
    t.clock.advance(24 * 3600);
    await renewDue(t.ctx);
    expect(await liveSub(id)).toBeNull();
    expect(await premiumPaymentsOf(id)).toHaveLength(4);
    // Told once when the card first refused (with the day it would end), and once when it ended.
    const told = await t.ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, id))
      .orderBy(notifications.createdAt);
    expect(told.filter((n) => n.kind.startsWith('premium_')).map((n) => n.kind)).toEqual([
      'premium_renewal_failed',
      'premium_ended',
    ]);
    await t.ctx.jobs.drain();
    const subjects = t.mailer.sent.filter((m) => m.to === body.email).map((m) => m.subject);
    expect(subjects).toEqual(
      expect.arrayContaining(['We could not renew your premium', 'Your premium has ended']),
    );
  });

  /** A member whose renewal the saved card refused: subscribed with a 3-D Secure card, a month on. */
  async function pastDue() {
    const who = await learner();
    const first = json<Subscribed>(await subscribe(who.client, await sandboxCard(who.client, CHALLENGE)));
    const url = new URL(first.payment.nextActionUrl!, 'http://x');
    await who.client.post(url.pathname, { token: url.searchParams.get('token'), outcome: 'approve' });
    await t.ctx.jobs.drain();
    const end = new Date((await liveSub(who.id))!.currentPeriodEnd);
    t.clock.advance((end.getTime() - t.clock.now.getTime()) / 1000 + 60);
    await renewDue(t.ctx);
    expect((await liveSub(who.id))?.status).toBe('past_due');
    return { ...who, client: await signInAgain(who.body), end };
  }
  const payOverdue = (client: TestClient, paymentMethodId: string, key = randomUUID()) =>
    client.request(
      'POST',
      '/api/premium/overdue-payment',
      { paymentMethodId },
      { headers: { 'idempotency-key': key } },
    );

  it('a past-due member pays the month now with another card, which later months are charged to', async () => {
    const { client, id, end } = await pastDue();
    const declined = await payOverdue(client, await sandboxCard(client, DECLINED));
    expect(declined.statusCode, declined.body).toBe(201);
    expect(json<Subscribed>(declined).payment.status).toBe('failed');
    expect((await liveSub(id))?.status).toBe('past_due');

    const pm = await sandboxCard(client, SUCCEEDS);
    const key = randomUUID();
    const paid = json<Subscribed>(await payOverdue(client, pm, key));
    expect(paid.payment).toMatchObject({ status: 'succeeded', amountCents: 600, purpose: 'premium' });
    expect(paid.subscription).toMatchObject({ status: 'active', currentPeriodStart: end.toISOString() });
    expect(paid.subscription.currentPeriodEnd).toBe(periodEndOf(end).toISOString());
    // The same request again answers the same payment; nothing is charged twice.
    expect(json<Subscribed>(await payOverdue(client, pm, key)).payment.id).toBe(paid.payment.id);
    const again = await payOverdue(client, pm);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ key: 'premium.errors.notOverdue' });
    // The daily retry finds the month paid and charges nothing.
    await renewDue(t.ctx);
    expect((await premiumPaymentsOf(id)).filter((r) => r.status === 'succeeded')).toHaveLength(2);

    // The next month is charged to the new card off-session (the first card would be refused there).
    t.clock.advance((periodEndOf(end).getTime() - t.clock.now.getTime()) / 1000 + 60);
    await renewDue(t.ctx);
    expect(await liveSub(id)).toMatchObject({
      status: 'active',
      currentPeriodStart: periodEndOf(end).toISOString(),
    });
    expect((await premiumPaymentsOf(id)).filter((r) => r.status === 'succeeded')).toHaveLength(3);
  });

  it('a past-due month paid with a 3-D Secure card starts when the bank approves; a second try meanwhile is refused', async () => {
    const { client, id } = await pastDue();
    const pm = await sandboxCard(client, CHALLENGE);
    const first = json<Subscribed>(await payOverdue(client, pm));
    expect(first.payment.status).toBe('requires_action');
    const meanwhile = await payOverdue(client, await sandboxCard(client, SUCCEEDS));
    expect(meanwhile.statusCode).toBe(409);
    expect(meanwhile.json()).toMatchObject({ key: 'premium.errors.overdueUnderWay' });
    const url = new URL(first.payment.nextActionUrl!, 'http://x');
    await client.post(url.pathname, { token: url.searchParams.get('token'), outcome: 'approve' });
    await t.ctx.jobs.drain();
    expect((await liveSub(id))?.status).toBe('active');
  });

  it('cancels for the end of the paid month (and can take it back); nothing more is charged', async () => {
    const { client, id } = await learner();
    const first = json<Subscribed>(await subscribe(client, await sandboxCard(client, SUCCEEDS)));
    const cancelled = json<PremiumView>(await client.post('/api/premium/cancel', {}));
    expect(cancelled).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
    expect(json<PremiumView>(await client.post('/api/premium/resume', {})).cancelAtPeriodEnd).toBe(false);
    await client.post('/api/premium/cancel', {});
    t.clock.advance((Date.parse(first.subscription.currentPeriodEnd) - t.clock.now.getTime()) / 1000 + 60);
    await renewDue(t.ctx);
    expect(await liveSub(id)).toBeNull();
    expect(await premiumPaymentsOf(id)).toHaveLength(1);
  });

  it('marks a premium member’s support messages for the support inbox; others are not marked', async () => {
    const { client } = await learner();
    const send = (c: TestClient, subject: string) =>
      c.post('/api/contact/send-email', {
        name: 'Ida Roth',
        email: 'ida@example.eu',
        subject,
        message: 'A question about my groups.',
      });
    expect((await send(client, 'Before premium')).statusCode).toBe(200);
    await t.ctx.jobs.drain();
    expect(t.mailer.lastTo(t.ctx.env.SUPPORT_EMAIL)!.subject).toMatch(
      /^\[Support [0-9A-F]{8}\] Before premium$/,
    );
    expect((await subscribe(client, await sandboxCard(client, SUCCEEDS))).statusCode).toBe(201);
    expect((await send(client, 'With premium')).statusCode).toBe(200);
    await t.ctx.jobs.drain();
    expect(t.mailer.lastTo(t.ctx.env.SUPPORT_EMAIL)!.subject).toMatch(
      /^\[Support [0-9A-F]{8}\] PREMIUM · With premium$/,
    );
  });

  it('is for learners only, and checks its input', async () => {
    const tutor = await registerUser(t, { userType: 'tutor' });
    expect((await tutor.client.get('/api/premium')).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/premium' })).statusCode).toBe(401);
    const { client } = await learner();
    const bad = await subscribe(client, 'card-4242');
    expect(bad.statusCode).toBe(400);
    const noKey = await client.post('/api/premium', { paymentMethodId: await sandboxCard(client, SUCCEEDS) });
    expect(noKey.statusCode).toBe(400);
  });
});

describe('a month (policy)', () => {
  it('ends on the same day of the next month, or the month’s last day', () => {
    expect(periodEndOf(new Date('2026-01-31T10:00:00Z')).toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(periodEndOf(new Date('2026-03-29T00:30:00Z')).toISOString()).toBe('2026-04-29T00:30:00.000Z');
    expect(periodEndOf(new Date('2026-12-15T23:00:00Z')).toISOString()).toBe('2027-01-15T23:00:00.000Z');
  });
});
