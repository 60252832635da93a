import { sandboxCard } from './payments.fixtures.ts';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SeatView } from '../../../common/contracts/booking.ts';
import type { PaymentView } from '../../../common/contracts/payments.ts';
import { accessFees, payments, sessionSeats, vouchers } from '../../db/schema/index.ts';
import { createTestApp, json, registerUser, type TestApp, type TestClient } from '../../test/test-app.ts';
import * as fixtures from '../booking/booking.fixtures.ts';
import { balanceOf, post, verifyLedger } from '../ledger/index.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { voucherPointsEntries } from './payments.policy.ts';

/**
 * The split of a seat's checkout (common/checkout-split.ts) as the server takes it: the one-time
 * access fee, credit points set aside and given back, a voucher's discount and points, and the
 * figure the learner was shown.
 */
let t: TestApp;
let tutor: Awaited<ReturnType<typeof fixtures.tutorWithSkill>>;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_DISABLED: 'true' });
  tutor = await fixtures.tutorWithSkill(t);
});
afterAll(async () => {
  expect((await verifyLedger(t.ctx.db)).faults).toEqual([]);
  await t.dispose();
});

type Checkout = { payment: PaymentView; seatStatus: string };
type Quote = {
  listPriceCents: number;
  accessFeeCents: number;
  discountCents: number;
  pointsBalanceCents: number;
  voucher: { code: string; discountPercent: number; creditPoints: number } | null;
};

let slot = 0;
async function learner() {
  const { client, user } = await registerUser(t, { userType: 'student' });
  return { client, userId: user.id as string };
}

async function held(client: TestClient) {
  // A new hour for each seat (09:00 to 20:00 on the days ahead): no two overlap.
  slot += 1;
  const res = await fixtures.hold(
    client,
    tutor,
    fixtures.dayAhead(t, 2 + Math.floor(slot / 12), 9 + (slot % 12)).at,
  );
  expect(res.statusCode, res.body).toBe(201);
  return json<SeatView>(res).id;
}

const checkout = (client: TestClient, seatId: string, body: Record<string, unknown>, key = randomUUID()) =>
  client.request('POST', `/api/payments/seats/${seatId}/checkout`, body, {
    headers: { 'idempotency-key': key },
  });

const points = (userId: string) =>
  balanceOf(t.ctx.db, { kind: 'learner_credit_points', ownerId: userId, currency: 'EUR' });

async function grantPoints(userId: string, cents: number) {
  await t.ctx.db.transaction((tx) =>
    post(tx, { kind: 'test_grant', entries: voucherPointsEntries(userId, cents, 'EUR') }),
  );
}

async function voucher(values: Partial<typeof vouchers.$inferInsert> = {}) {
  const code = `TRT-${randomUUID().slice(0, 5).toUpperCase()}-${randomUUID().slice(0, 5).toUpperCase()}`;
  await t.ctx.db.insert(vouchers).values({
    code,
    creditPoints: 50,
    discountPercent: 10,
    expiresAt: new Date(t.ctx.now().getTime() + 86_400_000),
    ...values,
  });
  return code;
}

const paymentRow = async (id: string) =>
  (await t.ctx.db.select().from(payments).where(eq(payments.id, id)))[0]!;
const seatStatus = async (id: string) =>
  (await t.ctx.db.select().from(sessionSeats).where(eq(sessionSeats.id, id)))[0]!.status;

describe('the one-time access fee', () => {
  it('is charged with the first paid booking only', async () => {
    const { client, userId } = await learner();
    const first = await held(client);
    expect(json<Quote>(await client.get(`/api/payments/seats/${first}/quote`))).toMatchObject({
      listPriceCents: 1200,
      accessFeeCents: 500,
    });
    const a = json<Checkout>(await checkout(client, first, { paymentMethodId: await sandboxCard(client) }));
    expect(a.payment.amountCents).toBe(1700);
    await t.ctx.jobs.drain();
    const [fee] = await t.ctx.db.select().from(accessFees).where(eq(accessFees.userId, userId));
    expect(fee?.paymentId).toBe(a.payment.id);

    const second = await held(client);
    expect(json<Quote>(await client.get(`/api/payments/seats/${second}/quote`)).accessFeeCents).toBe(0);
    const b = json<Checkout>(await checkout(client, second, { paymentMethodId: await sandboxCard(client) }));
    expect(b.payment.amountCents).toBe(1200);
  });

  it('is not added twice by two first checkouts at once, and comes back if its payment fails', async () => {
    const { client } = await learner();
    const [s1, s2] = [await held(client), await held(client)];
    const pm = await sandboxCard(client);
    const answers = await Promise.all([
      checkout(client, s1, { paymentMethodId: pm }),
      checkout(client, s2, { paymentMethodId: pm }),
    ]);
    const amounts = answers.map((r) => json<Checkout>(r).payment.amountCents).sort();
    expect(amounts).toEqual([1200, 1700]);

    // A first booking whose card is declined: the fee waits for the next payment.
    const other = await learner();
    const s3 = await held(other.client);
    const declined = json<Checkout>(
      await checkout(other.client, s3, {
        paymentMethodId: await sandboxCard(other.client, '4000000000000002'),
      }),
    );
    expect(declined.payment).toMatchObject({ status: 'failed', amountCents: 1700 });
    expect(json<Quote>(await other.client.get(`/api/payments/seats/${s3}/quote`)).accessFeeCents).toBe(500);
  });
});

describe('credit points', () => {
  it('pay part of a seat with the card paying the rest; the ledger books both once', async () => {
    const { client, userId } = await learner();
    await grantPoints(userId, 700);
    const seat = await held(client);
    await t.ctx.jobs.drain();
    const revenue = await balanceOf(t.ctx.db, { kind: 'platform_revenue', currency: 'EUR' });
    const res = await checkout(client, seat, {
      paymentMethodId: await sandboxCard(client),
      usePoints: true,
      expectedCardCents: 1000,
    });
    expect(res.statusCode, res.body).toBe(201);
    const answer = json<Checkout>(res);
    expect(answer.payment.amountCents).toBe(1000);
    // Set aside at once: a second checkout cannot spend them again.
    expect(await points(userId)).toBe(0);
    await t.ctx.jobs.drain();
    expect(await paymentRow(answer.payment.id)).toMatchObject({
      status: 'succeeded',
      pointsCents: 700,
      accessFeeCents: 500,
    });
    expect(await balanceOf(t.ctx.db, { kind: 'platform_revenue', currency: 'EUR' })).toBe(revenue + 1700);
    expect(await balanceOf(t.ctx.db, { kind: 'platform_points_held', currency: 'EUR' })).toBe(0);
  });

  it('pay a whole seat without a card: confirmed at once, no provider asked', async () => {
    const { client, userId } = await learner();
    await grantPoints(userId, 5000);
    const seat = await held(client);
    const res = await checkout(client, seat, { usePoints: true, expectedCardCents: 0 });
    expect(res.statusCode, res.body).toBe(201);
    const answer = json<Checkout>(res);
    expect(answer).toMatchObject({
      seatStatus: 'confirmed',
      payment: { status: 'succeeded', amountCents: 0 },
    });
    expect(await points(userId)).toBe(5000 - 1700);
    expect((await paymentRow(answer.payment.id)).providerPaymentId).toBeNull();
    expect(await seatStatus(seat)).toBe('confirmed');
    // Its receipt shows the split: price, access fee, credit points, nothing charged to a card.
    const receipt = await client.get(`/api/payments/${answer.payment.id}/receipt`);
    expect(receipt.statusCode).toBe(200);
    const text = pdfText(receipt.rawPayload).replace(/\s+/g, ' ');
    expect(text).toContain('Price €12.00');
    expect(text).toContain('One-time platform access fee €5.00');
    expect(text).toContain('Paid with credit points €17.00');
    expect(text).toContain('Amount charged €0.00');
    expect(text).toMatch(/Payment method Credit points/);
  });

  it('come back, once, when the card part is declined', async () => {
    const { client, userId } = await learner();
    await grantPoints(userId, 700);
    const seat = await held(client);
    const res = await checkout(client, seat, {
      paymentMethodId: await sandboxCard(client, '4000000000000002'),
      usePoints: true,
    });
    expect(json<Checkout>(res).payment.status).toBe('failed');
    expect(await points(userId)).toBe(700);
    await t.ctx.jobs.drain();
    expect(await points(userId)).toBe(700);
  });

  it('without a card for a part the card must pay, the checkout is refused before anything moves', async () => {
    const { client, userId } = await learner();
    await grantPoints(userId, 300);
    const seat = await held(client);
    const res = await checkout(client, seat, { usePoints: true });
    expect(res.statusCode).toBe(400);
    expect(await points(userId)).toBe(300);
    expect(await t.ctx.db.select().from(payments).where(eq(payments.reference, seat))).toHaveLength(0);
  });

  it('a figure that changed since it was shown is refused, not charged', async () => {
    const { client, userId } = await learner();
    await grantPoints(userId, 400);
    const seat = await held(client);
    const res = await checkout(client, seat, {
      paymentMethodId: await sandboxCard(client),
      usePoints: true,
      expectedCardCents: 1700,
    });
    expect(res.statusCode).toBe(409);
    expect(await points(userId)).toBe(400);
  });

  it('two checkouts at once cannot spend the same points twice', async () => {
    const { client, userId } = await learner();
    await grantPoints(userId, 1500);
    const [s1, s2] = [await held(client), await held(client)];
    const pm = await sandboxCard(client);
    const answers = (
      await Promise.all([
        checkout(client, s1, { paymentMethodId: pm, usePoints: true }),
        checkout(client, s2, { paymentMethodId: pm, usePoints: true }),
      ])
    ).map((r) => json<Checkout>(r));
    await t.ctx.jobs.drain();
    const rows = await Promise.all(answers.map((a) => paymentRow(a.payment.id)));
    expect(rows.reduce((sum, r) => sum + r.pointsCents, 0)).toBe(1500);
    expect(await points(userId)).toBe(0);
  });
});

describe('vouchers', () => {
  it('take their discount off the seat and give their points when the payment succeeds', async () => {
    const { client, userId } = await learner();
    const code = await voucher();
    const seat = await held(client);
    const quote = json<Quote>(
      await client.get(`/api/payments/seats/${seat}/quote?voucher=${code.toLowerCase()}`),
    );
    expect(quote).toMatchObject({
      discountCents: 120,
      voucher: { code, discountPercent: 10, creditPoints: 50 },
    });
    const answer = json<Checkout>(
      await checkout(client, seat, {
        paymentMethodId: await sandboxCard(client),
        voucherCode: code,
        expectedCardCents: 1580,
      }),
    );
    expect(answer.payment.amountCents).toBe(1580);
    expect(await points(userId)).toBe(0);
    await t.ctx.jobs.drain();
    expect(await points(userId)).toBe(50);
    const [row] = await t.ctx.db.select().from(vouchers).where(eq(vouchers.code, code));
    expect(row).toMatchObject({ userId });
    expect(row!.redeemedAt).not.toBeNull();

    // Used once: another seat, or another learner, cannot use it again.
    const again = await held(client);
    expect((await client.get(`/api/payments/seats/${again}/quote?voucher=${code}`)).statusCode).toBe(409);
    const other = await learner();
    const theirs = await held(other.client);
    expect((await other.client.get(`/api/payments/seats/${theirs}/quote?voucher=${code}`)).statusCode).toBe(
      404,
    );
  });

  it('unknown and expired codes are refused with a clear error; a declined payment leaves the voucher usable', async () => {
    const { client } = await learner();
    const seat = await held(client);
    const unknown = await client.get(`/api/payments/seats/${seat}/quote?voucher=TRT-NOPE`);
    expect(unknown.statusCode).toBe(404);
    expect(json<{ message: string }>(unknown).message).toMatch(/not valid/);
    const expired = await voucher({ expiresAt: new Date(t.ctx.now().getTime() - 1000) });
    expect((await client.get(`/api/payments/seats/${seat}/quote?voucher=${expired}`)).statusCode).toBe(410);

    const code = await voucher();
    const declined = json<Checkout>(
      await checkout(client, seat, {
        paymentMethodId: await sandboxCard(client, '4000000000000002'),
        voucherCode: code,
      }),
    );
    expect(declined.payment.status).toBe('failed');
    const [row] = await t.ctx.db.select().from(vouchers).where(eq(vouchers.code, code));
    expect(row!.redeemedAt).toBeNull();
    const paid = json<Checkout>(
      await checkout(client, seat, { paymentMethodId: await sandboxCard(client), voucherCode: code }),
    );
    expect(paid.seatStatus).toBe('confirmed');
  });
});
