import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { PRICES_CENTS } from '../../../common/constants.ts';
import { post } from '../../features/ledger';
import { type Db, rowsOf } from '../client.ts';
import { accessFees, payments } from '../schema/index.ts';

const MINUTE = 60_000;

/**
 * A card payment of a seat as a succeeded checkout leaves it: the payment row (the card part, the
 * access fee it carried) and its ledger transaction (provider clearing to revenue). The demo has no
 * provider at seed time, so the charge id is a made-up sandbox one; receipts then name no card.
 */
export async function paySeat(
  db: Db,
  seat: { id: string; learnerId: string; format: string },
  at: Date,
  accessFeeCents = 0,
) {
  const price = seat.format === 'private' ? PRICES_CENTS.private1to1 : PRICES_CENTS.group3to1PerLearner;
  const amount = price + accessFeeCents;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(payments)
      .values({
        userId: seat.learnerId,
        purpose: 'seat',
        reference: seat.id,
        amountCents: amount,
        accessFeeCents,
        currency: 'EUR',
        provider: 'sandbox',
        providerPaymentId: `pi_sb_seed_${randomBytes(8).toString('hex')}`,
        status: 'processing',
        createdAt: at,
        updatedAt: at,
      })
      .returning();
    const posted = await post(tx, {
      kind: 'seat',
      reference: `payment:${row!.id}`,
      entries: [
        { account: { kind: 'platform_provider_clearing', currency: 'EUR' }, amount },
        { account: { kind: 'platform_revenue', currency: 'EUR' }, amount: -amount },
      ],
    });
    await tx
      .update(payments)
      .set({ status: 'succeeded', ledgerTransactionId: posted.id })
      .where(eq(payments.id, row!.id));
    if (accessFeeCents > 0)
      await tx.insert(accessFees).values({ userId: seat.learnerId, paymentId: row!.id, paidAt: at });
    return row!.id;
  });
}

/**
 * Every confirmed demo seat was paid for when it was booked (the history predates checkout): each
 * gets its payment a few minutes after the seat was taken, the learner's first one carrying the
 * one-time access fee, so the money screens (receipts, refunds, the checkout funnel) read true.
 * Seats already paid (the demo refunds') are left as they are.
 */
export async function seedSeatPayments(db: Db) {
  const seats = rowsOf<{ id: string; learner_id: string; format: string; created_at: Date | string }>(
    await db.execute(sql`
      select s.id, s.learner_id, t.format, s.created_at
      from session_seats s
      join tutoring_sessions t on t.id = s.session_id
      where s.status = 'confirmed'
        and not exists (select 1 from payments p where p.purpose = 'seat' and p.reference = s.id::text)
      order by s.learner_id, s.created_at, s.id`),
  );
  const feePaid = new Set(
    (await db.select({ userId: accessFees.userId }).from(accessFees)).map((r) => r.userId),
  );
  for (const seat of seats) {
    const first = !feePaid.has(seat.learner_id);
    feePaid.add(seat.learner_id);
    await paySeat(
      db,
      { id: seat.id, learnerId: seat.learner_id, format: seat.format },
      new Date(new Date(seat.created_at).getTime() + 4 * MINUTE),
      first ? PRICES_CENTS.accessFee : 0,
    );
  }
  return seats.length;
}
