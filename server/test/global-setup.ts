import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
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

declare module 'vitest' {
  export interface ProvidedContext {
    /** This run's PostgreSQL template database (TEST_DATABASE_URL), which every test file copies. */
    pgTemplate: string | null;
  }
}

/**
 * Migrates once per run: a PGlite dump that every test file loads into its own in-memory instance,
 * and, when TEST_DATABASE_URL is set, a PostgreSQL template database each file copies. The template
 * is named per run: two runs on one PostgreSQL server (a developer's and CI's, or two checkouts with
 * different migrations) must not drop or migrate each other's.
 */
export default async function setup(project: TestProject) {
  const dir = path.resolve('.tmp/test');
  mkdirSync(dir, { recursive: true });
  buildServerEntry();
  const database = await openDatabase({ dataDir: 'memory://' });
  await migrateDatabase(database);
  const dump = await database.pglite!.dumpDataDir('none');
  writeFileSync(path.join(dir, 'pglite-migrated.tar'), Buffer.from(await dump.arrayBuffer()));
  await database.close();

  const url = process.env.TEST_DATABASE_URL;
  project.provide('pgTemplate', null);
  if (!url) return;
  const template = `trt_test_template_${process.pid}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${template}`);
  await admin.end();
  const tpl = await openDatabase({ url: withDatabase(url, template), poolSize: 1 });
  await migrateDatabase(tpl);
  await tpl.close();
  project.provide('pgTemplate', template);
  return async () => {
    const end = new pg.Client({ connectionString: url });
    await end.connect();
    // The files' copies too: one whose teardown failed would otherwise stay on the server.
    const { rows } = await end.query<{ datname: string }>(
      'select datname from pg_database where starts_with(datname, $1)',
      [`${template}_`],
    );
    for (const { datname } of rows) await end.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    await end.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
    await end.end();
  };
}

export function withDatabase(url: string, name: string) {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}
