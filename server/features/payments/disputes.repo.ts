import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { paymentDisputes, payments, users } from '../../db/schema/index.ts';
import { shortName } from '../../db/short-name.ts';

export type DisputeRow = typeof paymentDisputes.$inferSelect;

/** The dispute the provider knows by this id, locked for the caller's transaction; null when new. */
export async function lockDispute(ex: Executor, provider: string, providerDisputeId: string) {
  const [row] = await ex
    .select()
    .from(paymentDisputes)
    .where(
      and(eq(paymentDisputes.provider, provider), eq(paymentDisputes.providerDisputeId, providerDisputeId)),
    )
    .for('update')
    .limit(1);
  return row ?? null;
}

/**
 * Records a dispute the first time it is reported; a concurrent first report (the same event delivered
 * twice at once) finds it by the unique index and answers null, so only one transaction books it.
 */
export async function insertDispute(ex: Executor, row: typeof paymentDisputes.$inferInsert) {
  const [inserted] = await ex.insert(paymentDisputes).values(row).onConflictDoNothing().returning();
  return inserted ?? null;
}

export async function updateDispute(
  ex: Executor,
  id: string,
  set: Partial<typeof paymentDisputes.$inferInsert>,
) {
  const [row] = await ex.update(paymentDisputes).set(set).where(eq(paymentDisputes.id, id)).returning();
  return row!;
}

/** The newest disputes with their payment's purpose and payer, for the operators' queue. */
export async function latestDisputes(ex: Executor, limit: number) {
  return ex
    .select({
      id: paymentDisputes.id,
      paymentId: paymentDisputes.paymentId,
      purpose: payments.purpose,
      payerName: shortName,
      amountCents: paymentDisputes.amountCents,
      currency: paymentDisputes.currency,
      reason: paymentDisputes.reason,
      status: paymentDisputes.status,
      createdAt: paymentDisputes.createdAt,
    })
    .from(paymentDisputes)
    .innerJoin(payments, eq(payments.id, paymentDisputes.paymentId))
    .innerJoin(users, eq(users.id, payments.userId))
    .orderBy(desc(paymentDisputes.createdAt), desc(paymentDisputes.id))
    .limit(limit);
}

/** Of these payments, those whose money a dispute took back and did not give back (open or lost). */
export async function takenBackAmong(ex: Executor, paymentIds: readonly string[]) {
  if (paymentIds.length === 0) return [];
  const rows = await ex
    .selectDistinct({ paymentId: paymentDisputes.paymentId })
    .from(paymentDisputes)
    .where(
      and(
        inArray(paymentDisputes.paymentId, [...paymentIds]),
        inArray(paymentDisputes.status, ['open', 'lost']),
      ),
    );
  return rows.map((r) => r.paymentId);
}
