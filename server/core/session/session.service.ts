import { randomBytes } from 'node:crypto';
import { SESSION_TTL_DAYS } from '../../../common/constants.ts';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { randomToken, sha256 } from '../../lib/crypto.ts';
import { sessionCacheFor } from './session-cache.ts';
import * as repo from './session.repo.ts';
import type { AuthState } from './session.types.ts';

export interface SessionMeta {
  userAgent?: string;
  ip?: string;
}

export type { AuthState } from './session.types.ts';

const TTL_MS = SESSION_TTL_DAYS * 24 * 3600 * 1000;
/** Sliding expiry is written at most this often, so a signed-in read stays a single query. */
const TOUCH_EVERY_MS = 10 * 60 * 1000;

/** Creates a session and returns the cookie value; only its hash is stored. */
export async function createSession(
  ctx: Pick<AppContext, 'now'>,
  ex: Executor,
  userId: string,
  meta: SessionMeta,
) {
  const id = randomToken(32);
  const now = ctx.now();
  const session = {
    idHash: sha256(id),
    // A short hex handle for listing and revoking; never usable as a cookie.
    publicId: randomBytes(8).toString('hex'),
    userId,
    csrfToken: randomToken(32),
    userAgent: meta.userAgent?.slice(0, 300) ?? null,
    ip: meta.ip ?? null,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + TTL_MS),
  };
  await repo.insertSession(ex, session);
  return { cookieValue: id, session };
}

export async function resolveSession(
  ctx: Pick<AppContext, 'db' | 'database' | 'now' | 'log'>,
  cookieValue: string,
): Promise<AuthState | null> {
  const now = ctx.now();
  const cache = sessionCacheFor(ctx.database);
  // Keyed by the cookie itself (held only in this process's memory, like the request that carried it),
  // so a cached signed-in request does no hashing; the database only ever sees the hash.
  const cached = cache.get(cookieValue, now.getTime());
  if (cached) return cached;
  const idHash = sha256(cookieValue);
  const found = await repo.findLiveSessionWithUser(ctx.db, idHash, now);
  if (!found) return null;
  cache.set(cookieValue, found, now.getTime());
  if (now.getTime() - found.session.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    repo
      .touchSession(ctx.db, idHash, now, new Date(now.getTime() + TTL_MS))
      .catch((err) => ctx.log.warn({ err }, 'session touch failed'));
  }
  return found;
}

/** Every change to a user or to their sessions goes through here, so cached sessions follow at once. */
export const userChanged = (ctx: Pick<AppContext, 'database'>, ex: Executor, userId: string) =>
  sessionCacheFor(ctx.database).invalidateUser(ex, userId);

export async function endSession(
  ctx: Pick<AppContext, 'database'>,
  ex: Executor,
  session: { idHash: string; userId: string },
) {
  await repo.deleteSession(ex, session.idHash);
  await userChanged(ctx, ex, session.userId);
}

export async function listSessions(ctx: Pick<AppContext, 'db' | 'now'>, auth: AuthState) {
  const rows = await repo.listUserSessions(ctx.db, auth.user.id, ctx.now());
  return rows.map((s) => ({
    id: s.publicId,
    createdAt: s.createdAt.toISOString(),
    lastSeenAt: s.lastSeenAt.toISOString(),
    userAgent: s.userAgent,
    ip: s.ip,
    current: s.idHash === auth.session.idHash,
  }));
}

export async function revokeSession(
  ctx: Pick<AppContext, 'db' | 'database'>,
  userId: string,
  publicId: string,
) {
  return ctx.db.transaction(async (tx) => {
    const deleted = await repo.deleteSessionByPublicId(tx, userId, publicId);
    if (deleted) await userChanged(ctx, tx, userId);
    return deleted;
  });
}

export async function deleteUserSessions(
  ctx: Pick<AppContext, 'database'>,
  ex: Executor,
  userId: string,
  exceptIdHash?: string,
) {
  await repo.deleteUserSessions(ex, userId, exceptIdHash);
  await userChanged(ctx, ex, userId);
}

export const countLiveSessions = repo.countLiveSessions;
