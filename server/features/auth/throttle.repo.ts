import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { authThrottle } from '../../db/schema/index.ts';
import { type DelayRule, delaySecondsAfter } from './throttle.policy.ts';

export async function findThrottle(ex: Executor, key: string) {
  const [row] = await ex.select().from(authThrottle).where(eq(authThrottle.key, key)).limit(1);
  return row ?? null;
}

const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/**
 * Counts one attempt under `key` and sets the wait before the next one, in one statement, unless the
 * key is still waiting: then nothing changes and null comes back. The row lock of
 * INSERT … ON CONFLICT DO UPDATE … WHERE orders concurrent callers, each seeing the count the one
 * before it left, so N parallel attempts can never get past the rule's limit (ADR 015).
 */
export async function claimAttempt(
  ex: Executor,
  key: string,
  now: Date,
  rule: DelayRule,
): Promise<number | null> {
  const expired = sql`${authThrottle.windowStartedAt} < ${ts(new Date(now.getTime() - rule.windowSeconds * 1000))}`;
  const count = sql`(case when ${expired} then 1 else ${authThrottle.failures} + 1 end)`;
  const first = delaySecondsAfter(1, rule);
  const rows = await ex
    .insert(authThrottle)
    .values({
      key,
      failures: 1,
      windowStartedAt: now,
      lockedUntil: first > 0 ? new Date(now.getTime() + first * 1000) : null,
    })
    .onConflictDoUpdate({
      target: authThrottle.key,
      set: {
        failures: count,
        windowStartedAt: sql`case when ${expired} then ${ts(now)} else ${authThrottle.windowStartedAt} end`,
        lockedUntil: sql`case when ${count} >= ${rule.free}
          then ${ts(now)} + make_interval(secs => least(${rule.baseDelaySeconds} * power(2, ${count} - ${rule.free}), ${rule.maxDelaySeconds}))
          else null end`,
      },
      setWhere: sql`${authThrottle.lockedUntil} is null or ${authThrottle.lockedUntil} <= ${ts(now)}`,
    })
    .returning({ count: authThrottle.failures });
  return rows[0]?.count ?? null;
}

/** Counts one failure in the window (a new window starts when the old one ran out) and returns the count. */
export async function recordFailure(
  ex: Executor,
  key: string,
  now: Date,
  windowSeconds: number,
): Promise<number> {
  const expired = sql`${authThrottle.windowStartedAt} < ${ts(new Date(now.getTime() - windowSeconds * 1000))}`;
  const [row] = await ex
    .insert(authThrottle)
    .values({ key, failures: 1, windowStartedAt: now })
    .onConflictDoUpdate({
      target: authThrottle.key,
      set: {
        failures: sql`case when ${expired} then 1 else ${authThrottle.failures} + 1 end`,
        windowStartedAt: sql`case when ${expired} then ${ts(now)} else ${authThrottle.windowStartedAt} end`,
      },
    })
    .returning({ failures: authThrottle.failures });
  return row!.failures;
}

/** Failures counted under `key` in the window ending now (0 when the window ran out). */
export async function failuresInWindow(ex: Executor, key: string, now: Date, windowSeconds: number) {
  const row = await findThrottle(ex, key);
  if (!row || row.windowStartedAt.getTime() < now.getTime() - windowSeconds * 1000) return 0;
  return row.failures;
}

export async function setWait(ex: Executor, key: string, until: Date) {
  await ex.update(authThrottle).set({ lockedUntil: until }).where(eq(authThrottle.key, key));
}

export async function clearThrottle(ex: Executor, key: string) {
  await ex.delete(authThrottle).where(eq(authThrottle.key, key));
}

/**
 * Deletes the counters that no longer slow anyone down: their window began before `windowStartedBefore`
 * and no wait is still running. Answers how many went.
 */
export async function deleteSpentThrottles(ex: Executor, windowStartedBefore: Date, now: Date) {
  const gone = await ex
    .delete(authThrottle)
    .where(
      and(
        lt(authThrottle.windowStartedAt, windowStartedBefore),
        or(isNull(authThrottle.lockedUntil), lt(authThrottle.lockedUntil, now)),
      ),
    )
    .returning({ key: authThrottle.key });
  return gone.length;
}
