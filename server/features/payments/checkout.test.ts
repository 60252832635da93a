import { sandboxCard } from './payments.fixtures.ts';
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentView } from '../../../common/contracts/payments.ts';
import type { SeatView } from '../../../common/contracts/booking.ts';
import { rowsOf } from '../../db/client.ts';
import { payments, sandboxPaymentIntents, sessionSeats } from '../../db/schema/index.ts';
import {
  createTestApp,
  json,
  registerUser,
  TEST_DRIVER,
  type TestApp,
  type TestClient,
} from '../../test/test-app.ts';
import * as fixtures from '../booking/booking.fixtures.ts';
import { expireHold } from '../booking/index.ts';
import { balanceOf, verifyLedger } from '../ledger/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_DISABLED: 'true' });
});
afterAll(async () => {
  expect((await verifyLedger(t.ctx.db)).faults).toEqual([]);
  await t.dispose();
});

type Checkout = { payment: PaymentView; seatStatus: string };

async function heldSeat(hour = 10) {
  const tutor = await fixtures.tutorWithSkill(t);
  const { client } = await registerUser(t, { userType: 'student' });
  const res = await fixtures.hold(client, tutor, fixtures.dayAhead(t, 3, hour).at);
  expect(res.statusCode, res.body).toBe(201);
  return { client, seat: json<SeatView>(res) };
}

const checkout = (client: TestClient, seatId: string, paymentMethodId: string, key = randomUUID()) =>
  client.request(
    'POST',
    `/api/payments/seats/${seatId}/checkout`,
    { paymentMethodId },
    {
      headers: { 'idempotency-key': key },
    },
  );

async function seatStatus(seatId: string) {
  const [row] = await t.ctx.db.select().from(sessionSeats).where(eq(sessionSeats.id, seatId));
  return row!.status;
}

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

describe('checkout of a held seat', () => {
  it('the success card: the seat is confirmed, then the money is captured and booked once', async () => {
    const revenueBefore = await balanceOf(t.ctx.db, { kind: 'platform_revenue', currency: 'EUR' });
    const { client, seat } = await heldSeat();
    const key = randomUUID();
    const pm = await sandboxCard(client, '4242424242424242');
    const res = await checkout(client, seat.id, pm, key);
    expect(res.statusCode, res.body).toBe(201);
    const answer = json<Checkout>(res);
    expect(answer.seatStatus).toBe('confirmed');
    // The learner's first paid booking: the seat and the one-time access fee of 5 EUR (SPEC.md 9).
    expect(answer.payment).toMatchObject({ status: 'requires_capture', amountCents: 1700, purpose: 'seat' });
    // Authorised only: nothing taken or booked yet.
    expect(await ledgerTransactionsOf(answer.payment.id)).toBe(0);

    await t.ctx.jobs.drain();
    expect(await paymentRow(answer.payment.id)).toMatchObject({ status: 'succeeded' });
    expect(await ledgerTransactionsOf(answer.payment.id)).toBe(1);
    expect(await balanceOf(t.ctx.db, { kind: 'platform_revenue', currency: 'EUR' })).toBe(
      revenueBefore + 1700,
    );
    const mine = json<{ upcoming: SeatView[] }>(await client.get('/api/booking/seats'));
    expect(mine.upcoming.find((s) => s.id === seat.id)?.status).toBe('confirmed');

    // The same request again answers what it answered; with another body the key is refused; a new
    // key finds the seat paid.
    const replay = await checkout(client, seat.id, pm, key);
    expect(replay.statusCode).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(json(replay)).toEqual(answer);
    expect((await checkout(client, seat.id, 'pm_whatever_123', key)).statusCode).toBe(422);
    const other = await checkout(client, seat.id, await sandboxCard(client, '4242424242424242'));
    expect(other.statusCode).toBe(409);
    expect(await ledgerTransactionsOf(answer.payment.id)).toBe(1);
  });

  it('a declined card leaves the seat held; another card may then pay for it', async () => {
    const { client, seat } = await heldSeat(12);
    const declined = await checkout(client, seat.id, await sandboxCard(client, '4000000000000002'));
    expect(json<Checkout>(declined)).toMatchObject({
      seatStatus: 'held',
      payment: { status: 'failed', failureCode: 'card_declined' },
    });
    const paid = await checkout(client, seat.id, await sandboxCard(client, '4242424242424242'));
    expect(json<Checkout>(paid).seatStatus).toBe('confirmed');
    await t.ctx.jobs.drain();
    expect((await paymentRow(json<Checkout>(paid).payment.id)).status).toBe('succeeded');
  });

  it('an expired hold is refused before any charge', async () => {
    const { client, seat } = await heldSeat(14);
    t.clock.advance(16 * 60);
    const res = await checkout(client, seat.id, await sandboxCard(client, '4242424242424242'));
    expect(res.statusCode).toBe(410);
    const rows = await t.ctx.db.select().from(payments).where(eq(payments.reference, seat.id));
    expect(rows).toHaveLength(0);
    expect(await seatStatus(seat.id)).not.toBe('confirmed');
  });

  it('a hold that lapses during the 3-D Secure challenge is never charged: the authorisation is cancelled', async () => {
    const { client, seat } = await heldSeat(16);
    const res = await checkout(client, seat.id, await sandboxCard(client, '4000002760003184'));
    const answer = json<Checkout>(res);
    expect(answer).toMatchObject({ seatStatus: 'held', payment: { status: 'requires_action' } });
    t.clock.advance(16 * 60);
    await expireHold(t.ctx, seat.id);
    expect(await seatStatus(seat.id)).toBe('expired');

    const url = new URL(answer.payment.nextActionUrl!, 'http://x');
    await client.post(url.pathname, { token: url.searchParams.get('token'), outcome: 'approve' });
    await t.ctx.jobs.drain();

    const row = await paymentRow(answer.payment.id);
    expect(row).toMatchObject({ status: 'failed', failureCode: 'hold_expired', ledgerTransactionId: null });
    const [intent] = await t.ctx.db
      .select()
      .from(sandboxPaymentIntents)
      .where(eq(sandboxPaymentIntents.id, row.providerPaymentId!));
    expect(intent!.status).toBe('canceled');
    expect(await ledgerTransactionsOf(answer.payment.id)).toBe(0);
    expect(await seatStatus(seat.id)).toBe('expired');
  });

  it('a 3-D Secure challenge approved in time confirms the seat and takes the money once', async () => {
    const { client, seat } = await heldSeat(18);
    const answer = json<Checkout>(
      await checkout(client, seat.id, await sandboxCard(client, '4000002760003184')),
    );
    const url = new URL(answer.payment.nextActionUrl!, 'http://x');
    await client.post(url.pathname, { token: url.searchParams.get('token'), outcome: 'approve' });
    await t.ctx.jobs.drain();
    expect(await seatStatus(seat.id)).toBe('confirmed');
    expect((await paymentRow(answer.payment.id)).status).toBe('succeeded');
    expect(await ledgerTransactionsOf(answer.payment.id)).toBe(1);
  });

  it('two checkouts of one seat at once with different keys: one pays, the other is refused', async () => {
    const { client, seat } = await heldSeat(20);
    const pm = await sandboxCard(client, '4242424242424242');
    const results = await Promise.all([checkout(client, seat.id, pm), checkout(client, seat.id, pm)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    await t.ctx.jobs.drain();
    const rows = await t.ctx.db.select().from(payments).where(eq(payments.reference, seat.id));
    expect(rows.filter((r) => r.status === 'succeeded')).toHaveLength(1);
    const [n] = rowsOf<{ n: number }>(
      await t.ctx.db.execute(
        sql`select count(*)::int as n from ledger_transactions where reference in (select 'payment:' || id from payments where reference = ${seat.id})`,
      ),
    );
    expect(n?.n).toBe(1);
  });

  // PostgreSQL only: PGlite runs one transaction at a time, so the open one would stop the checkout.
  it.runIf(TEST_DRIVER === 'postgres')(
    'a second checkout answers at once while the first payment is being updated (it never waits on it: the wait could close a deadlock)',
    async () => {
      const { client, seat } = await heldSeat(15);
      const first = json<Checkout>(
        await checkout(client, seat.id, await sandboxCard(client, '4000002760003184')),
      );
      expect(first.payment.status).toBe('requires_action');
      const pm = await sandboxCard(client, '4242424242424242');
      let release!: () => void;
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      let updated!: () => void;
      const isUpdated = new Promise<void>((resolve) => {
        updated = resolve;
      });
      // What a webhook for the first payment does: it updates the row and, still in its transaction,
      // goes on to the seat.
      const open = t.ctx.db.transaction(async (tx) => {
        await tx.update(payments).set({ updatedAt: new Date() }).where(eq(payments.id, first.payment.id));
        updated();
        await released;
      });
      await isUpdated;
      const second = await Promise.race([
        checkout(client, seat.id, pm),
        new Promise<null>((resolve) => setTimeout(() => resolve(null), 5_000)),
      ]);
      release();
      await open;
      expect(second?.statusCode, 'the second checkout waited on the first payment').toBe(409);
      expect(json(second!).message).toBe('A payment for this seat is already under way.');
    },
  );

  it("another learner's seat is not found", async () => {
    const { seat } = await heldSeat(11);
    const { client: other } = await registerUser(t, { userType: 'student' });
    const res = await checkout(other, seat.id, await sandboxCard(other, '4242424242424242'));
    expect(res.statusCode).toBe(404);
  });
});
