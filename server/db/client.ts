import { mkdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { citext } from '@electric-sql/pglite/contrib/citext';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema>;
/** Repos take either: a use case passes its transaction, a plain read passes the database. */
export type Executor = Db | Tx;

export type Driver = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  driver: Driver;
  /** Subscribe to a Postgres NOTIFY channel (PostgreSQL only; PGlite is one process). */
  listen?: (channel: string, onMessage: (payload: string) => void) => Promise<() => Promise<void>>;
  /** PostgreSQL only: the connection URL, for parts that need connections of their own (upload locks, ADR 024). */
  url?: string;
  /** The embedded instance, for tests that dump or copy it. */
  pglite?: PGlite;
  close(): Promise<void>;
}

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export interface OpenOptions {
  /** postgres:// URL; when unset, PGlite is used. */
  url?: string;
  /** PGlite data directory, or 'memory://'. */
  dataDir?: string;
  /** A PGlite dump (from dumpDataDir) to start from, so tests copy one migrated database. */
  loadDataDir?: Blob | File;
  poolSize?: number;
}

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.url) {
    // JIT off for our connections: the product runs short queries, and PostgreSQL's JIT compiles any
    // plan it estimates as costly, which spent 1.3 s of a 2.5 s marketplace search in the benchmark
    // (docs/performance.md). A DATABASE_URL may still ask for it with options=-c jit=on.
    const pool = new pg.Pool({ connectionString: opts.url, max: opts.poolSize ?? 10, options: '-c jit=off' });
    pool.on('error', () => {
      /* an idle client lost its connection; the pool replaces it */
    });
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    // Notifications come on one connection of their own, outside the pool: a node's listeners (the
    // session cache, the classroom relay) never take connections that queries wait for.
    const channels = new Map<string, Set<(payload: string) => void>>();
    let listener: Promise<pg.Client> | null = null;
    let closed = false;
    const quoted = (channel: string) => `"${channel.replace(/"/g, '')}"`;
    const listenerClient = () => {
      listener ??= (async () => {
        const client = new pg.Client({ connectionString: opts.url });
        client.on('notification', (msg) => {
          for (const handler of channels.get(msg.channel) ?? []) handler(msg.payload ?? '');
        });
        client.on('error', () => {
          // A lost connection: another is opened and listens again on every channel still wanted.
          listener = null;
          client.end().catch(() => {});
          if (channels.size > 0 && !closed)
            setTimeout(() => void listenerClient().catch(() => {}), 1_000).unref();
        });
        await client.connect();
        for (const channel of channels.keys()) await client.query(`LISTEN ${quoted(channel)}`);
        return client;
      })().catch((error) => {
        listener = null;
        throw error;
      });
      return listener;
    };
    return {
      db,
      driver: 'postgres',
      url: opts.url,
      async listen(channel, onMessage) {
        const client = await listenerClient();
        const handlers = channels.get(channel) ?? new Set();
        if (!channels.has(channel)) {
          channels.set(channel, handlers);
          await client.query(`LISTEN ${quoted(channel)}`);
        }
        handlers.add(onMessage);
        return async () => {
          if (!handlers.delete(onMessage) || handlers.size > 0) return;
          channels.delete(channel);
          const current = await listener?.catch(() => null);
          await current?.query(`UNLISTEN ${quoted(channel)}`).catch(() => {});
        };
      },
      async close() {
        closed = true;
        const client = listener;
        listener = null;
        channels.clear();
        if (client) await (await client.catch(() => null))?.end().catch(() => {});
        await pool.end();
      },
    };
  }
  // A data directory that does not exist yet (a fresh DATA_DIR) is created, parents included.
  if (opts.dataDir && !opts.dataDir.includes('://')) mkdirSync(opts.dataDir, { recursive: true });
  const pglite = await PGlite.create({
    dataDir: opts.dataDir ?? 'memory://',
    loadDataDir: opts.loadDataDir,
    extensions: { citext, pg_trgm, btree_gist },
  });
  const db = drizzlePglite(pglite, { schema }) as unknown as Db;
  return { db, driver: 'pglite', pglite, close: () => pglite.close() };
}

/** Applies pending migrations; on PostgreSQL an advisory lock keeps two starting nodes from racing. */
export async function migrateDatabase(database: Database): Promise<void> {
  if (database.driver === 'pglite') {
    await migratePglite(database.db as never, { migrationsFolder });
    return;
  }
  await database.db.execute(sql`select pg_advisory_lock(72170001)`);
  try {
    await migratePg(database.db as never, { migrationsFolder });
  } finally {
    await database.db.execute(sql`select pg_advisory_unlock(72170001)`);
  }
}

export function expectedMigrationCount(): number {
  const journal = JSON.parse(readFileSync(`${migrationsFolder}/meta/_journal.json`, 'utf8')) as {
    entries: unknown[];
  };
  return journal.entries.length;
}

export async function appliedMigrationCount(db: Db): Promise<number> {
  const res = await db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
  return Number(rowsOf<{ n: number }>(res)[0]?.n ?? 0);
}

/** node-postgres and PGlite both answer execute() with { rows }. */
export function rowsOf<T>(res: unknown): T[] {
  return ((res as { rows?: T[] }).rows ?? []) as T[];
}
