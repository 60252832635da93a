import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { payments, providerRefunds, refundRequests, sessionSeats, users } from '../../db/schema/index.ts';
import { shortName } from '../../db/short-name.ts';

export type ProviderRefundRow = typeof providerRefunds.$inferSelect;

/** The refunds made at the provider outside the product that are recorded for this payment. */
export function recordedOf(ex: Executor, paymentId: string) {
  return ex.select().from(providerRefunds).where(eq(providerRefunds.paymentId, paymentId));
}

/** The provider's ids of the refunds the product itself made of this payment. */
export async function refundIdsWeMade(ex: Executor, paymentId: string) {
  const rows = await ex
    .select({ id: refundRequests.providerRefundId })
    .from(refundRequests)
    .where(and(eq(refundRequests.paymentId, paymentId), isNotNull(refundRequests.providerRefundId)));
  return rows.map((r) => r.id!);
}

/** Records one the first time it is seen; null when a concurrent delivery recorded it first. */
export async function insertProviderRefund(ex: Executor, row: typeof providerRefunds.$inferInsert) {
  const [inserted] = await ex.insert(providerRefunds).values(row).onConflictDoNothing().returning();
  return inserted ?? null;
}

export async function markFailed(ex: Executor, id: string, reversedTransactionId: string, now: Date) {
  await ex
    .update(providerRefunds)
    .set({ status: 'failed', reversedTransactionId, updatedAt: now })
    .where(eq(providerRefunds.id, id));
}

/** Of these payments, those refunded at the provider outside the product (and not failed since). */
export async function refundedOutsideAmong(ex: Executor, paymentIds: readonly string[]) {
  if (paymentIds.length === 0) return [];
  const rows = await ex
    .selectDistinct({ paymentId: providerRefunds.paymentId })
    .from(providerRefunds)
    .where(and(inArray(providerRefunds.paymentId, [...paymentIds]), eq(providerRefunds.status, 'succeeded')));
  return rows.map((r) => r.paymentId);
}

/** The newest refunds made at the provider, with the payer and what the payment was for. */
export function latestProviderRefunds(ex: Executor, limit: number) {
  return ex
    .select({
      id: providerRefunds.id,
      paymentId: providerRefunds.paymentId,
      purpose: payments.purpose,
      payerName: shortName,
      amountCents: providerRefunds.amountCents,
      paymentCents: payments.amountCents,
      currency: providerRefunds.currency,
      status: providerRefunds.status,
      providerRefundId: providerRefunds.providerRefundId,
      createdAt: providerRefunds.createdAt,
    })
    .from(providerRefunds)
    .innerJoin(payments, eq(payments.id, providerRefunds.paymentId))
    .innerJoin(users, eq(users.id, payments.userId))
    .orderBy(desc(providerRefunds.createdAt), desc(providerRefunds.id))
    .limit(limit);
}

/** When a seat's session starts (a seat refunded in full is freed only before it). */
export async function seatStartOf(ex: Executor, seatId: string): Promise<Date | null> {
  const [row] = await ex
    .select({ startsAt: sessionSeats.startsAt })
    .from(sessionSeats)
    .where(eq(sessionSeats.id, seatId))
    .limit(1);
  return row?.startsAt ?? null;
}
