/**
 * `npm run bench:money` (issue 12): checkout of held seats end to end on the sandbox provider, over HTTP
 * against our server as `npm start` runs it, on PostgreSQL (DATABASE_URL, default
 * postgres://postgres@127.0.0.1:5432/test; the run uses a database of its own, trt_bench_money, that it
 * creates and drops) and, unless BENCH_ONLY=postgres, on PGlite for comparison; then `ledger:verify`
 * at one million entries (bench/ledger.bench.ts's measurement).
 *
 * 1. Seeded with bulk SQL: tutors with availability, learners with signed-in sessions, and one held seat
 *    per learner (hold an hour ahead) in open 3:1 sessions; no access fee paid yet, so each first
 *    checkout carries it (12 EUR + 5 EUR) as in the product. Each learner's sandbox payment method
 *    (card 4242 4242 4242 4242) is the row POST /api/payments/sandbox/payment-methods writes, inserted
 *    in bulk; that endpoint is called once over HTTP and its answer and row compared with the seeded ones.
 * 2. Warm-up: BENCH_WARMUP (50) checkouts, 10 at a time, settled and checked but not timed.
 *    Timed: BENCH_CONNECTIONS (50) clients, each POST /api/payments/seats/:id/checkout with a fresh
 *    Idempotency-Key and the card part the quote showed, for BENCH_DURATION (10) s or until the seats
 *    run out; checkouts/s, p50, p99; any answer but 201 is an error (each kind printed once).
 * 3. The capture jobs (pg-boss, in the server) are waited for until no payment is left authorised or
 *    processing (BENCH_SETTLE_TIMEOUT, 600 s): settled payments per second from the first request.
 * 4. Checked in the database: every payment succeeded exactly once with one ledger transaction, each
 *    transaction sums to zero, seats confirmed ⇔ payment succeeded, one access fee per learner, and
 *    verifyLedger() finds the whole ledger sound. Exits 1 on any violation; a missed speed goal is
 *    printed, not fatal.
 *
 * BENCH_SEATS overrides the number of held seats (default: 1.5 × the PostgreSQL goal × the duration on
 * PostgreSQL, a fifth of that on PGlite); BENCH_LEDGER_ENTRIES (1 000 000) and BENCH_LEDGER_ROUNDS (3)
 * are passed on to the ledger measurement; BENCH_SKIP_LEDGER=1 leaves it out. BENCH_CPU_PROF=<dir>
 * writes the server's `--cpu-prof` profile there.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type Database, migrateDatabase, openDatabase, rowsOf } from '../server/db/client.ts';
import { verifyLedger } from '../server/features/ledger/index.ts';
import { behaviourOf, brandOf, cardDigits } from '../server/integrations/payments/sandbox/test-cards.ts';
import { LEDGER_VERIFY_GOAL_MS, type LedgerVerifyFigures, measureLedgerVerify } from './ledger.bench.ts';
import { cpuMs, machine, startApp, stop } from './support.ts';

const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const cpuProfDir = process.env.BENCH_CPU_PROF;
const warmup = Number(process.env.BENCH_WARMUP ?? 50);
const settleTimeoutS = Number(process.env.BENCH_SETTLE_TIMEOUT ?? 600);
const baseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

const GOALS = { checkoutsPerS: 1000, p99: 50 } as const;
const SKILL = 'bench-money';
const BENCH_DB = 'trt_bench_money';
const HOUR_MS = 3600_000;
const DAY_MS = 24 * HOUR_MS;
/** 00:00 UTC tomorrow; sessions on the hour from 09:00 to 20:00 UTC, 55 days of them per tutor. */
const TOMORROW = Math.floor(Date.now() / DAY_MS) * DAY_MS + DAY_MS;
const HOURS_PER_TUTOR = 55 * 12;
const TEST_CARD = '4242424242424242';
/** The test card as the checkout page sends it to POST /api/payments/sandbox/payment-methods. */
const CARD = { number: TEST_CARD, expMonth: 12, expYear: new Date().getUTCFullYear() + 2, cvc: '123' };
/**
 * The sandbox_payment_methods row that endpoint writes for it (SandboxProvider.createPaymentMethod),
 * from the same functions; the bench checks the endpoint's answer against it before the timed part.
 */
const METHOD = (() => {
  const digits = cardDigits(CARD.number);
  const behaviour = behaviourOf(digits);
  return {
    brand: brandOf(digits),
    last4: digits.slice(-4),
    expMonth: CARD.expMonth,
    expYear: CARD.expYear,
    behaviour: behaviour.kind === 'decline' ? `decline:${behaviour.code}` : behaviour.kind,
  };
})();
/** Learner j's payment method id, shaped as the sandbox's own (`pm_sb_` and 24 hex digits). */
const methodId = (j: number) =>
  `pm_sb_${createHash('md5').update(`${RUN}pm${j}`).digest('hex').slice(0, 24)}`;

/** This run's rows: ids are md5(prefix || kind || n) shaped as RFC 4122 v4 uuids, in JS and in SQL alike. */
const RUN = randomBytes(4).toString('hex');
const md5uuid = (s: string) => {
  const h = createHash('md5').update(s).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20)}`;
};
const idSql = (kind: string, n = 'i') =>
  `overlay(overlay(md5('${RUN}${kind}' || ${n}) placing '4' from 13) placing '8' from 17)::uuid`;
/** Learner j's held seat. */
const seatId = (j: number) => md5uuid(`${RUN}h${j}`);
/** A seeded learner's cookie and CSRF token (the sessions row keeps the cookie's SHA-256). */
const learnerHeaders = (j: number) => ({
  'content-type': 'application/json',
  cookie: `trt_sid=${RUN}s${j}`,
  'x-csrf-token': `${RUN}c${j}`,
  'x-requested-with': 'XMLHttpRequest',
});

type Row = Record<string, unknown>;
type Query = (text: string) => Promise<Row[]>;
const queryOf =
  (database: Database): Query =>
  async (text) =>
    rowsOf<Row>(await database.db.execute(sql.raw(text)));

// --- seeding --------------------------------------------------------------------------------------

/**
 * Bulk SQL over generate_series, nothing row by row: `learners` signed-in learners, each with one seat
 * held for an hour in an open 3:1 session (three learners per session, sessions on distinct hours of
 * `tutors` tutors, who are free every day 08:00-22:00 UTC).
 */
async function seed(q: Query, learners: number) {
  const sessions = Math.ceil(learners / 3);
  const tutors = Math.ceil(sessions / HOURS_PER_TUTOR);
  const t = (n: number) => `generate_series(0, ${n - 1}) i`;
  await q(`insert into skills (id, name, category) values ('${SKILL}', 'Bench money', 'music')
           on conflict do nothing`);
  await q(`insert into users (id, email, first_name, last_name, user_type, password_hash, time_zone)
           select ${idSql('t')}, '${RUN}t' || i || '@bench.invalid', 'Bench', 'Tutor ' || i,
                  'tutor', '!', 'UTC' from ${t(tutors)}`);
  await q(`insert into tutor_profiles (user_id, languages, time_zone, private_sessions_enabled, verified_at)
           select ${idSql('t')}, '{en}', 'UTC', true, now() from ${t(tutors)}`);
  await q(`insert into tutor_skills (tutor_id, skill_id) select ${idSql('t')}, '${SKILL}' from ${t(tutors)}`);
  await q(`insert into tutor_availability (tutor_id, weekday, start_minute, end_minute)
           select ${idSql('t')}, d, 480, 1320 from ${t(tutors)}, generate_series(0, 6) d`);
  await q(`insert into users (id, email, first_name, last_name, user_type, password_hash, time_zone)
           select ${idSql('l')}, '${RUN}l' || i || '@bench.invalid', 'Bench', 'Learner ' || i,
                  'student', '!', 'UTC' from ${t(learners)}`);
  // As createSession writes them: id_hash is the base64url SHA-256 of the cookie value.
  await q(`insert into sessions (id_hash, public_id, user_id, csrf_token, expires_at)
           select translate(rtrim(encode(sha256(convert_to('${RUN}s' || i, 'UTF8')), 'base64'), '='), '+/', '-_'),
                  '${RUN}p' || i, ${idSql('l')}, '${RUN}c' || i, now() + interval '1 day'
           from ${t(learners)}`);
  // Session k: tutor k / 660 at hour k % 660 (12 a day from 09:00 UTC tomorrow), so none overlap.
  const t0 = new Date(TOMORROW).toISOString();
  await q(`insert into tutoring_sessions
             (id, tutor_id, skill_id, level, language, format, capacity, starts_at, ends_at, status)
           select ${idSql('g')}, ${idSql('t', `(i / ${HOURS_PER_TUTOR})`)}, '${SKILL}', 'beginner', 'en',
                  'group', 3, s, s + interval '1 hour', 'open'
           from ${t(sessions)},
                lateral (select '${t0}'::timestamptz + ((i % ${HOURS_PER_TUTOR}) / 12) * interval '1 day'
                                + (9 + (i % ${HOURS_PER_TUTOR}) % 12) * interval '1 hour' as s) x`);
  // Learner i holds seat i % 3 + 1 of session i / 3; the seats_held trigger counts them.
  await q(`insert into session_seats
             (id, session_id, capacity, starts_at, ends_at, seat_no, learner_id, status, hold_expires_at)
           select ${idSql('h')}, s.id, s.capacity, s.starts_at, s.ends_at, (i % 3) + 1, ${idSql('l')},
                  'held', now() + interval '1 hour'
           from ${t(learners)} join tutoring_sessions s on s.id = ${idSql('g', '(i / 3)')}`);
  // Each learner's payment method, the row the sandbox's endpoint writes for the test card.
  await q(`insert into sandbox_payment_methods (id, brand, last4, exp_month, exp_year, behaviour)
           select 'pm_sb_' || left(md5('${RUN}pm' || i), 24), '${METHOD.brand}', '${METHOD.last4}',
                  ${METHOD.expMonth}, ${METHOD.expYear}, '${METHOD.behaviour}' from ${t(learners)}`);
  await q('analyze');
}

// --- HTTP -----------------------------------------------------------------------------------------

interface Answer {
  status: number;
  body: string;
  ms: number;
}

function send(
  agent: http.Agent,
  base: URL,
  method: string,
  pathname: string,
  headers: Record<string, string>,
  body?: string,
): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = http.request(
      { agent, host: base.hostname, port: base.port, method, path: pathname, headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks).toString('utf8'),
            ms: performance.now() - started,
          }),
        );
      },
    );
    req.on('error', (e) => resolve({ status: 0, body: String(e), ms: performance.now() - started }));
    if (body) req.write(body);
    req.end();
  });
}

/** Runs `fn` over 0..n-1 with `width` at a time. */
async function each(n: number, width: number, fn: (j: number) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(width, n) }, async () => {
      while (next < n) await fn(next++);
    }),
  );
}

/**
 * The endpoint's own answer for the test card, compared with the seeded rows: the same brand, last 4
 * and expiry (the row it wrote is checked against them too).
 */
async function checkMethodEndpoint(base: URL) {
  const a = await send(
    new http.Agent(),
    base,
    'POST',
    '/api/payments/sandbox/payment-methods',
    learnerHeaders(0),
    JSON.stringify(CARD),
  );
  if (a.status !== 201) throw new Error(`payment method: ${a.status} ${a.body.slice(0, 300)}`);
  const m = JSON.parse(a.body) as {
    id: string;
    brand: string;
    last4: string;
    expMonth: number;
    expYear: number;
  };
  if (
    !/^pm_sb_[0-9a-f]{24}$/.test(m.id) ||
    m.brand !== METHOD.brand ||
    m.last4 !== METHOD.last4 ||
    m.expMonth !== METHOD.expMonth ||
    m.expYear !== METHOD.expYear
  )
    throw new Error(`the sandbox endpoint answers ${a.body}, not the seeded payment methods' shape`);
  return m.id;
}

interface Run {
  attempts: number;
  ok: number;
  seconds: number;
  startedAtMs: number;
  p50: number;
  p99: number;
  max: number;
  statuses: Record<string, number>;
  /** The first answer of each kind that was not a 201 with a confirmed seat. */
  samples: string[];
  notConfirmed: number;
  exhausted: boolean;
  cpuUs: number | null;
  /** Learner → the payment its 201 answer named. */
  paid: Map<number, string>;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : 0;

/** Learners first..last-1 check out their seats, `width` at a time, for `seconds` or until none is left. */
async function checkouts(
  base: URL,
  first: number,
  last: number,
  cardCents: number,
  serverPid: number,
  width = connections,
  forSeconds = duration,
): Promise<Run> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: width });
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  const samples = new Map<string, string>();
  const paid = new Map<number, string>();
  let ok = 0;
  let notConfirmed = 0;
  let next = first;
  let exhausted = false;
  // Connections opened first (not measured), as bench:booking does.
  await Promise.all(Array.from({ length: width }, () => send(agent, base, 'GET', '/api/health', {})));
  const cpuBefore = cpuMs(serverPid);
  const startedAtMs = Date.now();
  const started = performance.now();
  const end = started + forSeconds * 1000;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (performance.now() < end) {
        const j = next++;
        if (j >= last) {
          exhausted = true;
          return;
        }
        const a = await send(
          agent,
          base,
          'POST',
          `/api/payments/seats/${seatId(j)}/checkout`,
          { ...learnerHeaders(j), 'idempotency-key': randomUUID() },
          JSON.stringify({ paymentMethodId: methodId(j), expectedCardCents: cardCents }),
        );
        latencies.push(a.ms);
        statuses[a.status] = (statuses[a.status] ?? 0) + 1;
        if (a.status === 201) {
          ok++;
          const answer = JSON.parse(a.body) as { seatStatus: string; payment: { id: string } };
          paid.set(j, answer.payment.id);
          if (answer.seatStatus !== 'confirmed') {
            notConfirmed++;
            const kind = `201 seat ${answer.seatStatus}`;
            if (!samples.has(kind)) samples.set(kind, `${kind}: ${a.body.slice(0, 300)}`);
          }
        } else {
          let code = '';
          try {
            code = String((JSON.parse(a.body) as { error?: { code?: string } }).error?.code ?? '');
          } catch {
            /* not JSON */
          }
          const kind = `${a.status} ${code}`;
          if (!samples.has(kind)) samples.set(kind, `${kind}: ${a.body.slice(0, 300)}`);
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const cpuAfter = cpuMs(serverPid);
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    attempts: latencies.length,
    ok,
    seconds,
    startedAtMs,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: latencies.at(-1) ?? 0,
    statuses,
    samples: [...samples.values()],
    notConfirmed,
    exhausted,
    cpuUs:
      cpuBefore !== null && cpuAfter !== null && latencies.length
        ? ((cpuAfter - cpuBefore) * 1000) / latencies.length
        : null,
    paid,
  };
}

/** Payments still waiting on the capture job (or the provider): authorised, processing or in 3-D Secure. */
const UNSETTLED = `('processing','requires_capture','requires_action')`;

/**
 * Waits until no payment is unsettled. On PostgreSQL the table is read; PGlite lives inside the server's
 * process, so there the payments are asked for over HTTP (each learner's own GET /api/payments/:id),
 * the newest first: jobs run roughly in order, so while it is unsettled the rest need not be asked.
 */
async function settle(base: URL, q: Query | null, paid: Map<number, string>): Promise<boolean> {
  const deadline = performance.now() + settleTimeoutS * 1000;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 10 });
  let waiting = [...paid.entries()];
  let last = -1;
  try {
    while (performance.now() < deadline) {
      let left: number;
      if (q) {
        const [r] = await q(`select count(*)::int as n from payments where status in ${UNSETTLED}`);
        left = Number(r!.n);
      } else {
        const stillWaiting = async ([j, id]: [number, string]) => {
          const a = await send(agent, base, 'GET', `/api/payments/${id}`, learnerHeaders(j));
          const status = a.status === 200 ? (JSON.parse(a.body) as { status: string }).status : 'unknown';
          return status !== 'succeeded' && status !== 'failed';
        };
        const newest = waiting.at(-1);
        if (newest && !(await stillWaiting(newest))) {
          const still: [number, string][] = [];
          await each(waiting.length, 10, async (k) => {
            if (await stillWaiting(waiting[k]!)) still.push(waiting[k]!);
          });
          waiting = still.sort((a, b) => a[0] - b[0]);
        }
        left = waiting.length;
      }
      if (left !== last)
        process.stdout.write(`\r  waiting for the capture jobs: ${left} payments unsettled   `);
      last = left;
      if (left === 0) {
        process.stdout.write('\n');
        return true;
      }
      await new Promise((r) => setTimeout(r, 250));
    }
    process.stdout.write('\n');
    return false;
  } finally {
    agent.destroy();
  }
}

// --- the database check ---------------------------------------------------------------------------

interface Check {
  label: string;
  bad: number;
  detail?: string;
}

async function checkMoney(q: Query, database: Database, answered: number, cardCents: number) {
  const one = async (text: string) => Number((await q(text))[0]!.n);
  const checks: Check[] = [];
  const payments = await one(`select count(*)::int as n from payments where purpose = 'seat'`);
  checks.push({
    label: `one seat payment per 201 answer (${payments} payments, ${answered} answers)`,
    bad: Math.abs(payments - answered),
  });
  checks.push({
    label: 'payments not succeeded',
    bad: await one(`select count(*)::int as n from payments where status <> 'succeeded'`),
  });
  checks.push({
    label: 'seats with more or fewer than one payment',
    bad: await one(`select count(*)::int as n from (select reference from payments where purpose = 'seat'
                    group by reference having count(*) <> 1) x`),
  });
  checks.push({
    label: `payments whose card part is not ${cardCents} cents with the 500-cent access fee`,
    bad: await one(`select count(*)::int as n from payments
                    where amount_cents <> ${cardCents} or access_fee_cents <> 500 or points_cents <> 0`),
  });
  // Exactly one ledger transaction per payment: the one it names, and no other under its reference.
  checks.push({
    label: 'succeeded payments without exactly one ledger transaction',
    bad: await one(`select count(*)::int as n from payments p
                    where p.status = 'succeeded' and (p.ledger_transaction_id is null
                      or (select count(*) from ledger_transactions t where t.reference = 'payment:' || p.id) <> 1
                      or not exists (select 1 from ledger_transactions t
                                     where t.id = p.ledger_transaction_id and t.reference = 'payment:' || p.id))`),
  });
  checks.push({
    label: "payments' ledger transactions that do not sum to zero (per currency)",
    bad: await one(`select count(*)::int as n from (select e.transaction_id from payments p
                    join ledger_entries e on e.transaction_id = p.ledger_transaction_id
                    group by e.transaction_id, e.currency having sum(e.amount) <> 0) x`),
  });
  checks.push({
    label: "payments' ledger transactions whose legs are not clearing +card / revenue -card",
    bad: await one(`select count(*)::int as n from payments p where p.ledger_transaction_id is not null and (
                      select count(*) from ledger_entries e join ledger_accounts a on a.id = e.account_id
                      where e.transaction_id = p.ledger_transaction_id
                        and ((a.kind = 'platform_provider_clearing' and e.amount = p.amount_cents)
                          or (a.kind = 'platform_revenue' and e.amount = -p.amount_cents))) <> 2
                      or (select count(*) from ledger_entries e where e.transaction_id = p.ledger_transaction_id) <> 2`),
  });
  checks.push({
    label: 'confirmed seats without a succeeded payment',
    bad: await one(`select count(*)::int as n from session_seats s where s.status = 'confirmed'
                    and not exists (select 1 from payments p where p.purpose = 'seat'
                                    and p.reference = s.id::text and p.status = 'succeeded')`),
  });
  checks.push({
    label: 'succeeded payments without a confirmed seat',
    bad: await one(`select count(*)::int as n from payments p where p.purpose = 'seat' and p.status = 'succeeded'
                    and not exists (select 1 from session_seats s
                                    where s.id::text = p.reference and s.status = 'confirmed')`),
  });
  checks.push({
    label: 'learners with a paid seat and not exactly one access fee recorded',
    bad: await one(`select count(*)::int as n from payments p where p.status = 'succeeded'
                    and (select count(*) from access_fees f where f.user_id = p.user_id) <> 1`),
  });
  const report = await verifyLedger(database.db);
  checks.push({
    label: `verifyLedger over the whole ledger (${report.transactions} transactions, ${report.entries} entries, ${Math.round(report.ms)} ms)`,
    bad: report.faults.length,
    detail: report.faults.slice(0, 5).join('; '),
  });
  return checks;
}

// --- one driver -----------------------------------------------------------------------------------

interface DriverFigures {
  driver: 'pglite' | 'postgres';
  seats: number;
  seedSeconds: number;
  run: Run;
  settled: boolean;
  succeeded: number;
  /** From the first request to the last payment's capture booked. */
  settledSeconds: number;
  /** Webhook deliveries (the sandbox's events, each sent twice) still queued when the last capture was booked. */
  deliveriesLeft: number | null;
  /** PostgreSQL's commits in the bench's database per 201: during the timed part, and until all settled. */
  commitsPerCheckout: { answered: number; settled: number } | null;
  checks: Check[];
}

const withDatabase = (url: string, name: string) => {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
};

async function runDriver(driver: 'pglite' | 'postgres'): Promise<DriverFigures> {
  const defaultSeats = Math.ceil(GOALS.checkoutsPerS * duration * 1.5);
  const seats = Number(
    process.env.BENCH_SEATS ?? (driver === 'postgres' ? defaultSeats : Math.ceil(defaultSeats / 5)),
  );
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'trt-bench-money-'));
  const pgUrl = driver === 'postgres' ? withDatabase(baseUrl, BENCH_DB) : '';
  let admin: pg.Client | null = null;
  let database: Database | null = null;
  let child: Awaited<ReturnType<typeof startApp>>['child'] | null = null;
  const open = () =>
    openDatabase(
      driver === 'postgres' ? { url: pgUrl, poolSize: 6 } : { dataDir: path.join(dataDir, 'pglite') },
    );
  try {
    const seedStarted = performance.now();
    if (driver === 'postgres') {
      admin = new pg.Client({ connectionString: baseUrl });
      await admin.connect();
      await admin.query(`drop database if exists ${BENCH_DB} with (force)`);
      await admin.query(`create database ${BENCH_DB}`);
    }
    database = await open();
    await migrateDatabase(database);
    await seed(queryOf(database), seats);
    const seedSeconds = (performance.now() - seedStarted) / 1000;
    console.log(
      `\n${driver}: seeded ${seats} signed-in learners, each holding a seat, in ${seedSeconds.toFixed(1)} s`,
    );
    // PGlite's data directory is the server's once it runs (one process may open it).
    if (driver === 'pglite') {
      await database.close();
      database = null;
    }

    const app = await startApp(
      driver === 'postgres' ? { DATABASE_URL: pgUrl } : { DATA_DIR: dataDir },
      cpuProfDir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(cpuProfDir)}`] : [],
    );
    child = app.child;
    const base = new URL(app.url);
    const endpointMethod = await checkMethodEndpoint(base);
    // The card part as the checkout page shows it: the seat's price with the first booking's access fee.
    const quote = await send(
      new http.Agent(),
      base,
      'GET',
      `/api/payments/seats/${seatId(0)}/quote`,
      learnerHeaders(0),
    );
    if (quote.status !== 200) throw new Error(`quote answered ${quote.status}: ${quote.body.slice(0, 300)}`);
    const split = JSON.parse(quote.body) as {
      listPriceCents: number;
      accessFeeCents: number;
      discountCents: number;
    };
    const cardCents = split.listPriceCents + split.accessFeeCents - split.discountCents;
    console.log(
      `${driver}: quote ${split.listPriceCents} + access fee ${split.accessFeeCents} = ${cardCents} cents by card; ${connections} connections for ${duration} s`,
    );

    // Commits in the bench's database (PostgreSQL): the checkouts' own and the jobs' (capture, webhooks).
    const commits = async () =>
      database
        ? Number(
            (
              await queryOf(database)(
                `select xact_commit::bigint as n from pg_stat_database where datname = current_database()`,
              )
            )[0]!.n,
          )
        : null;
    // Warm-up (not timed): the first checkouts load and compile what the path needs; their payments
    // are settled before the timed part and checked with the rest.
    const warm = await checkouts(base, 0, warmup, cardCents, child.pid!, 10, 120);
    if (warm.ok !== warmup) throw new Error(`warm-up: ${warm.samples.join('; ')}`);
    if (!(await settle(base, database ? queryOf(database) : null, warm.paid)))
      throw new Error('the warm-up payments did not settle');
    const commitsBefore = await commits();
    const run = await checkouts(base, warmup, seats, cardCents, child.pid!);
    const commitsAnswered = await commits();
    console.log(
      `${driver}: ${run.ok} checkouts answered 201 of ${run.attempts} in ${run.seconds.toFixed(1)} s`,
    );
    let deliveriesLeft: number | null = null;
    const settled = await settle(base, database ? queryOf(database) : null, run.paid);
    if (database) {
      const [d] = await queryOf(database)(`select count(*)::int as n from pgboss.job
                           where name = 'payments.sandbox-deliver' and state in ('created','retry','active')`);
      deliveriesLeft = Number(d!.n);
    }
    const commitsSettled = await commits();
    await stop(child);
    child = null;

    if (!database) database = await open();
    const q = queryOf(database);
    const [s] = await q(`select count(*)::int as n,
                                extract(epoch from max(updated_at)) * 1000 as last_ms
                         from payments where status = 'succeeded'
                           and created_at >= to_timestamp(${run.startedAtMs / 1000})`);
    const succeeded = Number(s!.n);
    const settledSeconds = (Number(s!.last_ms) - run.startedAtMs) / 1000;
    const checks = await checkMoney(q, database, warm.ok + run.ok, cardCents);
    // The row the endpoint wrote is the seeded rows' twin (only its id differs).
    const twins = await q(`select count(distinct (brand, last4, exp_month, exp_year, behaviour))::int as n
                           from sandbox_payment_methods`);
    const [endpointRow] = await q(
      `select count(*)::int as n from sandbox_payment_methods where id = '${endpointMethod}'`,
    );
    checks.push({
      label: "seeded payment methods unlike the endpoint's row",
      bad: Number(twins[0]!.n) === 1 && Number(endpointRow!.n) === 1 ? 0 : 1,
    });
    return {
      driver,
      seats,
      seedSeconds,
      run,
      settled,
      succeeded,
      settledSeconds,
      deliveriesLeft,
      commitsPerCheckout:
        commitsBefore !== null && commitsAnswered !== null && commitsSettled !== null && run.ok > 0
          ? {
              answered: (commitsAnswered - commitsBefore) / run.ok,
              settled: (commitsSettled - commitsBefore) / run.ok,
            }
          : null,
      checks,
    };
  } finally {
    if (child) await stop(child);
    await database?.close();
    if (admin) {
      await admin.query(`drop database if exists ${BENCH_DB} with (force)`);
      await admin.end();
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// --- report ---------------------------------------------------------------------------------------

const n0 = (x: number) => Math.round(x).toLocaleString('en-US');
const ms1 = (x: number) => x.toFixed(1);
const verdict = (ok: boolean) => (ok ? 'met' : 'MISSED');

/** Prints the driver's table; answers its speed goals and whether every check passed. */
function report(f: DriverFigures) {
  const goals = f.driver === 'postgres';
  const r = f.run;
  const rate = r.ok / r.seconds;
  const settledRate = f.settledSeconds > 0 ? f.succeeded / f.settledSeconds : 0;
  const errors = r.attempts - r.ok;
  const rows: [string, string, string, string][] = [
    [
      `checkout of a held seat (card 4242…, access fee carried), ${connections} connections`,
      `${n0(rate)} checkouts/s (${n0(r.ok)} × 201 of ${n0(r.attempts)} in ${r.seconds.toFixed(1)} s${r.exhausted ? '; seats used up' : ''})`,
      goals ? `>= ${n0(GOALS.checkoutsPerS)}/s` : '—',
      goals ? verdict(rate >= GOALS.checkoutsPerS) : '—',
    ],
    [
      'checkout latency p50 / p99 (max)',
      `${ms1(r.p50)} / ${ms1(r.p99)} ms (${ms1(r.max)})`,
      goals ? `p99 <= ${GOALS.p99} ms` : '—',
      goals ? verdict(r.p99 <= GOALS.p99) : '—',
    ],
    [
      'errors (answers other than 201 with the seat confirmed)',
      `${errors + r.notConfirmed} (${Object.entries(r.statuses)
        .map(([s, k]) => `${s}: ${k}`)
        .join(', ')})`,
      '0',
      verdict(errors + r.notConfirmed === 0),
    ],
    ['server CPU per checkout (node process only)', r.cpuUs === null ? 'n/a' : `${n0(r.cpuUs)} µs`, '—', '—'],
    [
      'settled: payments captured and booked per second, first request to last capture',
      `${n0(settledRate)}/s (${n0(f.succeeded)} succeeded in ${f.settledSeconds.toFixed(1)} s)${f.settled ? '' : `; NOT all settled within ${settleTimeoutS} s`}`,
      '—',
      f.settled ? '—' : 'MISSED',
    ],
  ];
  if (f.deliveriesLeft !== null)
    rows.push([
      "sandbox webhook deliveries still queued at the last capture (they don't hold the money back)",
      n0(f.deliveriesLeft),
      '—',
      '—',
    ]);
  if (f.commitsPerCheckout)
    rows.push([
      'database commits per checkout: while answering / until settled (jobs and webhook deliveries included)',
      `${f.commitsPerCheckout.answered.toFixed(1)} / ${f.commitsPerCheckout.settled.toFixed(1)}`,
      '—',
      '—',
    ]);
  for (const c of f.checks) rows.push([c.label, String(c.bad), '0', verdict(c.bad === 0)]);
  rows.push([
    'seeding (bulk SQL: learners, sessions, held seats, payment methods)',
    `${f.seedSeconds.toFixed(1)} s for ${n0(f.seats)} learners`,
    '—',
    '—',
  ]);

  console.log(
    `\n${f.driver === 'postgres' ? `PostgreSQL (${new URL(baseUrl).host})` : 'PGlite (embedded, the default; figures only)'}`,
  );
  console.log('| measure | figure | goal | |');
  console.log('|---|---|---|---|');
  for (const row of rows) console.log(`| ${row.join(' | ')} |`);
  for (const s of r.samples) console.log(`  answer: ${s}`);
  for (const c of f.checks) if (c.detail) console.log(`  ${c.label}: ${c.detail}`);
  const sound = f.settled && errors + r.notConfirmed === 0 && f.checks.every((c) => c.bad === 0);
  const speed: [string, boolean][] = goals
    ? [
        [`>= ${n0(GOALS.checkoutsPerS)} checkouts/s (${n0(rate)})`, rate >= GOALS.checkoutsPerS],
        [`checkout p99 <= ${GOALS.p99} ms (${ms1(r.p99)} ms)`, r.p99 <= GOALS.p99],
      ]
    : [];
  return { sound, speed };
}

console.log(`machine: ${machine()}`);
{
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  const { rows } = await admin.query('show server_version');
  await admin.end();
  console.log(
    `PostgreSQL ${rows[0].server_version} at ${new URL(baseUrl).host}; loopback HTTP; sandbox provider`,
  );
}
const summary: [string, boolean][] = [];
let failed = false;
if (process.env.BENCH_ONLY !== 'postgres') {
  const lite = report(await runDriver('pglite'));
  failed ||= !lite.sound;
  summary.push([`pglite: every payment settled, balanced and matching its seat`, lite.sound]);
}
const pgFigures = report(await runDriver('postgres'));
failed ||= !pgFigures.sound;
summary.push([`postgres: every payment settled, balanced and matching its seat`, pgFigures.sound]);
for (const [label, ok] of pgFigures.speed) summary.push([`postgres: ${label}`, ok]);

let ledger: LedgerVerifyFigures | null = null;
if (!process.env.BENCH_SKIP_LEDGER) {
  const target = Number(process.env.BENCH_LEDGER_ENTRIES ?? 1_000_000);
  const rounds = Number(process.env.BENCH_LEDGER_ROUNDS ?? 3);
  console.log(`\nledger:verify at ${n0(target)} entries (bench/ledger.bench.ts's measurement)`);
  ledger = await measureLedgerVerify({ baseUrl, target, rounds });
  const goal = (LEDGER_VERIFY_GOAL_MS / 1000).toFixed(0);
  console.log('| measure | figure | goal | |');
  console.log('|---|---|---|---|');
  console.log(
    `| entries (transactions) | ${n0(ledger.entries)} (${n0(ledger.transactions)}) | 1 000 000 | |`,
  );
  console.log(
    `| verify in process, best / median of ${rounds} | ${(ledger.best / 1000).toFixed(2)} / ${(ledger.median / 1000).toFixed(2)} s | <= ${goal} s | ${verdict(ledger.median <= LEDGER_VERIFY_GOAL_MS)} |`,
  );
  console.log(
    `| npm run ledger:verify (process start included) | ${(ledger.cliMs / 1000).toFixed(2)} s | <= ${goal} s | ${verdict(ledger.cliMs <= LEDGER_VERIFY_GOAL_MS)} |`,
  );
  console.log(`| seeding (all triggers on) | ${(ledger.seedMs / 1000).toFixed(1)} s | | |`);
  if (!ledger.sound) console.log(`NOT SOUND: ${ledger.faults.slice(0, 5).join('; ')}`);
  failed ||= !ledger.sound;
  summary.push([`ledger at ${n0(ledger.entries)} entries found sound`, ledger.sound]);
  summary.push([
    `ledger:verify median <= ${goal} s (${(ledger.median / 1000).toFixed(2)} s)`,
    ledger.median <= LEDGER_VERIFY_GOAL_MS,
  ]);
}

console.log(`\nmachine: ${machine()}`);
for (const [label, ok] of summary) console.log(`${ok ? 'met   ' : 'MISSED'} ${label}`);
if (failed) {
  console.error('\nFAILED: a checkout or ledger violation (see above).');
  process.exit(1);
}
process.exit(0);
