import { and, asc, eq, gt, inArray, isNotNull, lt } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { paymentEvents, payments } from '../../db/schema/index.ts';

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
