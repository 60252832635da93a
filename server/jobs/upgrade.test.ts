import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { type Database, migrateDatabase, migrationsFolder, openDatabase, rowsOf } from '../db/client.ts';
import { withDatabase } from '../test/global-setup.ts';
import { TEST_DRIVER } from '../test/test-app.ts';
import { type JobPayload, JobQueue } from './queue.ts';

/** The migrations as they were before pg-boss (0000–0002), to migrate a database "already in production". */
function migrationsBeforePgBoss() {
  const dir = mkdtempSync(path.join(tmpdir(), 'trt-migrations-'));
  cpSync(migrationsFolder, dir, { recursive: true });
  const journalPath = path.join(dir, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  journal.entries = journal.entries.slice(
    0,
    journal.entries.findIndex((e) => e.tag === '0003_pgboss_queue'),
  );
  writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

const cleanup: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const fn of cleanup.reverse()) await fn();
});

async function openOldDatabase(): Promise<Database> {
  const folder = migrationsBeforePgBoss();
  cleanup.push(async () => rmSync(folder, { recursive: true, force: true }));
  if (TEST_DRIVER === 'postgres') {
    const url = process.env.TEST_DATABASE_URL!;
    const name = `trt_upgrade_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const database = await openDatabase({ url: withDatabase(url, name), poolSize: 2 });
    cleanup.push(async () => {
      await database.close();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    });
    await migratePg(database.db as never, { migrationsFolder: folder });
    return database;
  }
  const database = await openDatabase({ dataDir: 'memory://' });
  cleanup.push(() => database.close());
  await migratePglite(database.db as never, { migrationsFolder: folder });
  return database;
}

describe(`upgrading a database from the jobs table to pg-boss (${TEST_DRIVER})`, () => {
  it('moves the email jobs still waiting into pg-boss, drops the old table, and runs them', async () => {
    const database = await openOldDatabase();
    const { db } = database;
    await db.execute(sql`insert into jobs (queue, payload, status, attempts, max_attempts) values
      ('email.send', '{"outboxId":"waiting"}', 'pending', 0, 6),
      ('email.send', '{"outboxId":"retrying"}', 'pending', 2, 6),
      ('email.send', '{"outboxId":"sent"}', 'done', 1, 6),
      ('email.send', '{"outboxId":"dead"}', 'failed', 6, 6)`);

    await migrateDatabase(database);

    const moved = rowsOf<{ data: { outboxId: string }; retry_limit: number; state: string }>(
      await db.execute(sql`select data, retry_limit, state::text as state from pgboss.job
                           where name = 'email.send' order by data->>'outboxId'`),
    );
    expect(moved).toEqual([
      { data: { outboxId: 'retrying' }, retry_limit: 3, state: 'created' },
      { data: { outboxId: 'waiting' }, retry_limit: 5, state: 'created' },
    ]);
    const [old] = rowsOf<{ t: string | null }>(
      await db.execute(sql`select to_regclass('public.jobs')::text as t`),
    );
    expect(old!.t).toBeNull();

    const queue = new JobQueue(database, pino({ level: 'silent' }));
    const seen: JobPayload[] = [];
    queue.handle('email.send', async (payload) => void seen.push(payload));
    await queue.drain();
    expect(seen.map((p) => p.outboxId).sort()).toEqual(['retrying', 'waiting']);
  });
});
