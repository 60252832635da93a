import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { authThrottle } from '../../db/schema/index.ts';

export async function findThrottle(ex: Executor, key: string) {
  const [row] = await ex.select().from(authThrottle).where(eq(authThrottle.key, key)).limit(1);
  return row ?? null;
}

/** Counts one failure in the window (a new window starts when the old one ran out) and returns the count. */
export async function recordFailure(
  ex: Executor,
  key: string,
  now: Date,
  windowSeconds: number,
): Promise<number> {
  const [row] = await ex
    .insert(authThrottle)
    .values({ key, failures: 1, windowStartedAt: now })
    .onConflictDoUpdate({
      target: authThrottle.key,
      set: {
        failures: sql`case when ${authThrottle.windowStartedAt} < ${new Date(now.getTime() - windowSeconds * 1000).toISOString()}::timestamptz then 1 else ${authThrottle.failures} + 1 end`,
        windowStartedAt: sql`case when ${authThrottle.windowStartedAt} < ${new Date(now.getTime() - windowSeconds * 1000).toISOString()}::timestamptz then ${now.toISOString()}::timestamptz else ${authThrottle.windowStartedAt} end`,
      },
    })
    .returning({ failures: authThrottle.failures });
  return row!.failures;
}

export async function lock(ex: Executor, key: string, until: Date) {
  await ex.update(authThrottle).set({ lockedUntil: until }).where(eq(authThrottle.key, key));
}

export async function clearThrottle(ex: Executor, key: string) {
  await ex.delete(authThrottle).where(eq(authThrottle.key, key));
}
