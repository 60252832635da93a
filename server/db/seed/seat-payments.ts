import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { PRICES_CENTS } from '../../../common/constants.ts';
import { accountId, post } from '../../features/ledger';
import { type Db, rowsOf } from '../client.ts';
import { accessFees, payments } from '../schema/index.ts';

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
 * Seats already paid (the demo refunds') are left as they are. Set-based, in one transaction: a
 * transaction per seat made every seeded test database slow; the ledger's triggers check the
 * balance of each transaction at commit all the same.
 */
export async function seedSeatPayments(db: Db) {
  // Constants written into the statement: CREATE TABLE AS takes no bind parameters.
  const cents = {
    accessFee: sql.raw(String(PRICES_CENTS.accessFee)),
    private1to1: sql.raw(String(PRICES_CENTS.private1to1)),
    group3to1PerLearner: sql.raw(String(PRICES_CENTS.group3to1PerLearner)),
  };
  return db.transaction(async (tx) => {
    const clearing = await accountId(tx, { kind: 'platform_provider_clearing', currency: 'EUR' });
    const revenue = await accountId(tx, { kind: 'platform_revenue', currency: 'EUR' });
    await tx.execute(sql`
      create temp table seed_seat_payments on commit drop as
      select c.seat_id, c.learner_id,
             c.price + (case when c.first then ${cents.accessFee} else 0 end) as amount,
             case when c.first then ${cents.accessFee} else 0 end as fee,
             c.created_at + interval '4 minutes' as at,
             gen_random_uuid() as payment_id,
             gen_random_uuid() as tx_id
      from (
        select s.id as seat_id, s.learner_id, s.created_at,
               case when t.format = 'private' then ${cents.private1to1}
                    else ${cents.group3to1PerLearner} end as price,
               row_number() over (partition by s.learner_id order by s.created_at, s.id) = 1
                 and not exists (select 1 from access_fees a where a.user_id = s.learner_id) as first
        from session_seats s
        join tutoring_sessions t on t.id = s.session_id
        where s.status = 'confirmed'
          and not exists (select 1 from payments p where p.purpose = 'seat' and p.reference = s.id::text)
      ) c`);
    await tx.execute(sql`
      insert into ledger_transactions (id, kind, reference, created_at)
      select tx_id, 'seat', 'payment:' || payment_id, at from seed_seat_payments`);
    await tx.execute(sql`
      insert into ledger_entries (transaction_id, account_id, amount, currency)
      select tx_id, ${clearing}::uuid, amount, 'EUR' from seed_seat_payments
      union all
      select tx_id, ${revenue}::uuid, -amount, 'EUR' from seed_seat_payments`);
    await tx.execute(sql`
      insert into payments (id, user_id, purpose, reference, amount_cents, access_fee_cents, currency,
                            provider, provider_payment_id, status, ledger_transaction_id, created_at, updated_at)
      select payment_id, learner_id, 'seat', seat_id::text, amount, fee, 'EUR',
             'sandbox', 'pi_sb_seed_' || substr(md5(payment_id::text), 1, 16), 'succeeded', tx_id, at, at
      from seed_seat_payments`);
    await tx.execute(sql`
      insert into access_fees (user_id, payment_id, paid_at)
      select learner_id, payment_id, at from seed_seat_payments where fee > 0`);
    const [row] = rowsOf<{ n: number }>(
      await tx.execute(sql`select count(*)::int as n from seed_seat_payments`),
    );
    return row?.n ?? 0;
  });
}
