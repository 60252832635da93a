import { and, eq, lt, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { idempotencyKeys } from '../db/schema/index.ts';

type Key = { userId: string; key: string };
const byKey = (k: Key) => and(eq(idempotencyKeys.userId, k.userId), eq(idempotencyKeys.key, k.key));

/** Takes a new key in flight; false when the key exists already. */
export async function claimKey(
  ex: Executor,
  row: Key & { route: string; requestHash: string; lockedAt: Date },
): Promise<boolean> {
  const rows = await ex
    .insert(idempotencyKeys)
    .values({ ...row, state: 'in_flight', createdAt: row.lockedAt })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return rows.length === 1;
}

export async function findKey(ex: Executor, k: Key) {
  const [row] = await ex.select().from(idempotencyKeys).where(byKey(k)).limit(1);
  return row ?? null;
}

/** Takes over a key whose request has held it in flight since before `staleBefore` (its node died). */
export async function takeOverStale(
  ex: Executor,
  k: Key,
  staleBefore: Date,
  lockedAt: Date,
): Promise<boolean> {
  const rows = await ex
    .update(idempotencyKeys)
    .set({ lockedAt })
    .where(and(byKey(k), eq(idempotencyKeys.state, 'in_flight'), lt(idempotencyKeys.lockedAt, staleBefore)))
    .returning({ key: idempotencyKeys.key });
  return rows.length === 1;
}

/** Stores the answer, if the key is still in flight under this lease; false otherwise. */
export async function completeKey(
  ex: Executor,
  k: Key,
  lockedAt: Date,
  status: number,
  body: unknown,
): Promise<boolean> {
  const rows = await ex
    .update(idempotencyKeys)
    .set({ state: 'done', responseStatus: status, responseBody: body })
    .where(and(byKey(k), eq(idempotencyKeys.state, 'in_flight'), eq(idempotencyKeys.lockedAt, lockedAt)))
    .returning({ key: idempotencyKeys.key });
  return rows.length === 1;
}

/** Lets the key go after a failed request (its effect rolled back), so the client may retry it. */
export async function releaseKey(ex: Executor, k: Key, lockedAt: Date) {
  await ex
    .delete(idempotencyKeys)
    .where(and(byKey(k), eq(idempotencyKeys.state, 'in_flight'), eq(idempotencyKeys.lockedAt, lockedAt)));
}

export async function deleteKeysBefore(ex: Executor, before: Date) {
  await ex.execute(sql`delete from idempotency_keys where created_at < ${before.toISOString()}`);
}
