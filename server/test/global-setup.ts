import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { migrateDatabase, openDatabase } from '../db/client.ts';

/** Where the tests' build of the client's server entry goes (test-app.ts `pages`). */
export const TEST_SSR_DIR = path.resolve('.tmp/test/ssr');

/**
 * The client's server entry (ADR 014), built as `npm run build` builds it, so page tests render with
 * the production renderer; the page template and public files are the sources' (no client build).
 */
function buildServerEntry() {
  const vite = path.resolve('node_modules/vite/bin/vite.js');
  const run = spawnSync(
    process.execPath,
    [
      vite,
      'build',
      '--ssr',
      'entry-server.tsx',
      '--outDir',
      TEST_SSR_DIR,
      '--emptyOutDir',
      '--logLevel',
      'error',
    ],
    {
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production', VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
    },
  );
  if (run.status !== 0) throw new Error(`vite build --ssr failed (exit ${run.status})`);
}

/**
 * Migrates once per run: a PGlite dump that every test file loads into its own in-memory instance,
 * and, when TEST_DATABASE_URL is set, a PostgreSQL template database each file copies.
 */
export default async function setup() {
  const dir = path.resolve('.tmp/test');
  mkdirSync(dir, { recursive: true });
  buildServerEntry();
  const database = await openDatabase({ dataDir: 'memory://' });
  await migrateDatabase(database);
  const dump = await database.pglite!.dumpDataDir('none');
  writeFileSync(path.join(dir, 'pglite-migrated.tar'), Buffer.from(await dump.arrayBuffer()));
  await database.close();

  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query('DROP DATABASE IF EXISTS trt_test_template WITH (FORCE)');
    await admin.query('CREATE DATABASE trt_test_template');
    await admin.end();
    const tpl = await openDatabase({ url: withDatabase(url, 'trt_test_template'), poolSize: 1 });
    await migrateDatabase(tpl);
    await tpl.close();
  }
}

export function withDatabase(url: string, name: string) {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}
