import { and, asc, desc, eq, gt, inArray, isNotNull, lt, ne, or, sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '../../db/client.ts';
import { accessFees, paymentEvents, payments, users } from '../../db/schema/index.ts';

export type PaymentRow = typeof payments.$inferSelect;

/** A new payment under the client's idempotency key, or the one a first attempt with that key made. */
export async function insertOrFindPayment(
  ex: Executor,
  values: {
    userId: string;
    purpose: string;
    reference: string | null;
    idempotencyKey: string;
    amountCents: number;
    currency: string;
    provider: string;
    accessFeeCents?: number;
    discountCents?: number;
    pointsCents?: number;
    voucherId?: string | null;
    methodKind?: string;
  },
): Promise<PaymentRow> {
  const [row] = await ex
    .insert(payments)
    .values({ ...values, status: 'processing' })
    .onConflictDoNothing({ target: [payments.userId, payments.idempotencyKey] })
    .returning();
  if (row) return row;
  const [found] = await ex
    .select()
    .from(payments)
    .where(and(eq(payments.userId, values.userId), eq(payments.idempotencyKey, values.idempotencyKey)))
    .limit(1);
  return found!;
}

/** The payer's payment made under this Idempotency-Key, as committed (a plain read: it waits for no lock). */
export async function findByIdempotencyKey(ex: Executor, userId: string, idempotencyKey: string) {
  const [row] = await ex
    .select()
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.idempotencyKey, idempotencyKey)))
    .limit(1);
  return row ?? null;
}

/**
 * Whether a live (not failed) payment already holds this seat or this voucher: read before the
 * insert so a conflict is answered from what is committed, never by the unique index, whose check
 * waits for a transaction updating the other payment (one that may be waiting for our seat lock).
 */
export async function liveConflict(
  ex: Executor,
  values: { purpose: string; reference: string; voucherId: string | null },
): Promise<'reference' | 'voucher' | null> {
  const rows = await ex
    .select({ reference: payments.reference, voucherId: payments.voucherId })
    .from(payments)
    .where(
      and(
        ne(payments.status, 'failed'),
        or(
          and(eq(payments.purpose, values.purpose), eq(payments.reference, values.reference)),
          values.voucherId ? eq(payments.voucherId, values.voucherId) : sql`false`,
        ),
      ),
    )
    .limit(2);
  if (rows.some((r) => r.reference === values.reference)) return 'reference';
  return rows.length > 0 ? 'voucher' : null;
}

/** A payer's latest payments of one purpose, newest first. */
export async function paymentsOf(ex: Executor, userId: string, purpose: string, limit: number) {
  return ex
    .select()
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.purpose, purpose)))
    .orderBy(desc(payments.createdAt))
    .limit(limit);
}

export async function findPayment(ex: Executor, id: string): Promise<PaymentRow | null> {
  const [row] = await ex.select().from(payments).where(eq(payments.id, id)).limit(1);
  return row ?? null;
}

export async function findPaymentByKey(
  ex: Executor,
  userId: string,
  key: string,
): Promise<PaymentRow | null> {
  const [row] = await ex
    .select()
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.idempotencyKey, key)))
    .limit(1);
  return row ?? null;
}

export async function lockPayment(ex: Executor, id: string): Promise<PaymentRow | null> {
  const [row] = await ex.select().from(payments).where(eq(payments.id, id)).for('update').limit(1);
  return row ?? null;
}

export async function findPaymentIdByProviderId(ex: Executor, provider: string, providerPaymentId: string) {
  const [row] = await ex
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.provider, provider), eq(payments.providerPaymentId, providerPaymentId)))
    .limit(1);
  return row?.id ?? null;
}

export async function findPaymentOfUser(
  ex: Executor,
  id: string,
  userId: string,
): Promise<PaymentRow | null> {
  const [row] = await ex
    .select()
    .from(payments)
    .where(and(eq(payments.id, id), eq(payments.userId, userId)))
    .limit(1);
  return row ?? null;
}

export async function updatePayment(
  ex: Executor,
  id: string,
  set: Partial<
    Pick<
      PaymentRow,
      | 'status'
      | 'failureCode'
      | 'failureMessage'
      | 'nextActionUrl'
      | 'providerPaymentId'
      | 'ledgerTransactionId'
      | 'pointsHoldTransactionId'
      | 'updatedAt'
    >
  >,
): Promise<PaymentRow> {
  const [row] = await ex.update(payments).set(set).where(eq(payments.id, id)).returning();
  return row!;
}

/** Records a webhook event by its id; false when it was recorded before (a duplicate delivery). */
export async function insertEvent(
  ex: Executor,
  values: {
    provider: string;
    eventId: string;
    type: string;
    providerPaymentId: string | null;
    payload: unknown;
  },
): Promise<boolean> {
  const rows = await ex
    .insert(paymentEvents)
    .values(values)
    .onConflictDoNothing()
    .returning({ eventId: paymentEvents.eventId });
  return rows.length === 1;
}

/**
 * Payments still waiting on the provider (processing, or a 3-D Secure check) that have not moved since
 * `before`: their webhook may never come. Only those of the provider in use, and not older than `after`.
 */
export async function stalePayments(
  ex: Executor,
  provider: string,
  before: Date,
  after: Date,
  limit: number,
) {
  const rows = await ex
    .select({ id: payments.id, providerPaymentId: payments.providerPaymentId })
    .from(payments)
    .where(
      and(
        eq(payments.provider, provider),
        inArray(payments.status, ['processing', 'requires_action']),
        isNotNull(payments.providerPaymentId),
        lt(payments.updatedAt, before),
        gt(payments.createdAt, after),
      ),
    )
    .orderBy(asc(payments.updatedAt))
    .limit(limit);
  return rows as { id: string; providerPaymentId: string }[];
}

/** Serialises one user's checkouts (their credit points and access fee are read, then spent). */
export async function lockUser(ex: Executor, userId: string) {
  await ex.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/**
 * Whether the learner's access fee is settled: paid, or carried by a payment still under way (a
 * second checkout meanwhile does not add it again; should that payment fail, the next one will).
 */
export async function accessFeeTaken(ex: Executor, userId: string): Promise<boolean> {
  // One round trip for both questions: a checkout asks it on every first booking.
  const [row] = rowsOf<{ taken: boolean }>(
    await ex.execute(sql`select exists (select 1 from ${accessFees} where ${accessFees.userId} = ${userId})
      or exists (select 1 from ${payments} where ${payments.userId} = ${userId}
        and ${payments.status} <> 'failed' and ${payments.accessFeeCents} > 0) as taken`),
  );
  return row?.taken === true;
}

/** Records the fee as paid by this payment; false if the learner had paid it already. */
export async function insertAccessFee(ex: Executor, userId: string, paymentId: string, paidAt: Date) {
  const rows = await ex
    .insert(accessFees)
    .values({ userId, paymentId, paidAt })
    .onConflictDoNothing()
    .returning({ userId: accessFees.userId });
  return rows.length === 1;
}
