import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { calendarFeeds, users } from '../../db/schema/index.ts';

export async function feedOf(ex: Executor, userId: string) {
  const [row] = await ex.select().from(calendarFeeds).where(eq(calendarFeeds.userId, userId));
  return row ?? null;
}

/** The owner of a token (by its hash), with what their feed is worded in. */
export async function ownerOf(ex: Executor, tokenHash: string) {
  const [row] = await ex
    .select({ userId: users.id, language: users.language, timeZone: users.timeZone })
    .from(calendarFeeds)
    .innerJoin(users, eq(users.id, calendarFeeds.userId))
    .where(eq(calendarFeeds.tokenHash, tokenHash));
  return row ?? null;
}

export async function replaceFeed(ex: Executor, userId: string, tokenHash: string, now: Date) {
  const [row] = await ex
    .insert(calendarFeeds)
    .values({ userId, tokenHash, createdAt: now })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: { tokenHash, createdAt: now } })
    .returning();
  return row!;
}

export async function deleteFeed(ex: Executor, userId: string) {
  await ex.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
}
