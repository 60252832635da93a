/**
 * `npm run bench:ledger`: `ledger:verify` over a ledger of BENCH_LEDGER_ENTRIES (1 000 000) entries on
 * PostgreSQL (DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test), in a database of its own
 * (trt_bench_ledger) that it creates, migrates and drops. The entries are written as the product
 * writes them, with every trigger on (the deferred zero-sum check included): half a million two-leg
 * transactions between 1 000 learners' wallets, 200 tutors' payables and the platform's accounts, 1 %
 * of them reversed. Then the verification runs BENCH_LEDGER_ROUNDS (3) times in process and once as
 * the `npm run ledger:verify` command. Goal: <= 5 s. Exits 1 when the ledger is not found sound.
 * BENCH_LEDGER_KEEP=1 keeps the database afterwards.
 */
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { migrateDatabase, openDatabase } from '../server/db/client.ts';
import { verifyLedger } from '../server/features/ledger/index.ts';
import { withDatabase } from '../server/test/global-setup.ts';

export const LEDGER_VERIFY_GOAL_MS = 5000;
const NAME = 'trt_bench_ledger';
const LEARNERS = 1000;
const TUTORS = 200;
const CHUNK = 50_000;

/** What one measurement found: sizes, the in-process times of each round, and the command's time. */
export interface LedgerVerifyFigures {
  entries: number;
  transactions: number;
  seedMs: number;
  /** In-process verifyLedger() times, one per round, in ms. */
  times: number[];
  best: number;
  median: number;
  /** `npm run ledger:verify` as a process of its own (its start included), in ms. */
  cliMs: number;
  sound: boolean;
  faults: string[];
}

/**
 * Seeds `target` entries into a database of its own (created, migrated, dropped unless `keep`), then
 * times verifyLedger() `rounds` times in process and once as the `ledger:verify` command. Also used by
 * `npm run bench:money`.
 */
export async function measureLedgerVerify(
  opts: { baseUrl?: string; target?: number; rounds?: number; keep?: boolean } = {},
): Promise<LedgerVerifyFigures> {
  const baseUrl = opts.baseUrl ?? 'postgres://postgres@127.0.0.1:5432/test';
  const target = opts.target ?? 1_000_000;
  const rounds = opts.rounds ?? 3;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  const { rows: version } = await admin.query('show server_version');
  console.log(`PostgreSQL ${version[0].server_version}`);
  await admin.query(`DROP DATABASE IF EXISTS ${NAME} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${NAME}`);
  const url = withDatabase(baseUrl, NAME);
  const faults: string[] = [];
  try {
    const database = await openDatabase({ url, poolSize: 6 });
    await migrateDatabase(database);
    const client = new pg.Client({ connectionString: url });
    client.on('error', () => {
      /* reported by the failing query */
    });
    await client.connect();

    const seedStart = performance.now();
    const { rows: people } = await client.query(
      `insert into users (email, first_name, last_name, user_type, password_hash)
       select 'bench' || i || '@example.eu', 'Bench', 'User', case when i <= $1 then 'student' else 'tutor' end, 'x'
       from generate_series(1, $2) i returning id, user_type`,
      [LEARNERS, LEARNERS + TUTORS],
    );
    const { rows: accounts } = await client.query(
      `insert into ledger_accounts (kind, owner_id, currency)
       select case when user_type = 'student' then 'learner_wallet' else 'tutor_payable' end, id, 'EUR'
       from unnest($1::uuid[], $2::text[]) as p(id, user_type)
       union all select k, null, 'EUR' from unnest(array['platform_revenue','platform_provider_clearing','platform_refunds']) k
       returning id, kind`,
      [people.map((p) => p.id), people.map((p) => p.user_type)],
    );
    const ids = (kind: string) => accounts.filter((a) => a.kind === kind).map((a) => a.id as string);
    const [clearing] = ids('platform_provider_clearing');
    const [revenue] = ids('platform_revenue');
    const wallets = ids('learner_wallet');
    const payables = ids('tutor_payable');

    // Each transaction: a top-up (clearing → wallet), or a tutor's earning (revenue → payable).
    const transactions = Math.floor(target / 2);
    for (let from = 1; from <= transactions; from += CHUNK) {
      const to = Math.min(transactions, from + CHUNK - 1);
      await client.query('begin');
      await client.query(
        `with g as (
           select gen_random_uuid() as id, i, 100 + (i::bigint * 7919) % 5000 as amt, i % 4 = 0 as earning from generate_series($1::int, $2::int) i
         ), t as (
           insert into ledger_transactions (id, kind, reference)
           select id, case when earning then 'tutor_earning' else 'wallet_top_up' end, 'bench:' || i from g
         )
         insert into ledger_entries (transaction_id, account_id, amount, currency)
         select id, case when earning then $3::uuid else $4::uuid end, amt, 'EUR' from g
         union all
         select id, case when earning then ($5::uuid[])[1 + (i / 4) % $7] else ($6::uuid[])[1 + i % $8] end, -amt, 'EUR' from g`,
        [from, to, revenue, clearing, payables, wallets, payables.length, wallets.length],
      );
      await client.query('commit');
      process.stdout.write(`\rseeding: ${to * 2} entries`);
    }
    // 1 % reversed, as the service writes a reversal: the same legs, signs turned, `reverses` set.
    await client.query('begin');
    await client.query(
      `with o as (
         select id, gen_random_uuid() as rid from ledger_transactions where kind = 'wallet_top_up' order by id limit $1
       ), t as (
         insert into ledger_transactions (id, kind, reverses) select rid, 'reversal', id from o
       )
       insert into ledger_entries (transaction_id, account_id, amount, currency)
       select o.rid, e.account_id, -e.amount, e.currency from o join ledger_entries e on e.transaction_id = o.id`,
      [Math.floor(transactions / 100)],
    );
    await client.query('commit');
    await client.query('vacuum analyze ledger_entries');
    await client.query('vacuum analyze ledger_transactions');
    await client.query('vacuum analyze ledger_accounts');
    const seedMs = performance.now() - seedStart;
    const { rows: counts } = await client.query(
      'select (select count(*) from ledger_entries)::int as entries, (select count(*) from ledger_transactions)::int as transactions',
    );
    console.log(
      `\nseeded ${counts[0].entries} entries in ${counts[0].transactions} transactions in ${(seedMs / 1000).toFixed(1)} s (triggers on)`,
    );
    await client.end();

    const times: number[] = [];
    for (let i = 0; i < rounds; i++) {
      const report = await verifyLedger(database.db);
      times.push(report.ms);
      if (!report.ok) {
        faults.push(...report.faults);
      }
    }
    await database.close();

    const cliStart = performance.now();
    const cli = spawnSync(process.execPath, ['--import', 'tsx', path.resolve('scripts/ledger-verify.ts')], {
      env: { ...process.env, DATABASE_URL: url, NODE_ENV: 'development', LOG_LEVEL: 'silent' },
      encoding: 'utf8',
    });
    const cliMs = performance.now() - cliStart;
    console.log(cli.stdout.trim());
    if (cli.status !== 0) {
      console.log(`ledger:verify exited ${cli.status}: ${cli.stderr}`);
      faults.push(`ledger:verify exited ${cli.status}`);
    }

    const sorted = [...times].sort((a, b) => a - b);
    return {
      entries: counts[0].entries,
      transactions: counts[0].transactions,
      seedMs,
      times,
      best: sorted[0] ?? 0,
      median: sorted[Math.floor(sorted.length / 2)] ?? 0,
      cliMs,
      sound: faults.length === 0,
      faults,
    };
  } finally {
    // BENCH_LEDGER_KEEP=1 leaves the database for a look at the plans (psql …/trt_bench_ledger).
    if (!opts.keep) await admin.query(`DROP DATABASE IF EXISTS ${NAME} WITH (FORCE)`);
    await admin.end();
  }
}

// Run as `npm run bench:ledger` (not when imported).
if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const rounds = Number(process.env.BENCH_LEDGER_ROUNDS ?? 3);
  const cpus = os.cpus();
  console.log(
    `machine: ${cpus[0]?.model ?? 'cpu'} x${cpus.length}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, node ${process.version}, ${os.platform()} ${os.release()}`,
  );
  const f = await measureLedgerVerify({
    baseUrl: process.env.DATABASE_URL,
    target: Number(process.env.BENCH_LEDGER_ENTRIES ?? 1_000_000),
    rounds,
    keep: Boolean(process.env.BENCH_LEDGER_KEEP),
  });
  if (!f.sound) console.log(`NOT SOUND: ${f.faults.join('; ')}`);
  console.log('');
  console.log('| measure | figure | goal |');
  console.log('| --- | --- | --- |');
  console.log(`| entries | ${f.entries} | 1 000 000 |`);
  console.log(`| verify in process, best of ${rounds} | ${(f.best / 1000).toFixed(2)} s | <= 5 s |`);
  console.log(`| verify in process, median | ${(f.median / 1000).toFixed(2)} s | <= 5 s |`);
  console.log(
    `| npm run ledger:verify (process start included) | ${(f.cliMs / 1000).toFixed(2)} s | <= 5 s |`,
  );
  console.log(`| seeding (all triggers on) | ${(f.seedMs / 1000).toFixed(1)} s | |`);
  if (f.median > LEDGER_VERIFY_GOAL_MS)
    console.log(`goal missed: median ${f.median.toFixed(0)} ms > ${LEDGER_VERIFY_GOAL_MS} ms`);
  process.exit(f.sound ? 0 : 1);
}
