import { sandboxCard } from './payments.fixtures.ts';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SeatView } from '../../../common/contracts/booking.ts';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index.ts';
import { createTestApp, json, registerUser, type TestApp, type TestClient } from '../../test/test-app.ts';
import * as fixtures from '../booking/booking.fixtures.ts';
import { expireHold } from '../booking/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_DISABLED: 'true' });
});
afterAll(() => t.dispose());

type Funnel = {
  funnel: { held: number; attempted: number; paid: number; lapsed: number };
  failureReasons: { code: string; count: number }[];
  methods: { card: number; split: number; points: number; voucher: number; fee: number };
  daily: { day: string; held: number; paid: number }[];
  medianSecondsToPay: number | null;
};

const checkout = (client: TestClient, seatId: string, paymentMethodId: string) =>
  client.request(
    'POST',
    `/api/payments/seats/${seatId}/checkout`,
    { paymentMethodId },
    {
      headers: { 'idempotency-key': randomUUID() },
    },
  );

describe('/payment-optimization figures', () => {
  it('count the funnel, the failure reasons and the ways of paying from the rows; admins only', async () => {
    const { client: admin, user } = await registerUser(t);
    await t.ctx.db
      .update(users)
      .set({ userType: 'admin' })
      .where(eq(users.id, user.id as string));
    const before = json<Funnel>(await admin.get('/api/admin/payments/funnel?days=7'));

    const tutor = await fixtures.tutorWithSkill(t);
    const { client } = await registerUser(t, { userType: 'student' });
    const seats: string[] = [];
    for (const hour of [10, 12, 14]) {
      const res = await fixtures.hold(client, tutor, fixtures.dayAhead(t, 3, hour).at);
      seats.push(json<SeatView>(res).id);
    }
    // One paid after a decline, one declined and left to lapse, one never tried and lapsed.
    await checkout(client, seats[0]!, await sandboxCard(client, '4000000000000002'));
    await checkout(client, seats[0]!, await sandboxCard(client, '4242424242424242'));
    await checkout(client, seats[1]!, await sandboxCard(client, '4000000000009995'));
    await t.ctx.jobs.drain();
    t.clock.advance(16 * 60);
    await expireHold(t.ctx, seats[1]!);
    await expireHold(t.ctx, seats[2]!);

    const after = json<Funnel>(await admin.get('/api/admin/payments/funnel?days=7'));
    expect(after.funnel.held - before.funnel.held).toBe(3);
    expect(after.funnel.attempted - before.funnel.attempted).toBe(2);
    expect(after.funnel.paid - before.funnel.paid).toBe(1);
    expect(after.funnel.lapsed - before.funnel.lapsed).toBe(2);
    const reasons = new Map(after.failureReasons.map((r) => [r.code, r.count]));
    const was = new Map(before.failureReasons.map((r) => [r.code, r.count]));
    expect((reasons.get('card_declined') ?? 0) - (was.get('card_declined') ?? 0)).toBeGreaterThanOrEqual(1);
    expect(reasons.get('insufficient_funds') ?? 0).toBeGreaterThan(was.get('insufficient_funds') ?? 0);
    expect(after.methods.card - before.methods.card).toBe(1);
    expect(after.methods.fee - before.methods.fee).toBe(1);
    expect(after.medianSecondsToPay).not.toBeNull();
    expect(after.daily.reduce((n, d) => n + d.held, 0)).toBe(after.funnel.held);

    expect((await client.get('/api/admin/payments/funnel')).statusCode).toBe(403);
    expect((await admin.get('/api/admin/payments/funnel?days=0')).statusCode).toBe(400);
  });
});
