import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SeatView } from '../../../common/contracts/booking.ts';
import { type PaymentView, SANDBOX_TEST_IBANS } from '../../../common/contracts/payments.ts';
import { rowsOf } from '../../db/client.ts';
import { notifications, paymentDisputes, payments } from '../../db/schema/index.ts';
import { SANDBOX_DEBIT_SECONDS } from '../../integrations/payments/sandbox/sandbox-provider.ts';
import { pdfText } from '../../test/pdf-text.ts';
import {
  createTestApp,
  registerAdmin,
  json,
  registerUser,
  type TestApp,
  type TestClient,
} from '../../test/test-app.ts';
import * as fixtures from '../booking/booking.fixtures.ts';
import { postSandboxEvent, redeliverSandboxEvents, sandboxCard } from './payments.fixtures.ts';
import { balanceOf, verifyLedger } from '../ledger/index.ts';

/**
 * /european-payments on the server: credit points bought by SEPA Direct Debit (processing until the
 * bank answers), iDEAL and Bancontact (the bank's page), or card; the points arrive once, when the
 * payment succeeds, and never for a failed one.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_DISABLED: 'true' });
});
afterAll(async () => {
  expect((await verifyLedger(t.ctx.db)).faults).toEqual([]);
  await t.dispose();
});

const SEPA_OK = 'DE89 3704 0044 0532 0130 00';
const SEPA_FAILS = 'DE62370400440532013001';

async function learner() {
  const { client, user } = await registerUser(t, { userType: 'student' });
  return { client, userId: user.id as string };
}

const bankMethod = (client: TestClient, body: Record<string, unknown>) =>
  client.post('/api/payments/sandbox/bank-methods', body);

async function methodId(client: TestClient, body: Record<string, unknown>) {
  const res = await bankMethod(client, body);
  expect(res.statusCode, res.body).toBe(201);
  return json<{ id: string }>(res).id;
}

const topUp = (client: TestClient, paymentMethodId: string, amountCents: number, key = randomUUID()) =>
  client.request(
    'POST',
    '/api/payments/points/top-ups',
    { amountCents, paymentMethodId },
    { headers: { 'idempotency-key': key } },
  );

const points = (userId: string) =>
  balanceOf(t.ctx.db, { kind: 'learner_credit_points', ownerId: userId, currency: 'EUR' });

async function row(paymentId: string) {
  const [r] = await t.ctx.db.select().from(payments).where(eq(payments.id, paymentId));
  return r!;
}

/** What the payer's bank does some seconds later: the sandbox's debit job, run now. */
async function bankAnswers(paymentId: string) {
  await t.ctx.payments.sandbox!.settleDebit((await row(paymentId)).providerPaymentId!);
  await t.ctx.jobs.drain();
}

async function transactionsOf(paymentId: string, kind: string) {
  const [r] = rowsOf<{ n: number }>(
    await t.ctx.db.execute(
      sql`select count(*)::int as n from ledger_transactions where kind = ${kind} and reference = ${`payment:${paymentId}`}`,
    ),
  );
  return r?.n ?? 0;
}

/** Every event the sandbox sent about a payment, delivered once more (stale ones too). */
async function redeliverAll(paymentId: string) {
  await redeliverSandboxEvents(t, (await row(paymentId)).providerPaymentId!);
}

/** A dispute event about a sandbox intent, posted to our webhook as the sandbox would. */
function sendDispute(eventId: string, disputeId: string, intentId: string, amount: number, status: string) {
  return postSandboxEvent(t, {
    id: eventId,
    type: status === 'won' ? 'charge.dispute.closed' : 'charge.dispute.updated',
    object: {
      id: disputeId,
      object: 'dispute',
      amount,
      currency: 'eur',
      payment_intent: intentId,
      reason: 'fraudulent',
      status,
    },
  });
}

async function approveAtBank(client: TestClient, payment: PaymentView, outcome: 'approve' | 'fail') {
  const url = new URL(payment.nextActionUrl!, 'http://x');
  const res = await client.post(url.pathname, { token: url.searchParams.get('token'), outcome });
  expect(res.statusCode, res.body).toBe(200);
  await t.ctx.jobs.drain();
}

describe('payment methods of the sandbox', () => {
  it('refuses a bad IBAN, a mandate not accepted, a bank it does not know and a missing holder, each with its message', async () => {
    const { client } = await learner();
    const badIban = await bankMethod(client, {
      type: 'sepa_debit',
      iban: 'DE89370400440532013001',
      holderName: 'Mia Keller',
      mandateAccepted: true,
    });
    expect(badIban.statusCode).toBe(400);
    expect(json(badIban).message).toBe('This IBAN is not valid: check its length and check digits.');
    const noMandate = await bankMethod(client, {
      type: 'sepa_debit',
      iban: SEPA_OK,
      holderName: 'Mia Keller',
      mandateAccepted: false,
    });
    expect(noMandate.statusCode).toBe(400);
    expect(json(noMandate).message).toBe('Please accept the SEPA Direct Debit mandate.');
    const noBank = await bankMethod(client, { type: 'ideal', bank: 'bank_of_nowhere' });
    expect(noBank.statusCode).toBe(400);
    expect(json(noBank).message).toBe('Choose your bank.');
    const noHolder = await bankMethod(client, { type: 'bancontact', holderName: ' ' });
    expect(noHolder.statusCode).toBe(400);
    expect(json(noHolder).message).toBe('Enter the account holder’s name.');
  });

  it('answers a SEPA method with the last four digits of the IBAN, iDEAL with its bank', async () => {
    const { client } = await learner();
    const sepa = await bankMethod(client, {
      type: 'sepa_debit',
      iban: SEPA_OK,
      holderName: 'Mia Keller',
      mandateAccepted: true,
    });
    expect(json(sepa)).toMatchObject({ type: 'sepa_debit', detail: '3000' });
    const ideal = await bankMethod(client, { type: 'ideal', bank: 'rabobank' });
    expect(json(ideal)).toMatchObject({ type: 'ideal', detail: 'rabobank' });
  });
});

describe('buying credit points', () => {
  it('SEPA Direct Debit: processing until the bank confirms, then the points arrive once', async () => {
    const { client, userId } = await learner();
    const pm = await methodId(client, {
      type: 'sepa_debit',
      iban: SEPA_OK,
      holderName: 'Mia Keller',
      mandateAccepted: true,
    });
    const key = randomUUID();
    const res = await topUp(client, pm, 2400, key);
    expect(res.statusCode, res.body).toBe(201);
    const payment = json<PaymentView>(res);
    expect(payment).toMatchObject({ status: 'processing', purpose: 'points_top_up', amountCents: 2400 });
    await t.ctx.jobs.drain();
    expect(await points(userId)).toBe(0);
    // The bank's answer is queued for later, as a real bank's comes days later.
    const [job] = rowsOf<{ seconds: number }>(
      await t.ctx.db.execute(
        sql`select extract(epoch from (start_after - created_on))::int as seconds from pgboss.job where name = 'payments.sandbox-debit' and data->>'intentId' = ${(await row(payment.id)).providerPaymentId}`,
      ),
    );
    expect(job?.seconds).toBeGreaterThanOrEqual(SANDBOX_DEBIT_SECONDS - 1);
    await bankAnswers(payment.id);
    expect((await row(payment.id)).status).toBe('succeeded');
    expect(await points(userId)).toBe(2400);
    // The bank answering again, and the same request again, change nothing.
    await bankAnswers(payment.id);
    const again = await topUp(client, pm, 2400, key);
    expect(json<PaymentView>(again).id).toBe(payment.id);
    expect(await points(userId)).toBe(2400);
    const list = json<{ topUps: { payment: PaymentView; methodKind: string }[] }>(
      await client.get('/api/payments/points/top-ups'),
    );
    expect(list.topUps.map((u) => [u.payment.id, u.payment.status, u.methodKind])).toEqual([
      [payment.id, 'succeeded', 'sepa_debit'],
    ]);
    const receipt = await client.get(`/api/payments/${payment.id}/receipt`);
    expect(receipt.statusCode).toBe(200);
    const text = pdfText(receipt.rawPayload).replace(/\s+/g, ' ');
    expect(text).toContain('Credit points: 2,400 points');
    expect(text).toContain('Payment method SEPA Direct Debit');
  });

  it('SEPA Direct Debit refused by the bank: failed with its reason, no points', async () => {
    const { client, userId } = await learner();
    const pm = await methodId(client, {
      type: 'sepa_debit',
      iban: SEPA_FAILS,
      holderName: 'Jonas Weber',
      mandateAccepted: true,
    });
    const payment = json<PaymentView>(await topUp(client, pm, 1200));
    expect(payment.status).toBe('processing');
    await bankAnswers(payment.id);
    const after = await row(payment.id);
    expect(after.status).toBe('failed');
    expect(after.failureMessage).toBe('The bank refused the debit: the account has insufficient funds.');
    expect(await points(userId)).toBe(0);
  });

  it('a SEPA chargeback: the bank takes the debit back, the points go with it once; a dispute won gives them back', async () => {
    const { client, userId } = await learner();
    const pm = await methodId(client, {
      type: 'sepa_debit',
      iban: SANDBOX_TEST_IBANS.disputed,
      holderName: 'Lea Braun',
      mandateAccepted: true,
    });
    const payment = json<PaymentView>(await topUp(client, pm, 2400));
    expect(payment.status).toBe('processing');
    // The bank pays and at once takes it back; the dispute's event comes before the payment's own.
    await bankAnswers(payment.id);
    expect((await row(payment.id)).status).toBe('succeeded');
    expect(await points(userId)).toBe(0);
    const [dispute, ...more] = await t.ctx.db
      .select()
      .from(paymentDisputes)
      .where(eq(paymentDisputes.paymentId, payment.id));
    expect(more).toEqual([]);
    expect(dispute).toMatchObject({ status: 'lost', amountCents: 2400, reason: 'general' });
    expect(await transactionsOf(payment.id, 'chargeback')).toBe(1);
    const history = json<{ balanceCents: number; entries: { kind: string; amountCents: number }[] }>(
      await client.get('/api/payments/points'),
    );
    expect(history.balanceCents).toBe(0);
    expect(history.entries.map((e) => e.kind)).toEqual(['chargeback', 'points_top_up']);
    const told = await t.ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.kind, 'payment_disputed')));
    expect(told).toHaveLength(1);
    // Every event again, stale ones too: still one chargeback.
    await redeliverAll(payment.id);
    expect(await transactionsOf(payment.id, 'chargeback')).toBe(1);
    expect(await points(userId)).toBe(0);
    // The payer's bank taking it back means no refund as well.
    const refund = await t.ctx.payments.provider
      .refundPayment((await row(payment.id)).providerPaymentId!, 2400, randomUUID())
      .catch((e: Error & { code?: string }) => e.code);
    expect(refund).toBe('charge_disputed');

    // A card dispute decided for us (another flow, same rules): open takes the money, won gives it back.
    t.clock.advance(60);
    const card = json<PaymentView>(await topUp(client, await sandboxCard(client), 1200));
    expect(card.status).toBe('succeeded');
    expect(await points(userId)).toBe(1200);
    const intent = (await row(card.id)).providerPaymentId!;
    expect((await sendDispute('evt_d1', 'dp_card_1', intent, 1200, 'needs_response')).statusCode).toBe(200);
    expect(await points(userId)).toBe(0);
    expect((await sendDispute('evt_d2', 'dp_card_1', intent, 1200, 'won')).statusCode).toBe(200);
    expect(await points(userId)).toBe(1200);
    expect(await transactionsOf(card.id, 'chargeback_reinstated')).toBe(1);
    // A stale "under review" after the decision changes nothing.
    expect((await sendDispute('evt_d3', 'dp_card_1', intent, 1200, 'under_review')).statusCode).toBe(200);
    expect(await points(userId)).toBe(1200);
    expect(await transactionsOf(card.id, 'chargeback')).toBe(1);

    // Operators see both, newest first, with the payer; a learner may not.
    expect((await client.get('/api/admin/payments/disputes')).statusCode).toBe(403);
    const staff = await registerAdmin(t);
    const listed = json<{
      disputes: { paymentId: string; status: string; payerName: string; reason: string }[];
    }>(await staff.client.get('/api/admin/payments/disputes')).disputes.filter(
      (d) => d.paymentId === payment.id || d.paymentId === card.id,
    );
    expect(listed).toEqual([
      expect.objectContaining({ paymentId: card.id, status: 'won', reason: 'fraudulent' }),
      expect.objectContaining({ paymentId: payment.id, status: 'lost', reason: 'general' }),
    ]);
  });

  it('a dispute about a payment not yet succeeded here is answered 409, to come again', async () => {
    const { client, userId } = await learner();
    const pm = await methodId(client, {
      type: 'sepa_debit',
      iban: SEPA_OK,
      holderName: 'Tom Krause',
      mandateAccepted: true,
    });
    const payment = json<PaymentView>(await topUp(client, pm, 1200));
    await t.ctx.jobs.drain();
    const intent = (await row(payment.id)).providerPaymentId!;
    const res = await sendDispute('evt_d4', 'dp_early', intent, 1200, 'lost');
    expect(res.statusCode, res.body).toBe(409);
    expect(await points(userId)).toBe(0);
    // The bank answers; the provider sends the dispute again: now it counts.
    await bankAnswers(payment.id);
    expect(await points(userId)).toBe(1200);
    expect((await sendDispute('evt_d4', 'dp_early', intent, 1200, 'lost')).statusCode).toBe(200);
    expect(await points(userId)).toBe(0);
  });

  it('iDEAL and Bancontact: the bank page approves (points) or fails (none)', async () => {
    const { client, userId } = await learner();
    const ideal = await methodId(client, { type: 'ideal', bank: 'ing' });
    const first = json<PaymentView>(await topUp(client, ideal, 1200));
    expect(first.status).toBe('requires_action');
    expect(first.nextActionUrl).toMatch(/^\/api\/payments\/sandbox\/challenges\/pi_sb_/);
    await approveAtBank(client, first, 'approve');
    expect((await row(first.id)).status).toBe('succeeded');
    expect(await points(userId)).toBe(1200);

    const bancontact = await methodId(client, { type: 'bancontact', holderName: 'Lotte Peeters' });
    const second = json<PaymentView>(await topUp(client, bancontact, 6000));
    await approveAtBank(client, second, 'fail');
    expect((await row(second.id)).status).toBe('failed');
    expect(await points(userId)).toBe(1200);
    expect((await row(second.id)).methodKind).toBe('bancontact');
  });

  it('by card: at once; an unknown method or an amount out of bounds is refused', async () => {
    const { client, userId } = await learner();
    const card = await client.post('/api/payments/sandbox/payment-methods', {
      number: '4242424242424242',
      expMonth: 12,
      expYear: new Date().getUTCFullYear() + 2,
      cvc: '123',
    });
    const payment = json<PaymentView>(await topUp(client, json<{ id: string }>(card).id, 500));
    expect(payment.status).toBe('succeeded');
    expect(await points(userId)).toBe(500);
    const unknown = await topUp(client, 'pm_sb_000000000000000000000000', 1200);
    expect(unknown.statusCode).toBe(400);
    expect(json(unknown).message).toBe('Choose a payment method.');
    const tooSmall = await topUp(client, json<{ id: string }>(card).id, 499);
    expect(tooSmall.statusCode).toBe(400);
    const tooLarge = await topUp(client, json<{ id: string }>(card).id, 50_001);
    expect(tooLarge.statusCode).toBe(400);
    expect(await points(userId)).toBe(500);
  });

  it('one learner does not see another’s top-ups', async () => {
    const a = await learner();
    const b = await learner();
    const pm = await methodId(a.client, { type: 'ideal', bank: 'bunq' });
    await topUp(a.client, pm, 1200);
    const theirs = json<{ topUps: unknown[] }>(await b.client.get('/api/payments/points/top-ups'));
    expect(theirs.topUps).toEqual([]);
    const mine = json<{ topUps: unknown[] }>(await a.client.get('/api/payments/points/top-ups'));
    expect(mine.topUps).toHaveLength(1);
  });
});

describe('a held seat', () => {
  it('cannot be paid by iDEAL (nothing can be held to take later): the payment fails with the reason, the seat stays held', async () => {
    const tutor = await fixtures.tutorWithSkill(t);
    const { client } = await learner();
    const hold = await fixtures.hold(client, tutor, fixtures.dayAhead(t, 3, 10).at);
    expect(hold.statusCode, hold.body).toBe(201);
    const seat = json<SeatView>(hold);
    const pm = await methodId(client, { type: 'ideal', bank: 'ing' });
    const res = await client.request(
      'POST',
      `/api/payments/seats/${seat.id}/checkout`,
      { paymentMethodId: pm },
      { headers: { 'idempotency-key': randomUUID() } },
    );
    expect(res.statusCode, res.body).toBe(201);
    const answer = json<{ payment: PaymentView; seatStatus: string }>(res);
    expect(answer.payment.status).toBe('failed');
    expect(answer.payment.failureMessage).toBe(
      'This way of paying cannot hold an amount to take later: pay for a seat by card or with credit points.',
    );
    expect(answer.seatStatus).toBe('held');
  });
});
