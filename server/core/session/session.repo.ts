import { and, count, desc, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { sessions, users } from '../../db/schema/index.ts';

export type SessionRow = typeof sessions.$inferSelect;

const buildLookup = (db: Db) =>
  db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(eq(sessions.idHash, sql.placeholder('idHash')), gt(sessions.expiresAt, sql.placeholder('now'))),
    )
    .limit(1)
    .prepare('session_lookup');
const lookups = new WeakMap<Db, ReturnType<typeof buildLookup>>();

/**
 * One round trip per signed-in request: the session and its user together. It runs on every API
 * call, so the statement is built and prepared once per database rather than per request.
 */
export async function findLiveSessionWithUser(db: Db, idHash: string, now: Date) {
  let lookup = lookups.get(db);
  if (!lookup) lookups.set(db, (lookup = buildLookup(db)));
  const [row] = await lookup.execute({ idHash, now: now.toISOString() });
  return row ?? null;
}

export async function insertSession(ex: Executor, values: typeof sessions.$inferInsert) {
  await ex.insert(sessions).values(values);
}

export async function deleteSession(ex: Executor, idHash: string) {
  await ex.delete(sessions).where(eq(sessions.idHash, idHash));
}

export async function deleteSessionByPublicId(
  ex: Executor,
  userId: string,
  publicId: string,
): Promise<boolean> {
  const rows = await ex
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), eq(sessions.publicId, publicId)))
    .returning({ id: sessions.publicId });
  return rows.length > 0;
}

export async function deleteUserSessions(ex: Executor, userId: string, exceptIdHash?: string) {
  await ex
    .delete(sessions)
    .where(
      exceptIdHash
        ? and(eq(sessions.userId, userId), ne(sessions.idHash, exceptIdHash))
        : eq(sessions.userId, userId),
    );
}

export async function listUserSessions(ex: Executor, userId: string, now: Date) {
  return ex
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now)))
    .orderBy(desc(sessions.lastSeenAt));
}

export async function countLiveSessions(ex: Executor, userId: string, now: Date): Promise<number> {
  const [row] = await ex
    .select({ n: count() })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now)));
  return Number(row?.n ?? 0);
}

export async function touchSession(ex: Executor, idHash: string, now: Date, expiresAt: Date) {
  await ex.update(sessions).set({ lastSeenAt: now, expiresAt }).where(eq(sessions.idHash, idHash));
}

export async function deleteExpiredSessions(ex: Executor, now: Date) {
  await ex.delete(sessions).where(lt(sessions.expiresAt, sql`${now.toISOString()}::timestamptz`));
}
