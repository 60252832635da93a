import { and, count, countDistinct, desc, eq, gt, gte, lte } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { campaignImpressions, campaigns, users, vouchers } from '../../db/schema/index.ts';

export async function findRunningCampaign(ex: Executor, kind: string, now: Date) {
  const [row] = await ex
    .select()
    .from(campaigns)
    .where(
      and(
        eq(campaigns.kind, kind),
        eq(campaigns.active, true),
        lte(campaigns.startsAt, now),
        gt(campaigns.endsAt, now),
      ),
    )
    .orderBy(desc(campaigns.startsAt))
    .limit(1);
  return row ?? null;
}

export async function insertImpression(ex: Executor, values: typeof campaignImpressions.$inferInsert) {
  const [row] = await ex.insert(campaignImpressions).values(values).returning();
  return row!;
}

export async function findImpression(ex: Executor, id: string) {
  const [row] = await ex
    .select({ impression: campaignImpressions, campaign: campaigns })
    .from(campaignImpressions)
    .innerJoin(campaigns, eq(campaigns.id, campaignImpressions.campaignId))
    .where(eq(campaignImpressions.id, id))
    .limit(1);
  return row ?? null;
}

export async function setOutcome(ex: Executor, id: string, outcome: string) {
  await ex.update(campaignImpressions).set({ outcome }).where(eq(campaignImpressions.id, id));
}

export async function distinctViewersSince(ex: Executor, campaignId: string, since: Date) {
  const [row] = await ex
    .select({ n: countDistinct(campaignImpressions.visitorId) })
    .from(campaignImpressions)
    .where(and(eq(campaignImpressions.campaignId, campaignId), gte(campaignImpressions.shownAt, since)));
  return Number(row?.n ?? 0);
}

export async function vouchersSince(ex: Executor, campaignId: string, since: Date) {
  const [row] = await ex
    .select({ n: count() })
    .from(vouchers)
    .where(and(eq(vouchers.campaignId, campaignId), gte(vouchers.createdAt, since)));
  return Number(row?.n ?? 0);
}

export async function signupsSince(ex: Executor, since: Date) {
  const [row] = await ex.select({ n: count() }).from(users).where(gte(users.createdAt, since));
  return Number(row?.n ?? 0);
}

export async function findVoucher(ex: Executor, campaignId: string, visitorId: string) {
  const [row] = await ex
    .select()
    .from(vouchers)
    .where(and(eq(vouchers.campaignId, campaignId), eq(vouchers.visitorId, visitorId)))
    .limit(1);
  return row ?? null;
}

export async function insertVoucher(ex: Executor, values: typeof vouchers.$inferInsert) {
  const [row] = await ex.insert(vouchers).values(values).onConflictDoNothing().returning();
  return row ?? null;
}
