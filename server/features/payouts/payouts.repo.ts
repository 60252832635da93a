import { and, asc, desc, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { rowsOf } from '../../db/client.ts';
import {
  cities,
  paymentEvents,
  payoutBatches,
  platformSettings,
  skills,
  tutoringSessions,
  tutorEarnings,
  tutorPayoutMethods,
  tutorPayouts,
  tutorProfiles,
  users,
} from '../../db/schema/index.ts';

/** Payout queries only (ADR 029); the service decides. */

export type PayoutRow = typeof tutorPayouts.$inferSelect;
export type BatchRow = typeof payoutBatches.$inferSelect;
export type MethodRow = typeof tutorPayoutMethods.$inferSelect;

export const SETTINGS_KEY = 'payouts';

export async function settingsValue(ex: Executor): Promise<Record<string, unknown> | null> {
  const [row] = await ex
    .select({ value: platformSettings.value })
    .from(platformSettings)
    .where(eq(platformSettings.key, SETTINGS_KEY))
    .limit(1);
  return (row?.value as Record<string, unknown> | undefined) ?? null;
}

export async function earningExists(ex: Executor, sessionId: string) {
  const [row] = await ex
    .select({ id: tutorEarnings.sessionId })
    .from(tutorEarnings)
    .where(eq(tutorEarnings.sessionId, sessionId))
    .limit(1);
  return !!row;
}

export async function insertEarning(ex: Executor, row: typeof tutorEarnings.$inferInsert) {
  await ex.insert(tutorEarnings).values(row);
}

/** Completed sessions without an earning yet (the seed's history, a backfill). */
export async function completedWithoutEarning(ex: Executor, before: Date) {
  return ex
    .select({
      id: tutoringSessions.id,
      tutorId: tutoringSessions.tutorId,
      startsAt: tutoringSessions.startsAt,
    })
    .from(tutoringSessions)
    .leftJoin(tutorEarnings, eq(tutorEarnings.sessionId, tutoringSessions.id))
    .where(
      and(
        eq(tutoringSessions.status, 'completed'),
        isNull(tutorEarnings.sessionId),
        lt(tutoringSessions.startsAt, before),
      ),
    );
}

export async function earningsOf(ex: Executor, tutorId: string, limit: number) {
  return ex
    .select({
      sessionId: tutorEarnings.sessionId,
      earnedAt: tutorEarnings.earnedAt,
      amountCents: tutorEarnings.amountCents,
      currency: tutorEarnings.currency,
      skill: skills.name,
      payoutStatus: tutorPayouts.status,
    })
    .from(tutorEarnings)
    .innerJoin(tutoringSessions, eq(tutoringSessions.id, tutorEarnings.sessionId))
    .innerJoin(skills, eq(skills.id, tutoringSessions.skillId))
    .leftJoin(tutorPayouts, eq(tutorPayouts.id, tutorEarnings.payoutId))
    .where(eq(tutorEarnings.tutorId, tutorId))
    .orderBy(desc(tutorEarnings.earnedAt))
    .limit(limit);
}

/** The tutor's totals by the state of the payout carrying each earning (null: none). */
export async function earningTotalsOf(ex: Executor, tutorId: string) {
  return rowsOf<{ status: string | null; cents: string | number }>(
    await ex.execute(sql`
      select p.status, coalesce(sum(e.amount_cents), 0) as cents
      from tutor_earnings e left join tutor_payouts p on p.id = e.payout_id
      where e.tutor_id = ${tutorId}
      group by p.status`),
  );
}

export async function methodOf(ex: Executor, tutorId: string): Promise<MethodRow | null> {
  const [row] = await ex
    .select()
    .from(tutorPayoutMethods)
    .where(eq(tutorPayoutMethods.tutorId, tutorId))
    .limit(1);
  return row ?? null;
}

export async function upsertMethod(ex: Executor, row: typeof tutorPayoutMethods.$inferInsert) {
  const { tutorId: _id, ...set } = row;
  const [saved] = await ex
    .insert(tutorPayoutMethods)
    .values(row)
    .onConflictDoUpdate({ target: tutorPayoutMethods.tutorId, set })
    .returning();
  return saved!;
}

/** What a provider account is opened with: the tutor's email and their city's country, when known. */
export async function accountFactsOf(ex: Executor, tutorId: string) {
  const [row] = await ex
    .select({ email: users.email, countryCode: cities.countryCode })
    .from(users)
    .leftJoin(tutorProfiles, eq(tutorProfiles.userId, users.id))
    .leftJoin(cities, eq(cities.id, tutorProfiles.cityId))
    .where(eq(users.id, tutorId))
    .limit(1);
  return row ?? null;
}

/** The provider's latest word on an account (wherever it came from: a webhook, a refresh, the sweep). */
export async function updateAccountState(
  ex: Executor,
  accountId: string,
  state: { ready: boolean; due: string[] },
  now: Date,
) {
  const [row] = await ex
    .update(tutorPayoutMethods)
    .set({ providerReady: state.ready, providerDue: state.due, updatedAt: now })
    .where(
      and(eq(tutorPayoutMethods.kind, 'stripe_account'), eq(tutorPayoutMethods.providerAccountId, accountId)),
    )
    .returning();
  return row ?? null;
}

/** Connected accounts that cannot take payouts yet, for the sweep to ask about. */
export async function accountsNotReady(ex: Executor, limit: number) {
  return ex
    .select({ accountId: tutorPayoutMethods.providerAccountId })
    .from(tutorPayoutMethods)
    .where(and(eq(tutorPayoutMethods.kind, 'stripe_account'), eq(tutorPayoutMethods.providerReady, false)))
    .orderBy(asc(tutorPayoutMethods.updatedAt))
    .limit(limit);
}

/** The batch of a week, created by whoever comes first; null when it already existed. */
export async function insertBatch(ex: Executor, periodStart: string, periodEnd: string, now: Date) {
  const [row] = await ex
    .insert(payoutBatches)
    .values({ periodStart, periodEnd, createdAt: now })
    .onConflictDoNothing({ target: payoutBatches.periodStart })
    .returning();
  return row ?? null;
}

export async function batchByPeriod(ex: Executor, periodStart: string) {
  const [row] = await ex
    .select()
    .from(payoutBatches)
    .where(eq(payoutBatches.periodStart, periodStart))
    .limit(1);
  return row ?? null;
}

/**
 * Unpaid earnings earned before `before`, locked, of tutors who have a payout method: what a batch
 * pays. Earlier weeks' waiting earnings (no method then, a cancelled payout) ride along.
 */
export async function lockPayableEarnings(ex: Executor, before: Date) {
  return rowsOf<{ session_id: string; tutor_id: string; amount_cents: string | number; currency: string }>(
    await ex.execute(sql`
      select e.session_id, e.tutor_id, e.amount_cents, e.currency
      from tutor_earnings e
      where e.payout_id is null and e.earned_at < ${before.toISOString()}
        and exists (select 1 from tutor_payout_methods m where m.tutor_id = e.tutor_id)
      order by e.tutor_id, e.earned_at
      for update of e`),
  );
}

export async function insertPayout(ex: Executor, row: typeof tutorPayouts.$inferInsert) {
  const [saved] = await ex.insert(tutorPayouts).values(row).returning();
  return saved!;
}

/** Links earnings to their payout, only those still unlinked (a compare-and-swap); answers how many. */
export async function linkEarnings(ex: Executor, sessionIds: string[], payoutId: string) {
  if (sessionIds.length === 0) return 0;
  const rows = await ex
    .update(tutorEarnings)
    .set({ payoutId })
    .where(and(inArray(tutorEarnings.sessionId, sessionIds), isNull(tutorEarnings.payoutId)))
    .returning({ id: tutorEarnings.sessionId });
  return rows.length;
}

export async function unlinkEarnings(ex: Executor, payoutId: string) {
  await ex.update(tutorEarnings).set({ payoutId: null }).where(eq(tutorEarnings.payoutId, payoutId));
}

export async function lockPayout(ex: Executor, id: string): Promise<PayoutRow | null> {
  const [row] = await ex.select().from(tutorPayouts).where(eq(tutorPayouts.id, id)).for('update').limit(1);
  return row ?? null;
}

export async function findPayout(ex: Executor, id: string): Promise<PayoutRow | null> {
  const [row] = await ex.select().from(tutorPayouts).where(eq(tutorPayouts.id, id)).limit(1);
  return row ?? null;
}

/**
 * Payouts still waiting for the provider's last word (pending or in transit) not changed since
 * `before`, a page at a time in (updated_at, id) order after `after`.
 */
export async function unsettledPayouts(
  ex: Executor,
  before: Date,
  after: { updatedAt: Date; id: string } | null,
  limit: number,
) {
  return ex
    .select()
    .from(tutorPayouts)
    .where(
      and(
        inArray(tutorPayouts.status, ['pending', 'in_transit']),
        lt(tutorPayouts.updatedAt, before),
        after
          ? or(
              gt(tutorPayouts.updatedAt, after.updatedAt),
              and(eq(tutorPayouts.updatedAt, after.updatedAt), gt(tutorPayouts.id, after.id)),
            )
          : undefined,
      ),
    )
    .orderBy(asc(tutorPayouts.updatedAt), asc(tutorPayouts.id))
    .limit(limit);
}

export async function findPayoutIdByProviderId(ex: Executor, provider: string, providerPayoutId: string) {
  const [row] = await ex
    .select({ id: tutorPayouts.id })
    .from(tutorPayouts)
    .where(and(eq(tutorPayouts.provider, provider), eq(tutorPayouts.providerPayoutId, providerPayoutId)))
    .limit(1);
  return row?.id ?? null;
}

export async function updatePayout(ex: Executor, id: string, set: Partial<typeof tutorPayouts.$inferInsert>) {
  const [row] = await ex.update(tutorPayouts).set(set).where(eq(tutorPayouts.id, id)).returning();
  return row!;
}

export async function payoutIdsOfBatch(ex: Executor, batchId: string, status: string) {
  const rows = await ex
    .select({ id: tutorPayouts.id })
    .from(tutorPayouts)
    .where(and(eq(tutorPayouts.batchId, batchId), eq(tutorPayouts.status, status)));
  return rows.map((r) => r.id);
}

const payoutColumns = {
  payout: tutorPayouts,
  periodStart: payoutBatches.periodStart,
  periodEnd: payoutBatches.periodEnd,
  sessions: sql<number>`(select count(*)::int from tutor_earnings e where e.payout_id = ${tutorPayouts.id})`,
  firstName: users.firstName,
  lastName: users.lastName,
};

export async function payoutsOf(ex: Executor, tutorId: string, limit: number) {
  return ex
    .select(payoutColumns)
    .from(tutorPayouts)
    .innerJoin(payoutBatches, eq(payoutBatches.id, tutorPayouts.batchId))
    .innerJoin(users, eq(users.id, tutorPayouts.tutorId))
    .where(eq(tutorPayouts.tutorId, tutorId))
    .orderBy(desc(payoutBatches.periodStart), desc(tutorPayouts.createdAt))
    .limit(limit);
}

export async function payoutWithBatch(ex: Executor, id: string) {
  const [row] = await ex
    .select(payoutColumns)
    .from(tutorPayouts)
    .innerJoin(payoutBatches, eq(payoutBatches.id, tutorPayouts.batchId))
    .innerJoin(users, eq(users.id, tutorPayouts.tutorId))
    .where(eq(tutorPayouts.id, id))
    .limit(1);
  return row ?? null;
}

export async function failedPayouts(ex: Executor, limit: number) {
  return ex
    .select(payoutColumns)
    .from(tutorPayouts)
    .innerJoin(payoutBatches, eq(payoutBatches.id, tutorPayouts.batchId))
    .innerJoin(users, eq(users.id, tutorPayouts.tutorId))
    .where(eq(tutorPayouts.status, 'failed'))
    .orderBy(desc(tutorPayouts.updatedAt))
    .limit(limit);
}

/** Batches, newest first, with their payouts' totals and counts per status. */
export async function batchesWithTotals(ex: Executor, limit: number, batchId?: string) {
  return rowsOf<{
    id: string;
    period_start: string;
    period_end: string;
    created_at: string | Date;
    tutors: number;
    total: string | number;
    pending: number;
    in_transit: number;
    paid: number;
    failed: number;
    cancelled: number;
  }>(
    await ex.execute(sql`
      select b.id, b.period_start::text as period_start, b.period_end::text as period_end, b.created_at,
        count(p.id)::int as tutors,
        coalesce(sum(p.amount_cents) filter (where p.status <> 'cancelled'), 0) as total,
        (count(*) filter (where p.status = 'pending'))::int as pending,
        (count(*) filter (where p.status = 'in_transit'))::int as in_transit,
        (count(*) filter (where p.status = 'paid'))::int as paid,
        (count(*) filter (where p.status = 'failed'))::int as failed,
        (count(*) filter (where p.status = 'cancelled'))::int as cancelled
      from payout_batches b left join tutor_payouts p on p.batch_id = b.id
      ${batchId ? sql`where b.id = ${batchId}` : sql``}
      group by b.id
      order by b.period_start desc
      limit ${limit}`),
  );
}

/** A webhook event recorded by its id; false when it was already there (a duplicate delivery). */
export async function insertEvent(
  ex: Executor,
  row: { provider: string; eventId: string; type: string; providerPayoutId: string | null; payload: unknown },
) {
  const rows = await ex
    .insert(paymentEvents)
    .values({
      provider: row.provider,
      eventId: row.eventId,
      type: row.type,
      providerPaymentId: row.providerPayoutId,
      payload: row.payload,
    })
    .onConflictDoNothing()
    .returning({ eventId: paymentEvents.eventId });
  return rows.length === 1;
}
