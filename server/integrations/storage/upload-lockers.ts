import { setTimeout as sleep } from 'node:timers/promises';
import { ERRORS, type Lock, type Locker, MemoryLocker, type RequestRelease } from '@tus/server';
import { Redis } from 'ioredis';
import pg from 'pg';
import type { Logger } from 'pino';
import { Mutex } from 'redis-semaphore';

/**
 * tus locks an upload while a request works on it, so two PATCHes cannot write the same bytes at
 * once. With several nodes the lock must be shared (ADR 024): PostgreSQL advisory locks by default,
 * Redis when REDIS_URL is set. On PGlite the whole product is one process (two processes cannot open
 * one PGlite directory), so tus's in-memory locker is exactly right there.
 *
 * Both shared lockers keep tus's semantics: a request that finds the upload locked asks the holder to
 * let go (`requestRelease`: tus then stops the holding request after its drain delay) and retries until
 * it gets the lock, its request is aborted, or `acquireTimeoutMs` passes (ERR_LOCK_TIMEOUT). The ask
 * reaches the holder on whichever node it runs, over NOTIFY or Redis pub/sub.
 */
export interface UploadLocker extends Locker {
  readonly kind: 'memory' | 'postgres' | 'redis';
  close(): Promise<void>;
}

export interface LockerOptions {
  /** How long a request waits for an upload's lock before giving up (tus's default is 30 s). */
  acquireTimeoutMs?: number;
  log?: Logger;
}

const DEFAULT_ACQUIRE_TIMEOUT_MS = 30_000;
/** Between two attempts a waiter sleeps this long at first, doubling up to the maximum. */
const FIRST_RETRY_MS = 20;
const MAX_RETRY_MS = 500;
/** A waiter repeats its request to release at most this often. */
const ASK_AGAIN_MS = 1_000;

export function memoryUploadLocker(opts: LockerOptions = {}): UploadLocker {
  const locker = new MemoryLocker({
    acquireLockTimeout: opts.acquireTimeoutMs ?? DEFAULT_ACQUIRE_TIMEOUT_MS,
  });
  return { kind: 'memory', newLock: (id) => locker.newLock(id), close: async () => {} };
}

/** What differs between the shared lockers: one attempt, the way back out, and the way to ask. */
interface Backend {
  /** One attempt; the lock is held when it answers a handle. */
  tryLock(id: string, onLost: () => void): Promise<Held | null>;
  /** Tells every node that someone waits for `id`. */
  askRelease(id: string): Promise<void>;
}
interface Held {
  release(): Promise<void>;
}

/** The holders on this node, so a request to release (from any node) reaches the right one. */
class Holders {
  private byId = new Map<string, RequestRelease>();
  hold(id: string, requestRelease: RequestRelease) {
    this.byId.set(id, requestRelease);
  }
  drop(id: string, requestRelease: RequestRelease) {
    if (this.byId.get(id) === requestRelease) this.byId.delete(id);
  }
  async ask(id: string) {
    await this.byId.get(id)?.();
  }
}

class PollingLock implements Lock {
  private held: Held | null = null;
  private requestRelease: RequestRelease | null = null;

  constructor(
    private id: string,
    private backend: Backend,
    private holders: Holders,
    private timeoutMs: number,
  ) {}

  async lock(signal: AbortSignal, requestRelease: RequestRelease): Promise<void> {
    const deadline = Date.now() + this.timeoutMs;
    let pause = FIRST_RETRY_MS;
    let askedAt = 0;
    for (;;) {
      if (signal.aborted || Date.now() >= deadline) throw ERRORS.ERR_LOCK_TIMEOUT;
      // Lost while held (a dropped connection, an expired key): the holder is told to stop, as if asked.
      const held = await this.backend.tryLock(this.id, () => void requestRelease());
      if (held) {
        this.held = held;
        this.requestRelease = requestRelease;
        this.holders.hold(this.id, requestRelease);
        return;
      }
      if (Date.now() - askedAt >= ASK_AGAIN_MS) {
        askedAt = Date.now();
        await this.backend.askRelease(this.id).catch(() => {});
      }
      const wait = Math.min(pause, deadline - Date.now());
      if (wait > 0) await sleep(wait, undefined, { signal }).catch(() => {});
      pause = Math.min(pause * 2, MAX_RETRY_MS);
    }
  }

  async unlock(): Promise<void> {
    const held = this.held;
    if (!held) throw new Error('Releasing an unlocked lock!');
    this.held = null;
    if (this.requestRelease) this.holders.drop(this.id, this.requestRelease);
    this.requestRelease = null;
    await held.release();
  }
}

function pollingLocker(
  kind: UploadLocker['kind'],
  backend: Backend,
  holders: Holders,
  opts: LockerOptions,
  close: () => Promise<void>,
): UploadLocker {
  const timeout = opts.acquireTimeoutMs ?? DEFAULT_ACQUIRE_TIMEOUT_MS;
  return { kind, newLock: (id) => new PollingLock(id, backend, holders, timeout), close };
}

const RELEASE_CHANNEL = 'tus_lock_release';

/**
 * PostgreSQL session advisory locks, each held on a connection of its own from a small pool beside
 * the application's (at most `maxConnections` per node; a waiter borrows one only for each attempt).
 * A node that dies drops its connections, and PostgreSQL frees their locks at once. The key is a
 * 64-bit hash of the upload id; a collision would only make two uploads wait for each other.
 */
export async function postgresUploadLocker(
  url: string,
  opts: LockerOptions & { maxConnections?: number } = {},
): Promise<UploadLocker> {
  const pool = new pg.Pool({
    connectionString: url,
    max: opts.maxConnections ?? 20,
    // A full pool is one more reason to wait; the attempt is retried until the lock's deadline.
    connectionTimeoutMillis: 2_000,
    options: '-c jit=off',
  });
  pool.on('error', () => {
    /* an idle client lost its connection; the pool replaces it */
  });
  const holders = new Holders();
  let closed = false;
  let listener: pg.Client | null = null;

  // One connection per node, outside the pool, listens for requests to release; it comes back after a failure.
  const listen = async (): Promise<void> => {
    if (closed) return;
    const client = new pg.Client({ connectionString: url });
    let retried = false;
    const retry = (err: Error) => {
      if (retried) return;
      retried = true;
      if (listener === client) listener = null;
      client.end().catch(() => {});
      if (closed) return;
      opts.log?.warn({ err: err.message }, 'upload lock listener lost its connection; reconnecting');
      setTimeout(() => void listen(), 1_000).unref();
    };
    client.on('error', retry);
    client.on('notification', (msg) => {
      if (msg.channel === RELEASE_CHANNEL && msg.payload) void holders.ask(msg.payload);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${RELEASE_CHANNEL}`);
      listener = client;
    } catch (err) {
      retry(err as Error);
    }
  };
  await listen();

  const backend: Backend = {
    async tryLock(id, onLost) {
      const client = await pool.connect().catch(() => null);
      if (!client) return null;
      let lost = false;
      const onError = () => {
        // The session, and with it the lock, is gone.
        lost = true;
        onLost();
      };
      client.on('error', onError);
      let acquired = false;
      try {
        const res = await client.query<{ ok: boolean }>(
          'select pg_try_advisory_lock(hashtextextended($1, 0)) as ok',
          [id],
        );
        acquired = res.rows[0]?.ok === true;
      } catch (err) {
        client.off('error', onError);
        client.release(err as Error);
        return null;
      }
      if (!acquired) {
        client.off('error', onError);
        client.release();
        return null;
      }
      return {
        async release() {
          client.off('error', onError);
          if (lost) return client.release(true);
          try {
            await client.query('select pg_advisory_unlock(hashtextextended($1, 0))', [id]);
            client.release();
          } catch (err) {
            // Dropping the connection frees the lock on the server.
            client.release(err as Error);
          }
        },
      };
    },
    async askRelease(id) {
      await pool.query('select pg_notify($1, $2)', [RELEASE_CHANNEL, id]);
    },
  };

  return pollingLocker('postgres', backend, holders, opts, async () => {
    closed = true;
    await listener?.end().catch(() => {});
    listener = null;
    await pool.end();
  });
}

/**
 * Redis: SET NX PX with a random token per holder (redis-semaphore's Mutex), renewed while held and
 * released only by its own token; a node that dies stops renewing, and the key expires after
 * `lockTtlMs`. Requests to release travel over a pub/sub channel.
 */
export async function redisUploadLocker(
  url: string,
  opts: LockerOptions & { lockTtlMs?: number } = {},
): Promise<UploadLocker> {
  const ttl = opts.lockTtlMs ?? 10_000;
  // Not awaited: a Redis that is down at start makes uploads wait (and time out), not the server fail.
  const redis = new Redis(url, { connectTimeout: 2_000, maxRetriesPerRequest: 1 });
  const subscriber = new Redis(url, { connectTimeout: 2_000, maxRetriesPerRequest: null });
  let reported = false;
  const warn = (err: Error) => {
    if (reported) return;
    reported = true;
    opts.log?.warn({ err: err.message }, 'upload lock Redis unreachable; uploads wait until it answers');
  };
  for (const client of [redis, subscriber]) {
    client.on('error', warn);
    client.on('ready', () => {
      reported = false;
    });
  }
  const holders = new Holders();
  const channel = 'trt:tus-lock-release';
  subscriber.on('message', (from: string, id: string) => {
    if (from === channel) void holders.ask(id);
  });
  // ioredis subscribes again by itself after a reconnect. Start-up waits a little for it, not forever.
  await Promise.race([subscriber.subscribe(channel).catch(warn), sleep(2_000, undefined, { ref: false })]);

  const backend: Backend = {
    async tryLock(id, onLost) {
      const mutex = new Mutex(redis, `trt:tus-lock:${id}`, {
        lockTimeout: ttl,
        refreshInterval: Math.round(ttl / 3),
        acquireAttemptsLimit: 1,
        retryInterval: 0,
        onLockLost: () => onLost(),
      });
      const acquired = await mutex.tryAcquire().catch(() => false);
      if (!acquired) return null;
      return { release: () => mutex.release().catch(() => {}) };
    },
    async askRelease(id) {
      await redis.publish(channel, id);
    },
  };

  return pollingLocker('redis', backend, holders, opts, async () => {
    await subscriber.quit().catch(() => subscriber.disconnect());
    await redis.quit().catch(() => redis.disconnect());
  });
}

/** Redis when REDIS_URL is set; else PostgreSQL advisory locks on PostgreSQL; else memory (PGlite). */
export async function createUploadLocker(
  settings: { redisUrl?: string; postgresUrl?: string; maxConnections?: number },
  opts: LockerOptions = {},
): Promise<UploadLocker> {
  if (settings.redisUrl) return redisUploadLocker(settings.redisUrl, opts);
  if (settings.postgresUrl)
    return postgresUploadLocker(settings.postgresUrl, { ...opts, maxConnections: settings.maxConnections });
  return memoryUploadLocker(opts);
}
