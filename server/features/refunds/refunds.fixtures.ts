import { sandboxCard } from '../payments/payments.fixtures.ts';
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { SeatView } from '../../../common/contracts/booking.ts';
import type { PaymentView, RefundView } from '../../../common/contracts/index.ts';
import { rowsOf } from '../../db/client.ts';
import { sessionSeats, users } from '../../db/schema/index.ts';
import { json, registerUser, TestClient, type TestApp } from '../../test/test-app.ts';
import * as fixtures from '../booking/booking.fixtures.ts';

/** A learner with a confirmed, paid (captured) seat `days` ahead at `hour`, paid with the success card. */
export async function paidSeat(t: TestApp, opts: { days?: number; hour?: number; client?: TestClient } = {}) {
  const tutor = await fixtures.tutorWithSkill(t);
  const client = opts.client ?? (await registerUser(t, { userType: 'student' })).client;
  const held = await fixtures.hold(client, tutor, fixtures.dayAhead(t, opts.days ?? 3, opts.hour ?? 10).at);
  expect(held.statusCode, held.body).toBe(201);
  const seat = json<SeatView>(held);
  const pm = await sandboxCard(client);
  const res = await client.request(
    'POST',
    `/api/payments/seats/${seat.id}/checkout`,
    { paymentMethodId: pm },
    { headers: { 'idempotency-key': randomUUID() } },
  );
  expect(res.statusCode, res.body).toBe(201);
  const payment = json<{ payment: PaymentView }>(res).payment;
  await t.ctx.jobs.drain();
  return { client, seat, payment, tutor };
}

export const askRefund = (
  client: TestClient,
  body: { paymentId: string; destination: 'card' | 'credit'; reason?: string },
  key: string = randomUUID(),
) => client.request('POST', '/api/refunds', body, { headers: { 'idempotency-key': key } });

export const refundOf = (res: { json(): unknown }) => (res.json() as { refund: RefundView }).refund;

/** A fresh account made admin, signed in anew so its session carries the role. */
export async function adminClient(t: TestApp) {
  const { body } = await registerUser(t);
  await t.ctx.db.update(users).set({ userType: 'admin' }).where(eq(users.email, body.email));
  const client = new TestClient(t.app);
  const res = await client.post('/api/login', { username: body.email, password: body.password });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`);
  return client;
}

export const adminPost = (client: TestClient, url: string, body: unknown = {}, key: string = randomUUID()) =>
  client.request('POST', url, body, { headers: { 'idempotency-key': key } });

export async function refundTransactions(t: TestApp, paymentId: string) {
  const [row] = rowsOf<{ n: number }>(
    await t.ctx.db.execute(
      sql`select count(*)::int as n from ledger_transactions where kind = 'refund' and reference = ${`payment:${paymentId}`}`,
    ),
  );
  return row?.n ?? 0;
}

export async function seatStatus(t: TestApp, seatId: string) {
  const [row] = await t.ctx.db.select().from(sessionSeats).where(eq(sessionSeats.id, seatId));
  return row!.status;
}
