import { and, asc, desc, eq, inArray, lte, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { payments, premiumSubscriptions, users } from '../../db/schema/index.ts';

export type SubscriptionRow = typeof premiumSubscriptions.$inferSelect;

/** The user's subscription that has not ended (one at most: a unique index), locked when `lock`. */
export async function liveOf(ex: Executor, userId: string, lock = false) {
  const q = ex
    .select()
    .from(premiumSubscriptions)
    .where(and(eq(premiumSubscriptions.userId, userId), ne(premiumSubscriptions.status, 'ended')))
    .limit(1);
  const [row] = lock ? await q.for('update') : await q;
  return row ?? null;
}

export async function lockById(ex: Executor, id: string) {
  const [row] = await ex
    .select()
    .from(premiumSubscriptions)
    .where(eq(premiumSubscriptions.id, id))
    .limit(1)
    .for('update');
  return row ?? null;
}

export async function insert(ex: Executor, values: typeof premiumSubscriptions.$inferInsert) {
  const [row] = await ex.insert(premiumSubscriptions).values(values).returning();
  return row!;
}

export async function update(
  ex: Executor,
  id: string,
  values: Partial<typeof premiumSubscriptions.$inferInsert>,
) {
  const [row] = await ex
    .update(premiumSubscriptions)
    .set(values)
    .where(eq(premiumSubscriptions.id, id))
    .returning();
  return row!;
}

/** Subscriptions whose paid month is over: to renew, retry or end, oldest first. */
export function dueForRenewal(ex: Executor, now: Date, limit: number) {
  return ex
    .select()
    .from(premiumSubscriptions)
    .where(
      and(
        inArray(premiumSubscriptions.status, ['active', 'past_due']),
        lte(premiumSubscriptions.currentPeriodEnd, now),
      ),
    )
    .orderBy(asc(premiumSubscriptions.currentPeriodEnd))
    .limit(limit);
}

/** Whether the user has premium's benefits now (paid, or a renewal being retried). */
export async function hasBenefits(ex: Executor, userId: string): Promise<boolean> {
  const [row] = await ex
    .select({ one: sql<number>`1` })
    .from(premiumSubscriptions)
    .where(
      and(
        eq(premiumSubscriptions.userId, userId),
        inArray(premiumSubscriptions.status, ['active', 'past_due']),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** The user's payments of premium months, newest first. */
export function paymentsOf(ex: Executor, userId: string, limit: number) {
  return ex
    .select()
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.purpose, 'premium')))
    .orderBy(desc(payments.createdAt))
    .limit(limit);
}

/** The address a payment provider files the payer's saved card under. */
export async function emailOf(ex: Executor, userId: string): Promise<string> {
  const [row] = await ex.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.email ?? '';
}

/** Whether a month after this reference's (`<subscription>|<ISO start>`, so later sorts after) was paid. */
export async function laterMonthPaid(ex: Executor, subscriptionId: string, reference: string) {
  const [row] = await ex
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.purpose, 'premium'),
        eq(payments.status, 'succeeded'),
        sql`${payments.reference} like ${`${subscriptionId}|%`}`,
        sql`${payments.reference} > ${reference}`,
      ),
    )
    .limit(1);
  return !!row;
}
