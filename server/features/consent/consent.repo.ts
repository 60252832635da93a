import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { cookieConsents } from '../../db/schema/index.ts';

export type ConsentRow = typeof cookieConsents.$inferSelect;

export async function latestForUser(ex: Executor, userId: string): Promise<ConsentRow | null> {
  const [row] = await ex
    .select()
    .from(cookieConsents)
    .where(eq(cookieConsents.userId, userId))
    .orderBy(desc(cookieConsents.createdAt))
    .limit(1);
  return row ?? null;
}

export async function latestForVisitor(ex: Executor, visitorId: string): Promise<ConsentRow | null> {
  const [row] = await ex
    .select()
    .from(cookieConsents)
    .where(eq(cookieConsents.visitorId, visitorId))
    .orderBy(desc(cookieConsents.createdAt))
    .limit(1);
  return row ?? null;
}

export async function insertConsent(
  ex: Executor,
  values: typeof cookieConsents.$inferInsert,
): Promise<ConsentRow> {
  const [row] = await ex.insert(cookieConsents).values(values).returning();
  return row!;
}
