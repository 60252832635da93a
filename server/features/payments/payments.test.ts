import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentView } from '../../../common/contracts/payments.ts';
import { rowsOf } from '../../db/client.ts';
import { payments, sandboxEvents, sandboxPaymentIntents } from '../../db/schema/index.ts';
import { SandboxProvider, signPayload } from '../../integrations/payments/index.ts';
import type { PaymentProvider } from '../../integrations/payments/index.ts';
import { createTestApp, json, registerUser, type TestApp, TestClient } from '../../test/test-app.ts';
import { verifyLedger } from '../ledger/index.ts';
import { reconcilePayments } from './payments.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_DISABLED: 'true' });
});
afterAll(async () => {
  // Whatever the tests did, the ledger balances.
  const report = await verifyLedger(t.ctx.db);
  expect(report.faults).toEqual([]);
  await t.dispose();
});

const SUCCESS = '4242 4242 4242 4242';
const DECLINED = '4000 0000 0000 0002';
const CHALLENGE = '4000 0027 6000 3184';
const TOP_UP = '/api/payments/wallet/top-ups';

async function learner() {
  return (await registerUser(t, { userType: 'student' })).client;
}

async function card(client: TestClient, number: string, extra: Record<string, unknown> = {}) {
  return client.post('/api/payments/sandbox/payment-methods', {
    number,
    expMonth: 12,
    expYear: new Date().getUTCFullYear() + 2,
    cvc: '123',
    ...extra,
  });
}

async function methodOf(client: TestClient, number: string) {
  const res = await card(client, number);
  expect(res.statusCode, res.body).toBe(201);
  return json<{ id: string }>(res).id;
}

const topUp = (client: TestClient, body: Record<string, unknown>, key: string | null = randomUUID()) =>
  client.request('POST', TOP_UP, body, { headers: key === null ? {} : { 'idempotency-key': key } });

async function wallet(client: TestClient) {
  const res = await client.get('/api/payments/balances');
  const accounts = json<{ accounts: { kind: string; balanceCents: number }[] }>(res).accounts;
  return accounts.find((a) => a.kind === 'learner_wallet')?.balanceCents ?? 0;
}

/** Ledger transactions posted for a payment. */
async function ledgerTransactionsOf(paymentId: string) {
  const [row] = rowsOf<{ n: number }>(
    await t.ctx.db.execute(
      sql`select count(*)::int as n from ledger_transactions where reference = ${`payment:${paymentId}`}`,
    ),
  );
  return row?.n ?? 0;
}

async function paymentRow(id: string) {
  const [row] = await t.ctx.db.select().from(payments).where(eq(payments.id, id));
  return row!;
}

describe('sandbox cards', () => {
  it('4242 4242 4242 4242 succeeds: the wallet is credited once, however the webhooks arrive', async () => {
    const client = await learner();
    const res = await topUp(client, {
      amountCents: 1200,
      currency: 'EUR',
      paymentMethodId: await methodOf(client, SUCCESS),
    });
    expect(res.statusCode, res.body).toBe(201);
    const payment = json<PaymentView>(res);
    expect(payment).toMatchObject({
      status: 'succeeded',
      amountCents: 1200,
      currency: 'EUR',
      failureCode: null,
    });
    expect(await wallet(client)).toBe(1200);

    await t.ctx.jobs.drain();
    const intentId = (await paymentRow(payment.id)).providerPaymentId!;
    const events = await t.ctx.db.select().from(sandboxEvents).where(eq(sandboxEvents.intentId, intentId));
    expect(events.map((e) => e.type).sort()).toEqual(['payment_intent.created', 'payment_intent.succeeded']);
    // Each delivered twice on purpose, each recorded once.
    expect(events.map((e) => e.deliveries)).toEqual([2, 2]);
    const [received] = rowsOf<{ n: number }>(
      await t.ctx.db.execute(
        sql`select count(*)::int as n from payment_events where provider_payment_id = ${intentId}`,
      ),
    );
    expect(received?.n).toBe(2);
    expect(await ledgerTransactionsOf(payment.id)).toBe(1);
    expect(await wallet(client)).toBe(1200);
  });

  it('4000 0000 0000 0002 is declined: the payment fails with the reason, nothing is booked', async () => {
    const client = await learner();
    const res = await topUp(client, {
      amountCents: 1200,
      currency: 'EUR',
      paymentMethodId: await methodOf(client, DECLINED),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(json<PaymentView>(res)).toMatchObject({
      status: 'failed',
      failureCode: 'card_declined',
      failureMessage: 'Your card was declined.',
    });
    await t.ctx.jobs.drain();
    expect(await ledgerTransactionsOf(json<PaymentView>(res).id)).toBe(0);
    expect(await wallet(client)).toBe(0);
  });

  it('4000 0027 6000 3184 asks for 3-D Secure; approving it succeeds when the webhook arrives', async () => {
    const client = await learner();
    const res = await topUp(client, {
      amountCents: 3600,
      currency: 'EUR',
      paymentMethodId: await methodOf(client, CHALLENGE),
    });
    const payment = json<PaymentView>(res);
    expect(payment.status).toBe('requires_action');
    expect(payment.nextActionUrl).toMatch(
      /^\/api\/payments\/sandbox\/challenges\/pi_sb_[a-f0-9]{24}\?token=[a-f0-9]+$/,
    );
    await t.ctx.jobs.drain();
    expect(await wallet(client)).toBe(0);

    const url = new URL(payment.nextActionUrl!, 'http://x');
    const wrong = await client.post(url.pathname, { token: 'not-it', outcome: 'approve' });
    expect(wrong.statusCode).toBe(404);
    const answered = await client.post(url.pathname, {
      token: url.searchParams.get('token'),
      outcome: 'approve',
    });
    expect(json(answered)).toEqual({ status: 'succeeded' });
    // Until the provider's event arrives we do not know it succeeded.
    expect((await paymentRow(payment.id)).status).toBe('requires_action');

    await t.ctx.jobs.drain();
    expect(json<PaymentView>(await client.get(`/api/payments/${payment.id}`)).status).toBe('succeeded');
    expect(await wallet(client)).toBe(3600);
    expect(await ledgerTransactionsOf(payment.id)).toBe(1);
    const intentId = (await paymentRow(payment.id)).providerPaymentId!;
    const events = await t.ctx.db.select().from(sandboxEvents).where(eq(sandboxEvents.intentId, intentId));
    // The earlier events are sent once more after the newer one: stale, out of order, and harmless.
    expect(Object.fromEntries(events.map((e) => [e.type, e.deliveries]))).toEqual({
      'payment_intent.created': 3,
      'payment_intent.requires_action': 3,
      'payment_intent.succeeded': 2,
    });
  });

  it('a payment whose webhooks are lost is brought up to date by the reconciling sweep, once', async () => {
    const client = await learner();
    const payment = json<PaymentView>(
      await topUp(client, {
        amountCents: 2400,
        currency: 'EUR',
        paymentMethodId: await methodOf(client, CHALLENGE),
      }),
    );
    await t.ctx.jobs.drain();
    const url = new URL(payment.nextActionUrl!, 'http://x');
    await client.post(url.pathname, { token: url.searchParams.get('token'), outcome: 'approve' });
    // The provider's events never arrive.
    await t.ctx.db.execute(sql`delete from pgboss.job where name = 'payments.sandbox-deliver'`);
    await t.ctx.jobs.drain();
    expect((await paymentRow(payment.id)).status).toBe('requires_action');
    // Too recent to ask about: the webhook may still come.
    expect((await reconcilePayments(t.ctx)).changed).toBe(0);
    expect((await paymentRow(payment.id)).status).toBe('requires_action');

    t.clock.advance(11 * 60);
    const first = await reconcilePayments(t.ctx);
    expect(first.changed).toBeGreaterThanOrEqual(1);
    expect((await paymentRow(payment.id)).status).toBe('succeeded');
    expect(await wallet(client)).toBe(2400);
    t.clock.advance(11 * 60);
    await reconcilePayments(t.ctx);
    expect(await ledgerTransactionsOf(payment.id)).toBe(1);
  });

  it('a failed 3-D Secure challenge fails the payment', async () => {
    const client = await learner();
    const res = await topUp(client, {
      amountCents: 3600,
      currency: 'EUR',
      paymentMethodId: await methodOf(client, CHALLENGE),
    });
    const payment = json<PaymentView>(res);
    const url = new URL(payment.nextActionUrl!, 'http://x');
    await client.post(url.pathname, { token: url.searchParams.get('token'), outcome: 'fail' });
    await t.ctx.jobs.drain();
    expect(await paymentRow(payment.id)).toMatchObject({
      status: 'failed',
      failureCode: 'authentication_failed',
    });
    expect(await wallet(client)).toBe(0);
  });

  it('refuses an invalid number and a past expiry with clear messages', async () => {
    const client = await learner();
    const luhn = await card(client, '4242 4242 4242 4241');
    expect(luhn.statusCode).toBe(400);
    expect(json(luhn).message).toBe('Your card number is incorrect.');
    const expired = await card(client, SUCCESS, { expMonth: 1, expYear: 2020 });
    expect(expired.statusCode).toBe(400);
    expect(json(expired).message).toBe('Your card has expired.');
  });
});

describe('the webhook endpoint', () => {
  const secret = () => SandboxProvider.secretFrom(t.ctx.env.SESSION_SECRET);

  function intentEvent(
    id: string,
    payment: { id: string; amountCents: number },
    intentId: string,
    status: string,
  ) {
    return JSON.stringify({
      id,
      object: 'event',
      type: `payment_intent.${status}`,
      data: {
        object: {
          id: intentId,
          object: 'payment_intent',
          amount: payment.amountCents,
          currency: 'eur',
          status,
          metadata: { paymentId: payment.id },
        },
      },
    });
  }

  const send = (raw: string, signature: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/payments/webhooks/sandbox',
      headers: { 'content-type': 'application/json', 'sandbox-signature': signature },
      payload: raw,
    });

  async function pendingChallenge() {
    const client = await learner();
    const res = await topUp(client, {
      amountCents: 1500,
      currency: 'EUR',
      paymentMethodId: await methodOf(client, CHALLENGE),
    });
    const payment = json<PaymentView>(res);
    await t.ctx.jobs.drain();
    return { client, payment, intentId: (await paymentRow(payment.id)).providerPaymentId! };
  }

  it('refuses a bad signature, a body changed after signing, and an old signature, and records nothing', async () => {
    const { client, payment, intentId } = await pendingChallenge();
    const raw = intentEvent(`evt_${randomUUID()}`, payment, intentId, 'succeeded');
    const forged = await send(raw, signPayload('whsec_not_ours', raw, t.ctx.now()));
    expect(forged.statusCode).toBe(400);
    expect(json(forged).message).toMatch(/signature/);
    const changed = await send(raw.replace('1500', '150000'), signPayload(secret(), raw, t.ctx.now()));
    expect(changed.statusCode).toBe(400);
    const old = await send(raw, signPayload(secret(), raw, new Date(t.ctx.now().getTime() - 600_000)));
    expect(old.statusCode).toBe(400);
    const [row] = rowsOf<{ n: number }>(
      await t.ctx.db.execute(
        sql`select count(*)::int as n from payment_events where event_id = ${JSON.parse(raw).id}`,
      ),
    );
    expect(row?.n).toBe(0);
    expect(await wallet(client)).toBe(0);
  });

  it('applies each event once: duplicates and stale events out of order change nothing', async () => {
    const { client, payment, intentId } = await pendingChallenge();
    const succeeded = intentEvent(`evt_${randomUUID()}`, payment, intentId, 'succeeded');
    const stale = intentEvent(`evt_${randomUUID()}`, payment, intentId, 'requires_action');
    const failedLate = JSON.stringify({
      ...JSON.parse(intentEvent(`evt_${randomUUID()}`, payment, intentId, 'requires_payment_method')),
      type: 'payment_intent.payment_failed',
    }).replace('"metadata"', '"last_payment_error":{"code":"card_declined","message":"declined"},"metadata"');
    const sign = (raw: string) => signPayload(secret(), raw, t.ctx.now());

    const first = await send(succeeded, sign(succeeded));
    expect(first.statusCode, first.body).toBe(200);
    expect(json(first)).toEqual({ received: true, duplicate: false });
    expect(json(await send(succeeded, sign(succeeded)))).toEqual({ received: true, duplicate: true });
    expect(json(await send(stale, sign(stale)))).toEqual({ received: true, duplicate: false });
    expect(json(await send(failedLate, sign(failedLate)))).toEqual({ received: true, duplicate: false });
    expect(json(await send(stale, sign(stale)))).toEqual({ received: true, duplicate: true });

    expect(await paymentRow(payment.id)).toMatchObject({ status: 'succeeded', failureCode: null });
    expect(await ledgerTransactionsOf(payment.id)).toBe(1);
    expect(await wallet(client)).toBe(1500);
  });

  it('answers 404 for a provider that is not in use', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/payments/webhooks/stripe', payload: '{}' });
    expect(res.statusCode).toBe(404);
  });
});

describe('idempotency of money-moving calls', () => {
  it('needs an Idempotency-Key header, and without it nothing happens', async () => {
    const client = await learner();
    const before = await t.ctx.db.select({ n: sql<number>`count(*)::int` }).from(payments);
    const res = await topUp(
      client,
      { amountCents: 1200, currency: 'EUR', paymentMethodId: await methodOf(client, SUCCESS) },
      null,
    );
    expect(res.statusCode).toBe(400);
    expect(json(res).message).toMatch(/Idempotency-Key header/);
    expect(await t.ctx.db.select({ n: sql<number>`count(*)::int` }).from(payments)).toEqual(before);
    expect(await wallet(client)).toBe(0);
  });

  it('a retry with the same key and body answers the stored payment and charges once', async () => {
    const client = await learner();
    const body = { amountCents: 2000, currency: 'EUR', paymentMethodId: await methodOf(client, SUCCESS) };
    const key = randomUUID();
    const first = await topUp(client, body, key);
    const again = await topUp(client, body, key);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(json(again)).toEqual(json(first));
    const [intents] = rowsOf<{ n: number }>(
      await t.ctx.db.execute(
        sql`select count(*)::int as n from sandbox_payment_intents where metadata->>'paymentId' = ${json<PaymentView>(first).id}`,
      ),
    );
    expect(intents?.n).toBe(1);
    expect(await wallet(client)).toBe(2000);
    // Another key is another payment.
    await topUp(client, body, randomUUID());
    expect(await wallet(client)).toBe(4000);
  });

  it('the same key with another body is refused with 422', async () => {
    const client = await learner();
    const paymentMethodId = await methodOf(client, SUCCESS);
    const key = randomUUID();
    await topUp(client, { amountCents: 2000, currency: 'EUR', paymentMethodId }, key);
    const other = await topUp(client, { amountCents: 9000, currency: 'EUR', paymentMethodId }, key);
    expect(other.statusCode).toBe(422);
    expect(json(other).code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await wallet(client)).toBe(2000);
  });

  it('a key still in flight answers 409; once the first finishes, the retry gets its answer', async () => {
    const client = await learner();
    const body = { amountCents: 1000, currency: 'EUR', paymentMethodId: await methodOf(client, SUCCESS) };
    const key = randomUUID();
    const gate = holdProvider();
    const first = topUp(client, body, key);
    await gate.reached;
    const meanwhile = await topUp(client, body, key);
    expect(meanwhile.statusCode).toBe(409);
    expect(json(meanwhile).code).toBe('IDEMPOTENCY_IN_FLIGHT');
    expect(meanwhile.headers['retry-after']).toBe('1');
    gate.release();
    const done = await first;
    expect(done.statusCode, done.body).toBe(201);
    const retry = await topUp(client, body, key);
    expect(retry.statusCode).toBe(201);
    expect(json(retry)).toEqual(json(done));
    expect(await wallet(client)).toBe(1000);
  });

  it('a key abandoned in flight past its lease is taken over by the retry; the old request cannot complete it', async () => {
    const client = await learner();
    const body = { amountCents: 700, currency: 'EUR', paymentMethodId: await methodOf(client, SUCCESS) };
    const key = randomUUID();
    const gate = holdProvider();
    const stuck = topUp(client, body, key);
    await gate.reached;
    t.clock.advance(61);
    const retry = await topUp(client, body, key);
    expect(retry.statusCode, retry.body).toBe(201);
    gate.release();
    const late = await stuck;
    expect(late.statusCode).toBe(409);
    // One payment, one charge at the provider, one ledger transaction.
    const paid = json<PaymentView>(retry);
    expect(await ledgerTransactionsOf(paid.id)).toBe(1);
    const intents = await t.ctx.db
      .select()
      .from(sandboxPaymentIntents)
      .where(sql`${sandboxPaymentIntents.metadata}->>'paymentId' = ${paid.id}`);
    expect(intents).toHaveLength(1);
    expect(await wallet(client)).toBe(700);
    expect(json(await topUp(client, body, key))).toEqual(paid);
  });
});

/** Holds the next provider call until released (a slow provider, or a node about to die). */
function holdProvider() {
  const provider = t.ctx.payments.provider;
  const original = provider.createPayment.bind(provider);
  let release!: () => void;
  let reached!: () => void;
  const released = new Promise<void>((r) => (release = r));
  const arrived = new Promise<void>((r) => (reached = r));
  (provider as { createPayment: PaymentProvider['createPayment'] }).createPayment = async (input) => {
    (provider as { createPayment: PaymentProvider['createPayment'] }).createPayment = original;
    reached();
    await released;
    return original(input);
  };
  return { reached: arrived, release };
}

describe('the active provider (issue 12: the checkout shows test cards only on the sandbox)', () => {
  it('answers sandbox when no Stripe key is set, to signed-in callers only', async () => {
    const client = await learner();
    const res = await client.get('/api/payments/provider');
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res)).toEqual({ provider: 'sandbox' });
    expect((await new TestClient(t.app).get('/api/payments/provider')).statusCode).toBe(401);
  });
});
