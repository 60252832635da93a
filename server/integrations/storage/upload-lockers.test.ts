import { randomUUID } from 'node:crypto';
import net from 'node:net';
import { ERRORS } from '@tus/server';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, TEST_DRIVER } from '../../test/test-app.ts';
import {
  createUploadLocker,
  postgresUploadLocker,
  redisUploadLocker,
  type UploadLocker,
} from './upload-lockers.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

function redisAnswers(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 6379) });
    const finish = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1000, () => finish(false));
    socket.on('error', () => finish(false));
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (data) => finish(data.toString().startsWith('+PONG')));
  });
}
const redisUp = await redisAnswers(REDIS_URL);
if (!redisUp) console.warn(`upload-lockers.test: Redis tests skipped, no Redis answers at ${REDIS_URL}`);

const never = () => new AbortController().signal;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * What tus needs of any locker, with `a` and `b` as two nodes (or, in memory, two requests of the one
 * process there is): one holder at a time, a waiter that asks the holder to let go and gets the lock
 * once it does, a deadline and an abort that end the wait, and ids that do not block each other.
 */
function contention(
  name: string,
  nodes: () => { a: UploadLocker; b: UploadLocker; impatient?: UploadLocker },
) {
  describe(name, () => {
    it('lets one node hold an upload; the other asks it to let go and gets it after', async () => {
      const { a, b } = nodes();
      const id = `${randomUUID()}.${randomUUID()}`;
      const events: string[] = [];
      const first = a.newLock(id);
      let asked!: () => void;
      const releaseAsked = new Promise<void>((resolve) => {
        asked = resolve;
      });
      // Waiters may ask more than once (tus's memory locker asks on every attempt); once is recorded.
      await first.lock(never(), () => {
        if (!events.includes('a asked to release')) events.push('a asked to release');
        asked();
      });
      events.push('a holds');
      const second = b.newLock(id);
      const waiting = second.lock(never(), () => {}).then(() => events.push('b holds'));
      await releaseAsked;
      // Still held: b waits although it asked.
      await sleep(150);
      expect(events).toEqual(['a holds', 'a asked to release']);
      events.push('a releases');
      await first.unlock();
      await waiting;
      expect(events).toEqual(['a holds', 'a asked to release', 'a releases', 'b holds']);
      await second.unlock();
      // Free again: a takes it at once.
      const again = a.newLock(id);
      await again.lock(never(), () => {});
      await again.unlock();
    });

    it('stops waiting when the request is aborted, and at its deadline (ERR_LOCK_TIMEOUT)', async () => {
      const { a, b, impatient } = nodes();
      const id = `${randomUUID()}.${randomUUID()}`;
      const held = a.newLock(id);
      await held.lock(never(), () => {});
      const controller = new AbortController();
      setTimeout(() => controller.abort(), 300);
      await expect(b.newLock(id).lock(controller.signal, () => {})).rejects.toBe(ERRORS.ERR_LOCK_TIMEOUT);
      if (impatient) {
        const started = Date.now();
        await expect(impatient.newLock(id).lock(never(), () => {})).rejects.toBe(ERRORS.ERR_LOCK_TIMEOUT);
        expect(Date.now() - started).toBeGreaterThanOrEqual(250);
        expect(Date.now() - started).toBeLessThan(3_000);
      }
      await held.unlock();
    });

    it('does not make different uploads wait for each other', async () => {
      const { a, b } = nodes();
      const one = a.newLock(`${randomUUID()}.${randomUUID()}`);
      const two = b.newLock(`${randomUUID()}.${randomUUID()}`);
      await one.lock(never(), () => {});
      await two.lock(never(), () => {});
      await Promise.all([one.unlock(), two.unlock()]);
    });

    it('refuses to unlock a lock it does not hold', async () => {
      const { a } = nodes();
      await expect(a.newLock(`${randomUUID()}.${randomUUID()}`).unlock()).rejects.toThrow();
    });
  });
}

describe('upload lockers', () => {
  describe.runIf(TEST_DRIVER === 'pglite')('on PGlite', () => {
    // One process holds the whole product (PGlite cannot be opened by two), so memory is shared enough.
    let locker: UploadLocker;
    beforeAll(async () => {
      locker = await createUploadLocker({});
    });
    it('is the in-process locker', () => {
      expect(locker.kind).toBe('memory');
    });
    contention('in memory, two requests of one process', () => ({ a: locker, b: locker }));
  });

  describe.runIf(TEST_DRIVER === 'postgres')('on PostgreSQL, two nodes', () => {
    let dispose: () => Promise<void>;
    let url: string;
    let a: UploadLocker;
    let b: UploadLocker;
    let impatient: UploadLocker;
    beforeAll(async () => {
      const opened = await openTestDatabase();
      dispose = opened.dispose;
      url = opened.database.url!;
      // Two lockers with pools of their own, as two app nodes have.
      a = await createUploadLocker({ postgresUrl: url, maxConnections: 4 });
      b = await postgresUploadLocker(url, { maxConnections: 4 });
      impatient = await postgresUploadLocker(url, { maxConnections: 1, acquireTimeoutMs: 300 });
    });
    afterAll(async () => {
      // A locker whose connection a test killed may fail to close: the database is dropped anyway.
      try {
        await Promise.allSettled([a, b, impatient].map((locker) => locker?.close()));
      } finally {
        await dispose?.();
      }
    });
    it('uses advisory locks', () => {
      expect(a.kind).toBe('postgres');
    });
    contention('advisory locks', () => ({ a, b, impatient }));

    it('frees the lock of a node whose connection dies, and tells that holder to stop', async () => {
      const id = `${randomUUID()}.${randomUUID()}`;
      const held = a.newLock(id);
      let told = false;
      await held.lock(never(), () => {
        told = true;
      });
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      try {
        const { rows } = await admin.query<{ pid: number }>(
          `select pid from pg_locks where locktype = 'advisory' and granted
             and ((classid::bigint << 32) | objid::bigint) = hashtextextended($1, 0)`,
          [id],
        );
        expect(rows).toHaveLength(1);
        await admin.query('select pg_terminate_backend($1)', [rows[0]!.pid]);
      } finally {
        await admin.end();
      }
      const other = b.newLock(id);
      await other.lock(never(), () => {});
      await expect.poll(() => told).toBe(true);
      await other.unlock();
      await held.unlock();
    });

    it('holds each lock on its own connection, so a full pool only makes the next one wait', async () => {
      const small = await postgresUploadLocker(url, { maxConnections: 1, acquireTimeoutMs: 3_000 });
      try {
        const first = small.newLock(`${randomUUID()}.${randomUUID()}`);
        await first.lock(never(), () => {});
        const second = small.newLock(`${randomUUID()}.${randomUUID()}`);
        const waiting = second.lock(never(), () => {});
        await sleep(300);
        await first.unlock();
        await waiting;
        await second.unlock();
      } finally {
        await small.close();
      }
    });
  });

  describe.runIf(redisUp)(`with Redis at ${REDIS_URL}, two nodes`, () => {
    let a: UploadLocker;
    let b: UploadLocker;
    let impatient: UploadLocker;
    beforeAll(async () => {
      a = await createUploadLocker({ redisUrl: REDIS_URL, postgresUrl: 'postgres://unused' });
      b = await redisUploadLocker(REDIS_URL, { lockTtlMs: 1_500 });
      impatient = await redisUploadLocker(REDIS_URL, { acquireTimeoutMs: 300 });
    });
    afterAll(async () => {
      for (const locker of [a, b, impatient]) await locker?.close();
    });
    it('prefers Redis when REDIS_URL is set', () => {
      expect(a.kind).toBe('redis');
    });
    contention('SET NX PX', () => ({ a, b, impatient }));

    it('keeps a long hold alive by renewing it', async () => {
      const id = `${randomUUID()}.${randomUUID()}`;
      const held = b.newLock(id);
      await held.lock(never(), () => {});
      // Past the 1.5 s expiry: renewed, so the other node still cannot take it.
      await sleep(2_000);
      const controller = new AbortController();
      setTimeout(() => controller.abort(), 300);
      await expect(a.newLock(id).lock(controller.signal, () => {})).rejects.toBe(ERRORS.ERR_LOCK_TIMEOUT);
      await held.unlock();
    });
  });
});
