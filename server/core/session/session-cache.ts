import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import type { AuthState } from './session.types.ts';

const CHANNEL = 'trt_session_invalidate';
const TTL_MS = 5_000;
const MAX_ENTRIES = 20_000;

/**
 * A short-lived copy of resolved sessions, so a signed-in read does not hit the database on every
 * request (ADR 010). Any change to a user or their sessions drops that user's entries here at once and,
 * through NOTIFY delivered on commit, on every other node; the 5 s lifetime bounds staleness if a
 * notification is ever lost.
 */
export class SessionCache {
  private entries = new Map<string, { state: AuthState; until: number }>();
  private unlisten: (() => Promise<void>) | undefined;

  constructor(private database: Database) {}

  async start() {
    const onMessage = (userId: string) => this.dropUser(userId);
    if (this.database.pglite) this.unlisten = await this.database.pglite.listen(CHANNEL, onMessage);
    else if (this.database.listen) this.unlisten = await this.database.listen(CHANNEL, onMessage);
  }

  async stop() {
    await this.unlisten?.().catch(() => {});
    this.entries.clear();
  }

  get(cookieValue: string, nowMs: number): AuthState | undefined {
    const hit = this.entries.get(cookieValue);
    if (!hit) return undefined;
    if (hit.until < nowMs || hit.state.session.expiresAt.getTime() <= nowMs) {
      this.entries.delete(cookieValue);
      return undefined;
    }
    return hit.state;
  }

  set(cookieValue: string, state: AuthState, nowMs: number) {
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(cookieValue, { state, until: nowMs + TTL_MS });
  }

  dropUser(userId: string) {
    for (const [key, { state }] of this.entries) if (state.user.id === userId) this.entries.delete(key);
  }

  /** Call inside the transaction that changes a user or their sessions. */
  async invalidateUser(ex: Executor, userId: string) {
    this.dropUser(userId);
    await ex.execute(sql`select pg_notify(${CHANNEL}, ${userId})`);
  }
}

const caches = new WeakMap<Database, SessionCache>();

export function sessionCacheFor(database: Database): SessionCache {
  let cache = caches.get(database);
  if (!cache) caches.set(database, (cache = new SessionCache(database)));
  return cache;
}
