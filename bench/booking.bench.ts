/**
 * `npm run bench:booking`: Book Session under load, over HTTP against our server as `npm start` runs it,
 * on PGlite and (when DATABASE_URL is set) on PostgreSQL, in a database of its own (trt_bench_booking)
 * that it creates and drops. One run, this machine:
 *
 * 1. Contention: BENCH_CROWD (1000) learners at once on one 3:1 group slot, then on one 1:1 slot,
 *    BENCH_ROUNDS (5) times each on a new slot: exactly the capacity may win (201), every other answer
 *    must be a 409 (GROUP_FULL or SLOT_TAKEN), never a 5xx.
 * 2. Sustained booking: each attempt a distinct learner on a distinct slot (many tutors × many hours),
 *    BENCH_CONNECTIONS (50) at a time for BENCH_DURATION (10) seconds; bookings/s, p50 and p99.
 * 3. PostgreSQL only: the free-slot endpoint over a marketplace of BENCH_MARKET_TUTORS (100 000) tutors
 *    with 10 sessions each, four weeks of days for one tutor, and the plans of the queries it runs.
 *
 * After each driver's run the database is checked: no session has more live seats than its capacity, and
 * each has exactly as many as the answers that won a seat in it. Learners and their signed-in sessions
 * are written straight into the database beforehand (registering thousands over HTTP would measure
 * argon2id). BENCH_ONLY=postgres runs PostgreSQL alone. Exits 1 on over-booking, a 5xx or a wrong number of winners; a missed throughput goal is
 * printed, not fatal. BENCH_CPU_PROF=<dir> writes the server's `--cpu-prof` profile there.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { AppContext } from '../server/context.ts';
import { type Db, migrateDatabase, openDatabase } from '../server/db/client.ts';
import * as schema from '../server/db/schema/index.ts';
import { tutorSlots } from '../server/features/booking/booking.service.ts';
import { searchMarketplace } from '../server/features/booking/marketplace.service.ts';
import { SKILLS } from '../server/db/seed/catalog-data.ts';
import { cpuMs, load, machine, type Result, startApp, stop } from './support.ts';

const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const crowd = Number(process.env.BENCH_CROWD ?? 1000);
const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
const marketTutors = Number(process.env.BENCH_MARKET_TUTORS ?? 100_000);
const cpuProfDir = process.env.BENCH_CPU_PROF;

const GOALS = {
  postgres: { bookingsPerS: 10_000, p99: 20 },
  pglite: { bookingsPerS: 2_000, p99: null },
  slotsP99: 20,
  searchP99: 50,
} as const;

const SKILL = 'bench-booking';
const SESSIONS_PER_MARKET_TUTOR = 10;
const BENCH_DB = 'trt_bench_booking';
const HOUR_MS = 3600_000;
const DAY_MS = 24 * HOUR_MS;
/** 00:00 UTC tomorrow. Learners and tutors live in UTC, so a learner's 12 slots are 09:00-20:00 UTC. */
const TOMORROW = Math.floor(Date.now() / DAY_MS) * DAY_MS + DAY_MS;
/** Bookable hours per tutor: 12 a day from tomorrow on, 55 days (the horizon is 56 from now). */
const HOURS_PER_TUTOR = 55 * 12;
const hourAt = (k: number) =>
  new Date(TOMORROW + Math.floor(k / 12) * DAY_MS + (9 + (k % 12)) * HOUR_MS).toISOString();
const dayAt = (d: number) => new Date(TOMORROW + d * DAY_MS).toISOString().slice(0, 10);

/**
 * This run's rows carry this prefix. Ids are md5(prefix || kind || n) with the version 4 and variant
 * nibbles set (the contracts accept RFC 4122 uuids only), so the bench and the SQL compute the same.
 */
const RUN = randomBytes(4).toString('hex');
const md5uuid = (s: string) => {
  const h = createHash('md5').update(s).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20)}`;
};
/** The same id in SQL, for row number `i` of a generate_series. */
const idSql = (kind: string) =>
  `overlay(overlay(md5('${RUN}${kind}' || i) placing '4' from 13) placing '8' from 17)::uuid`;
const tutorId = (i: number) => md5uuid(`${RUN}t${i}`);
const marketTutorId = (i: number) => md5uuid(`${RUN}m${i}`);
/** A seeded learner's cookie value and CSRF token (the sessions row stores the cookie's SHA-256). */
const learnerHeaders = (i: number) => ({
  'content-type': 'application/json',
  cookie: `trt_sid=${RUN}s${i}`,
  'x-csrf-token': `${RUN}c${i}`,
  'x-requested-with': 'XMLHttpRequest',
});

/** Tutors 0 (group contention) and 1 (1:1 contention) and 2.. (sustained booking); all teach 1:1 too. */
const CONTENTION_TUTORS = 2;
const contentionLearners = 2 * rounds * crowd;

type Row = Record<string, unknown>;
type Query = (text: string) => Promise<Row[]>;

// --- seeding --------------------------------------------------------------------------------------

/** One statement at a time, as bulk SQL over generate_series: nothing is inserted row by row. */
async function seedBooking(q: Query, tutors: number, learners: number) {
  const t = (from: number, to: number) => `generate_series(${from}, ${to - 1}) i`;
  await q(`insert into skills (id, name, category) values ('${SKILL}', 'Bench booking', 'music')
           on conflict do nothing`);
  await q(`insert into users (id, email, first_name, last_name, user_type, password_hash, time_zone)
           select ${idSql('t')}, '${RUN}t' || i || '@bench.invalid', 'Bench', 'Tutor ' || i,
                  'tutor', '!', 'UTC' from ${t(0, tutors)}`);
  await q(`insert into tutor_profiles (user_id, languages, time_zone, private_sessions_enabled, verified_at)
           select ${idSql('t')}, '{en}', 'UTC', true, now() from ${t(0, tutors)}`);
  await q(`insert into tutor_skills (tutor_id, skill_id)
           select ${idSql('t')}, '${SKILL}' from ${t(0, tutors)}`);
  // Every day 08:00-22:00 UTC: each of the learner's 12 slots lies inside.
  await q(`insert into tutor_availability (tutor_id, weekday, start_minute, end_minute)
           select ${idSql('t')}, d, 480, 1320 from ${t(0, tutors)}, generate_series(0, 6) d`);
  // Learners keep the zone their requests send (UTC), as a returning learner does: no zone to save.
  await q(`insert into users (id, email, first_name, last_name, user_type, password_hash, time_zone)
           select ${idSql('l')}, '${RUN}l' || i || '@bench.invalid', 'Bench', 'Learner ' || i,
                  'student', '!', 'UTC' from ${t(0, learners)}`);
  // As createSession writes them: id_hash is the base64url SHA-256 of the cookie value.
  await q(`insert into sessions (id_hash, public_id, user_id, csrf_token, expires_at)
           select translate(rtrim(encode(sha256(convert_to('${RUN}s' || i, 'UTF8')), 'base64'), '='), '+/', '-_'),
                  '${RUN}p' || i, ${idSql('l')}, '${RUN}c' || i, now() + interval '1 day'
           from ${t(0, learners)}`);
}

/**
 * The marketplace of part 3: `n` verified tutors with weekday and Saturday windows, two exceptions each,
 * and 10 live sessions each on 10 different days of the coming four weeks, between 09:00 and 20:00 UTC
 * (a quarter of them 1:1).
 */
async function seedMarket(q: Query, n: number) {
  const t = `generate_series(0, ${n - 1}) i`;
  const t0 = new Date(TOMORROW).toISOString();
  await q(`insert into users (id, email, first_name, last_name, user_type, password_hash, time_zone)
           select ${idSql('m')}, '${RUN}m' || i || '@bench.invalid', 'Market', 'Tutor ' || i,
                  'tutor', '!', 'UTC' from ${t}`);
  await q(`insert into tutor_profiles (user_id, languages, time_zone, private_sessions_enabled, verified_at)
           select ${idSql('m')}, '{en,de}', 'UTC', i % 4 = 0, now() from ${t}`);
  await q(`insert into tutor_skills (tutor_id, skill_id) select ${idSql('m')}, '${SKILL}' from ${t}`);
  await q(`insert into tutor_availability (tutor_id, weekday, start_minute, end_minute)
           select ${idSql('m')}, d, 480, 1200 from ${t}, generate_series(1, 5) d
           union all select ${idSql('m')}, 6, 540, 840 from ${t}`);
  // A day off and an afternoon off in the four weeks: 200 000 exception rows.
  await q(`insert into tutor_availability_exceptions (tutor_id, date, start_minute, end_minute)
           select ${idSql('m')}, to_char('${t0}'::timestamptz + ((i * 5 + 2) % 28) * interval '1 day', 'YYYY-MM-DD'),
                  null, null from ${t}
           union all
           select ${idSql('m')}, to_char('${t0}'::timestamptz + ((i * 5 + 13) % 28) * interval '1 day', 'YYYY-MM-DD'),
                  720, 900 from ${t}`);
  // Day (i + 3k) mod 28 differs for k = 0..9, so a tutor's sessions never overlap.
  await q(`insert into tutoring_sessions
             (tutor_id, skill_id, level, language, format, capacity, starts_at, ends_at, status)
           select ${idSql('m')}, '${SKILL}', 'beginner', 'en',
                  case when k % 4 = 3 then 'private' else 'group' end, case when k % 4 = 3 then 1 else 3 end,
                  s, s + interval '1 hour', case when k % 4 = 3 then 'full' else 'open' end
           from ${t}, generate_series(0, ${SESSIONS_PER_MARKET_TUTOR - 1}) k,
                lateral (select '${t0}'::timestamptz + ((i + 3 * k) % 28) * interval '1 day'
                                + (9 + (i + k) % 12) * interval '1 hour' as s) x
           order by 1, s`);
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
      {
        host: base.hostname,
        port: base.port,
        method,
        path: pathname,
        agent,
        headers: body === undefined ? headers : { ...headers, 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks).toString(),
            ms: performance.now() - started,
          }),
        );
        res.on('error', (e) => resolve({ status: 0, body: String(e), ms: performance.now() - started }));
      },
    );
    // A refused or reset connection counts as an error (status 0), never as an answer.
    req.on('error', (e) => resolve({ status: 0, body: String(e), ms: performance.now() - started }));
    req.end(body);
  });
}

const holdBody = (tutor: string, startsAt: string, format: 'group' | 'private') =>
  JSON.stringify({
    tutorId: tutor,
    skillId: SKILL,
    format,
    startsAt,
    level: 'beginner',
    language: 'en',
    timeZone: 'UTC',
  });

const parsed = <T>(body: string): T | null => {
  try {
    return JSON.parse(body) as T;
  } catch {
    return null;
  }
};

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : NaN;

// --- 1. contention --------------------------------------------------------------------------------

interface Round {
  format: 'group' | 'private';
  capacity: number;
  wins: number;
  conflicts: Record<string, number>;
  fiveXx: number;
  other: string[];
  wallMs: number;
  /** Winning answers per session id. */
  winsBySession: Map<string, number>;
}

async function contention(base: URL, format: 'group' | 'private', round: number): Promise<Round> {
  const capacity = format === 'group' ? 3 : 1;
  const tutor = tutorId(format === 'group' ? 0 : 1);
  // A new hour each round; distinct learners for every attempt of the run.
  const startsAt = hourAt(12 + round);
  const first = (format === 'group' ? 0 : rounds * crowd) + round * crowd;
  const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
  const started = performance.now();
  const answers = await Promise.all(
    Array.from({ length: crowd }, (_, i) =>
      send(
        agent,
        base,
        'POST',
        '/api/booking/seats',
        learnerHeaders(first + i),
        holdBody(tutor, startsAt, format),
      ),
    ),
  );
  const wallMs = performance.now() - started;
  agent.destroy();
  const r: Round = {
    format,
    capacity,
    wins: 0,
    conflicts: {},
    fiveXx: 0,
    other: [],
    wallMs,
    winsBySession: new Map(),
  };
  for (const a of answers) {
    if (a.status === 201) {
      r.wins++;
      const sessionId = (JSON.parse(a.body) as { session: { id: string } }).session.id;
      r.winsBySession.set(sessionId, (r.winsBySession.get(sessionId) ?? 0) + 1);
    } else if (a.status === 409) {
      const code = parsed<{ code?: string }>(a.body)?.code ?? '?';
      r.conflicts[code] = (r.conflicts[code] ?? 0) + 1;
    } else if (a.status >= 500) {
      r.fiveXx++;
      r.other.push(`${a.status} ${a.body.slice(0, 200)}`);
    } else r.other.push(`${a.status} ${a.body.slice(0, 200)}`);
  }
  return r;
}

const roundOk = (r: Round) =>
  r.wins === r.capacity &&
  r.fiveXx === 0 &&
  r.other.length === 0 &&
  Object.keys(r.conflicts).every((c) => c === 'GROUP_FULL' || c === 'SLOT_TAKEN');

// --- 2. sustained booking -------------------------------------------------------------------------

interface Sustained {
  attempts: number;
  bookings: number;
  seconds: number;
  p50: number;
  p99: number;
  statuses: Record<string, number>;
  samples: string[];
  cpuUs: number | null;
  exhausted: boolean;
  /** Slot numbers (see slotOf) that answered 201. */
  won: Set<number>;
}

/** Attempt j: learner `contentionLearners + j` on tutor 2 + (j mod tutors), hour floor(j / tutors). */
const slotOf = (j: number, tutors: number) => ({
  tutor: tutorId(CONTENTION_TUTORS + (j % tutors)),
  startsAt: hourAt(Math.floor(j / tutors)),
});

/**
 * A closed loop per keep-alive connection (one request in flight each, the next sent when the answer is
 * in), so every attempt's answer is counted: the database check can then demand one live seat per 201.
 * (autocannon drops the requests still in flight when its time is up: their seats would have no answer.)
 */
async function sustained(base: URL, pool: number, tutors: number, serverPid: number): Promise<Sustained> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  const samples: string[] = [];
  const won = new Set<number>();
  let next = 0;
  let exhausted = false;
  // The connections are opened first (not measured): on PGlite, whose event loop the database keeps
  // busy, a fresh connection can wait seconds to be served, which would measure accepting, not booking.
  await Promise.all(Array.from({ length: connections }, () => send(agent, base, 'GET', '/api/health', {})));
  const cpuBefore = cpuMs(serverPid);
  const started = performance.now();
  const end = started + duration * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < end) {
        const j = next++;
        if (j >= pool) {
          exhausted = true;
          return;
        }
        const { tutor, startsAt } = slotOf(j, tutors);
        const a = await send(
          agent,
          base,
          'POST',
          '/api/booking/seats',
          learnerHeaders(contentionLearners + j),
          holdBody(tutor, startsAt, 'group'),
        );
        latencies.push(a.ms);
        statuses[a.status] = (statuses[a.status] ?? 0) + 1;
        if (a.status === 201) won.add(j);
        else if (samples.length < 3) samples.push(`${a.status} ${a.body.slice(0, 200)}`);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const cpuAfter = cpuMs(serverPid);
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    attempts: latencies.length,
    bookings: won.size,
    seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    statuses,
    samples,
    cpuUs:
      cpuBefore !== null && cpuAfter !== null && latencies.length
        ? ((cpuAfter - cpuBefore) * 1000) / latencies.length
        : null,
    exhausted,
    won,
  };
}

// --- the database check ---------------------------------------------------------------------------

/**
 * Over-booking: sessions with more live seats than their capacity anywhere, and for this run's sessions
 * any difference between live seats and winning answers. Answers the problems found (empty: none).
 */
async function overBooking(q: Query, contest: Round[], run: Sustained | null, tutors: number) {
  const problems: string[] = [];
  const over = await q(`select s.id, s.capacity, count(ss.id)::int as live from tutoring_sessions s
                        join session_seats ss on ss.session_id = s.id and ss.status in ('held','confirmed')
                        group by s.id, s.capacity having count(ss.id) > s.capacity`);
  for (const r of over) problems.push(`session ${r.id}: ${r.live} live seats, capacity ${r.capacity}`);
  // The count the trigger keeps on each session (migration 0015) equals its held and confirmed seats.
  const drift = await q(`select s.id, s.seats_held, count(ss.id)::int as n from tutoring_sessions s
                         left join session_seats ss on ss.session_id = s.id and ss.status in ('held','confirmed')
                         group by s.id, s.seats_held having s.seats_held <> count(ss.id)`);
  for (const r of drift)
    problems.push(`session ${r.id}: seats_held ${r.seats_held}, ${r.n} seats held or confirmed`);

  const liveOf = async (tutorFrom: number, tutorTo: number) =>
    q(`select s.id, s.tutor_id, s.starts_at, s.capacity,
              count(ss.id) filter (where ss.status in ('held','confirmed'))::int as live
       from tutoring_sessions s left join session_seats ss on ss.session_id = s.id
       where s.tutor_id in (select ${idSql('t')} from generate_series(${tutorFrom}, ${tutorTo - 1}) i)
       group by s.id`);

  const wins = new Map<string, number>();
  for (const r of contest) for (const [id, n] of r.winsBySession) wins.set(id, (wins.get(id) ?? 0) + n);
  const contested = await liveOf(0, CONTENTION_TUTORS);
  for (const s of contested) {
    const expected = wins.get(String(s.id)) ?? 0;
    if (s.live !== expected)
      problems.push(`session ${s.id}: ${s.live} live seats, ${expected} winning answers`);
    wins.delete(String(s.id));
  }
  for (const [id, n] of wins) problems.push(`${n} winning answers name session ${id}, not found live`);

  if (run) {
    const wonAt = new Set(
      [...run.won].map((j) => `${slotOf(j, tutors).tutor} ${slotOf(j, tutors).startsAt}`),
    );
    const sessions = await liveOf(CONTENTION_TUTORS, CONTENTION_TUTORS + tutors);
    for (const s of sessions) {
      const key = `${s.tutor_id} ${new Date(s.starts_at as string).toISOString()}`;
      const expected = wonAt.delete(key) ? 1 : 0;
      if (s.live !== expected)
        problems.push(`session ${s.id}: ${s.live} live seats, ${expected} winning answers`);
    }
    for (const key of wonAt) problems.push(`a 201 for ${key} left no live seat`);
  }
  return { checked: contested.length + (run ? run.won.size : 0), problems };
}

// --- 3. free slots at scale -----------------------------------------------------------------------

interface SlotsFigures {
  rps: number;
  p50: number;
  p99: number;
  cpuUs: number | null;
  errors: number;
  non2xx: number;
  seqScans: string[];
  seedSeconds: number;
}

/** The queries GET /tutors/:id/slots runs, taken from the service itself through Drizzle's logger. */
async function slotQueries(url: string, tutor: string, date: string) {
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  const captured: { query: string; params: unknown[] }[] = [];
  const db = drizzle(pool, {
    schema,
    logger: { logQuery: (query, params) => captured.push({ query, params }) },
  }) as unknown as Db;
  await tutorSlots({ db, now: () => new Date() } as AppContext, tutor, {
    skillId: SKILL,
    format: 'group',
    date,
    timeZone: 'UTC',
  });
  const plans: { query: string; plan: string[] }[] = [];
  for (const { query, params } of captured) {
    const res = await pool.query(`explain (analyze, buffers) ${query}`, params);
    plans.push({ query, plan: res.rows.map((r: Row) => String(r['QUERY PLAN'])) });
  }
  await pool.end();
  return plans;
}

async function freeSlots(base: URL, q: Query, url: string, serverPid: number): Promise<SlotsFigures> {
  const seedStarted = performance.now();
  await seedMarket(q, marketTutors);
  const seedSeconds = (performance.now() - seedStarted) / 1000;
  const [counts] = await q(`select (select count(*) from tutor_profiles)::int as tutors,
                                   (select count(*) from tutoring_sessions)::int as sessions,
                                   (select count(*) from session_seats)::int as seats`);
  console.log(
    `marketplace seeded in ${seedSeconds.toFixed(1)} s: ${counts!.tutors} tutors, ${counts!.sessions} tutoring_sessions, ${counts!.seats} seats`,
  );
  const tutor = marketTutorId(Math.floor(marketTutors / 2));
  const paths = Array.from(
    { length: 28 },
    (_, d) =>
      `/api/booking/tutors/${tutor}/slots?skillId=${SKILL}&format=group&date=${dayAt(d)}&timeZone=UTC`,
  );
  const check = await send(new http.Agent(), base, 'GET', paths[0]!, {});
  if (check.status !== 200) throw new Error(`slots answered ${check.status}: ${check.body.slice(0, 300)}`);
  const states = new Map<string, number>();
  for (const p of paths) {
    const a = await send(new http.Agent(), base, 'GET', p, {});
    for (const s of (JSON.parse(a.body) as { slots: { state: string }[] }).slots)
      states.set(s.state, (states.get(s.state) ?? 0) + 1);
  }
  console.log(`tutor ${tutor}, 28 days × 12 slots: ${[...states].map(([s, n]) => `${n} ${s}`).join(', ')}`);

  const r = await load('GET /api/booking/tutors/:id/slots, 28 days in turn', {
    url: base.toString(),
    requests: paths.map((p) => ({ method: 'GET' as const, path: p })),
    connections,
    duration,
    serverPid,
  });

  // The day with sessions on it: the seat count subquery runs too.
  const [busy] = await q(
    `select to_char(starts_at at time zone 'UTC', 'YYYY-MM-DD') as d from tutoring_sessions
     where tutor_id = '${tutor}' and status <> 'cancelled' order by starts_at limit 1`,
  );
  const plans = await slotQueries(url, tutor, String(busy!.d));
  const seqScans: string[] = [];
  console.log(
    `\nPlans of the slots endpoint's queries (tutor ${tutor}, ${busy!.d}, EXPLAIN ANALYZE, BUFFERS):`,
  );
  for (const { query, plan } of plans) {
    console.log(`\n  ${query.replace(/\s+/g, ' ').slice(0, 400)}`);
    for (const line of plan) console.log(`    ${line}`);
    for (const line of plan) {
      const m = /Seq Scan on (\w+)/.exec(line);
      if (m) seqScans.push(m[1]!);
    }
  }
  // A sequential scan of a table of a few rows (the one skill here) is the right plan, not a missing index.
  const big: string[] = [];
  for (const table of new Set(seqScans)) {
    const [row] = await q(`select reltuples::bigint as n from pg_class where relname = '${table}'`);
    const rows = Number(row?.n ?? 0);
    if (rows >= 1000) big.push(`${table} (${rows} rows)`);
    else console.log(`\n(sequential scan on ${table}: ${Math.max(rows, 0)} rows, no index needed)`);
  }
  return { ...r, seqScans: big, seedSeconds };
}

// --- 4. marketplace search and suggestions at scale -----------------------------------------------

interface SearchFigures {
  market: Result;
  /** The same load while the market changes all the time: every answer searched anew (ADR 039). */
  uncached: Result;
  suggestions: Result;
  seqScans: string[];
}

/**
 * Gives part 3's marketplace what /global-marketplace filters on: a city in one of six countries per
 * tutor, one rating per tutor (on one of their own sessions, by one bench learner), and the catalogue's
 * skills for the suggestions. Then loads GET /api/marketplace with a mix of filters and
 * GET /api/ai/search/suggestions with typed and mistyped words, and prints the search's query plans.
 */
async function marketSearch(base: URL, q: Query, url: string, serverPid: number): Promise<SearchFigures> {
  const countries = ['DE', 'AT', 'FR', 'ES', 'IT', 'PL'];
  await q(
    `insert into cities (id, name, country_code) values ${countries
      .map((c) => `('bench-${c.toLowerCase()}', 'Bench ${c}', '${c}')`)
      .join(', ')} on conflict do nothing`,
  );
  await q(`update tutor_profiles set city_id = 'bench-' || lower((array['${countries.join("','")}'])[1 + abs(hashtext(user_id::text)) % ${countries.length}])
           where user_id in (select id from users where email like '${RUN}m%')`);
  const author = md5uuid(`${RUN}reviewer`);
  await q(`insert into users (id, email, first_name, last_name, user_type, password_hash)
           values ('${author}', '${RUN}reviewer@bench.invalid', 'Bench', 'Reviewer', 'student', '!')`);
  await q(`insert into reviews (tutor_id, author_id, session_id, rating)
           select distinct on (s.tutor_id) s.tutor_id, '${author}', s.id, 3 + abs(hashtext(s.id::text)) % 3
           from tutoring_sessions s join users u on u.id = s.tutor_id where u.email like '${RUN}m%'
           order by s.tutor_id, s.starts_at`);
  await q(
    `insert into skills (id, name, category, description) values ${SKILLS.map(
      (k) => `('${k.id}', '${k.name.replace(/'/g, "''")}', '${k.category}', '')`,
    ).join(', ')} on conflict do nothing`,
  );
  await q('analyze');

  const searches = [
    `skillId=${SKILL}`,
    `skillId=${SKILL}&language=de`,
    `skillId=${SKILL}&countryCode=FR`,
    `skillId=${SKILL}&minRating=4`,
    `skillId=${SKILL}&weekday=3`,
    `skillId=${SKILL}&language=en&countryCode=PL&minRating=4&weekday=6`,
    'language=de&countryCode=AT',
    'minRating=5',
  ].map((f) => `/api/marketplace?${f}&timeZone=UTC`);
  // The first request of a mix searches; the second is answered from the node's kept answer.
  console.log('\nmarketplace search, each filter mix: searched / answered again unchanged:');
  for (const p of searches) {
    const first = await send(new http.Agent(), base, 'GET', p, {});
    const a = await send(new http.Agent(), base, 'GET', p, {});
    if (a.status !== 200) throw new Error(`marketplace answered ${a.status}: ${a.body.slice(0, 300)}`);
    if (a.body !== first.body) throw new Error(`the kept answer differs from the search for ${p}`);
    const found = JSON.parse(a.body) as { tutors: unknown[]; groups: unknown[] };
    console.log(
      `  ${first.ms.toFixed(1)} / ${a.ms.toFixed(1)} ms  ${found.tutors.length} tutors, ${found.groups.length} groups  ${p}`,
    );
  }
  const probe = await send(
    new http.Agent(),
    base,
    'GET',
    '/api/ai/search/suggestions?q=guitr&language=en',
    {},
  );
  if (probe.status !== 200)
    throw new Error(`suggestions answered ${probe.status}: ${probe.body.slice(0, 300)}`);
  const market = await load('GET /api/marketplace, 8 filter mixes in turn', {
    url: base.toString(),
    requests: searches.map((p) => ({ method: 'GET' as const, path: p })),
    connections,
    duration,
    serverPid,
  });
  // The worst case for the kept answers: the market changes all the time (a statement on a table the
  // search reads takes the sequence's next value; here a loop takes it directly), so no answer is
  // given twice and every request searches.
  let changing = true;
  const changes = (async () => {
    let n = 0;
    while (changing) {
      await q("select nextval('market_changes')");
      n++;
    }
    return n;
  })();
  const uncached = await load('GET /api/marketplace, 8 filter mixes, the market changing all the time', {
    url: base.toString(),
    requests: searches.map((p) => ({ method: 'GET' as const, path: p })),
    connections,
    duration,
    serverPid,
  });
  changing = false;
  console.log(`  (${n0(await changes)} changes in the run)`);
  const words = ['gui', 'guitr', 'spansh', 'mathe', 'pyth', 'cook', 'phot', 'yoga', 'klav', 'ingl'];
  const suggestions = await load('GET /api/ai/search/suggestions, 10 words in turn', {
    url: base.toString(),
    requests: words.map((w) => ({
      method: 'GET' as const,
      path: `/api/ai/search/suggestions?q=${w}&language=en`,
    })),
    connections,
    duration,
    serverPid,
  });

  // The queries one search with every filter runs, taken from the service through Drizzle's logger.
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  const captured: { query: string; params: unknown[] }[] = [];
  const db = drizzle(pool, {
    schema,
    logger: { logQuery: (query, params) => captured.push({ query, params }) },
  }) as unknown as Db;
  await searchMarketplace({ db, now: () => new Date() } as AppContext, {
    skillId: SKILL,
    language: 'en',
    countryCode: 'PL',
    minRating: 4,
    weekday: { day: 6, zone: 'UTC' },
    format: 'group',
    ageClass: null,
  });
  const seqScans: string[] = [];
  console.log('\nPlans of the marketplace search (all filters, EXPLAIN ANALYZE, BUFFERS):');
  for (const { query, params } of captured) {
    const res = await pool.query(`explain (analyze, buffers) ${query}`, params);
    console.log(`\n  ${query.replace(/\s+/g, ' ').slice(0, 400)}`);
    for (const r of res.rows as Row[]) {
      const line = String(r['QUERY PLAN']);
      console.log(`    ${line}`);
      const m = /Seq Scan on (\w+)/.exec(line);
      if (m) seqScans.push(m[1]!);
    }
  }
  await pool.end();
  const big: string[] = [];
  for (const table of new Set(seqScans)) {
    const [row] = await q(`select reltuples::bigint as n from pg_class where relname = '${table}'`);
    const rows = Number(row?.n ?? 0);
    if (rows >= 1000) big.push(`${table} (${rows} rows)`);
    else console.log(`\n(sequential scan on ${table}: ${Math.max(rows, 0)} rows, no index needed)`);
  }
  return { market, uncached, suggestions, seqScans: big };
}

// --- one driver -----------------------------------------------------------------------------------

interface DriverFigures {
  driver: 'pglite' | 'postgres';
  contest: Round[];
  run: Sustained;
  pool: number;
  problems: string[];
  checked: number;
  slots: SlotsFigures | null;
  search: SearchFigures | null;
  seedSeconds: number;
}

const withDatabase = (url: string, name: string) => {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
};

async function runDriver(driver: 'pglite' | 'postgres'): Promise<DriverFigures> {
  const goal = GOALS[driver].bookingsPerS;
  // Enough distinct learners and slots for 1.5 × the goal for the whole run; more would only slow seeding.
  const pool = Math.ceil(goal * duration * 1.5);
  const tutors = Math.ceil(pool / HOURS_PER_TUTOR);
  const learners = contentionLearners + pool;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'trt-bench-booking-'));
  const pgUrl = driver === 'postgres' ? withDatabase(process.env.DATABASE_URL!, BENCH_DB) : '';
  let admin: pg.Client | null = null;
  let pgPool: pg.Pool | null = null;
  let child: Awaited<ReturnType<typeof startApp>>['child'] | null = null;

  try {
    // Seed first: PGlite's data directory is the server's once it runs (one process may open it).
    const seedStarted = performance.now();
    if (driver === 'postgres') {
      admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await admin.connect();
      await admin.query(`drop database if exists ${BENCH_DB} with (force)`);
      await admin.query(`create database ${BENCH_DB}`);
    }
    const database = await openDatabase(
      driver === 'postgres' ? { url: pgUrl, poolSize: 2 } : { dataDir: path.join(dataDir, 'pglite') },
    );
    await migrateDatabase(database);
    if (database.pglite) {
      const { pglite } = database;
      await seedBooking(async (t) => (await pglite.query<Row>(t)).rows, CONTENTION_TUTORS + tutors, learners);
      await database.close();
    } else {
      await database.close();
      pgPool = new pg.Pool({ connectionString: pgUrl, max: 2 });
      const p = pgPool;
      await seedBooking(async (t) => (await p.query(t)).rows as Row[], CONTENTION_TUTORS + tutors, learners);
      await p.query('analyze');
    }
    const seedSeconds = (performance.now() - seedStarted) / 1000;
    console.log(
      `\n${driver}: seeded ${CONTENTION_TUTORS + tutors} tutors and ${learners} signed-in learners in ${seedSeconds.toFixed(1)} s`,
    );

    const app = await startApp(
      driver === 'postgres' ? { DATABASE_URL: pgUrl } : { DATA_DIR: dataDir },
      cpuProfDir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(cpuProfDir)}`] : [],
    );
    child = app.child;
    const base = new URL(app.url);
    const probe = await send(new http.Agent(), base, 'GET', '/api/booking/seats', learnerHeaders(0));
    if (probe.status !== 200)
      throw new Error(`a seeded learner is not signed in: ${probe.status} ${probe.body.slice(0, 200)}`);

    const contest: Round[] = [];
    for (const format of ['group', 'private'] as const)
      for (let round = 0; round < rounds; round++) contest.push(await contention(base, format, round));

    const run = await sustained(base, pool, tutors, child.pid!);

    let slots: SlotsFigures | null = null;
    let search: SearchFigures | null = null;
    if (driver === 'postgres') {
      const p = pgPool!;
      const pq = async (t: string) => (await p.query(t)).rows as Row[];
      slots = await freeSlots(base, pq, pgUrl, child.pid!);
      search = await marketSearch(base, pq, pgUrl, child.pid!);
    }
    await stop(child);
    child = null;

    let check: { checked: number; problems: string[] };
    if (driver === 'postgres') {
      const p = pgPool!;
      check = await overBooking(async (t) => (await p.query(t)).rows as Row[], contest, run, tutors);
    } else {
      const reopened = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
      const lite = reopened.pglite!;
      check = await overBooking(async (t) => (await lite.query<Row>(t)).rows, contest, run, tutors);
      await reopened.close();
    }
    return { driver, contest, run, pool, slots, search, seedSeconds, ...check };
  } finally {
    if (child) await stop(child);
    await pgPool?.end();
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

function report(f: DriverFigures): [string, boolean][] {
  const rows: [string, string, string, string][] = [];
  const checks: [string, boolean][] = [];
  for (const format of ['group', 'private'] as const) {
    const rs = f.contest.filter((r) => r.format === format);
    const capacity = rs[0]!.capacity;
    const conflicts: Record<string, number> = {};
    for (const r of rs)
      for (const [c, k] of Object.entries(r.conflicts)) conflicts[c] = (conflicts[c] ?? 0) + k;
    const fiveXx = rs.reduce((a, r) => a + r.fiveXx, 0);
    const other = rs.flatMap((r) => r.other);
    const ok = rs.every(roundOk);
    rows.push([
      `contention, ${format === 'group' ? '3:1 group' : '1:1'}: ${crowd} learners at once, ${rs.length} rounds`,
      `winners ${rs.map((r) => r.wins).join('/')}; 409 ${Object.entries(conflicts)
        .map(([c, k]) => `${c} ${k}`)
        .join(', ')}; 5xx ${fiveXx}; other ${other.length}; all answered in ${rs
        .map((r) => n0(r.wallMs))
        .join('/')} ms`,
      `exactly ${capacity} × 201, the rest 409, no 5xx`,
      verdict(ok),
    ]);
    checks.push([`contention ${format}: exactly ${capacity} winners per round, the rest 409, no 5xx`, ok]);
    for (const o of other.slice(0, 3)) console.log(`  unexpected answer: ${o}`);
  }
  const run = f.run;
  const rate = run.bookings / run.seconds;
  const goal = GOALS[f.driver];
  rows.push([
    `sustained booking, distinct slots and learners, ${connections} connections`,
    `${n0(rate)} bookings/s (${n0(run.bookings)} of ${n0(run.attempts)} attempts in ${run.seconds.toFixed(1)} s; answers ${Object.entries(
      run.statuses,
    )
      .map(([s, k]) => `${s}: ${k}`)
      .join(', ')})${run.exhausted ? '; pool used up' : ''}`,
    `>= ${n0(goal.bookingsPerS)} bookings/s`,
    verdict(rate >= goal.bookingsPerS),
  ]);
  checks.push([`>= ${n0(goal.bookingsPerS)} bookings/s (${n0(rate)})`, rate >= goal.bookingsPerS]);
  rows.push([
    'sustained booking latency p50 / p99',
    `${ms1(run.p50)} / ${ms1(run.p99)} ms`,
    goal.p99 === null ? '—' : `p99 <= ${goal.p99} ms`,
    goal.p99 === null ? '—' : verdict(run.p99 <= goal.p99),
  ]);
  if (goal.p99 !== null)
    checks.push([`booking p99 <= ${goal.p99} ms (${ms1(run.p99)} ms)`, run.p99 <= goal.p99]);
  rows.push([
    'server CPU per booking attempt (node process only)',
    run.cpuUs === null ? 'n/a' : `${n0(run.cpuUs)} µs`,
    '—',
    '—',
  ]);
  for (const s of run.samples) console.log(`  non-201 answer: ${s}`);
  const clean = f.problems.length === 0;
  rows.push([
    'over-booking (live seats > capacity, or ≠ winning answers)',
    `${f.problems.length} (${n0(f.checked)} sessions checked)`,
    '0',
    verdict(clean),
  ]);
  checks.push([`zero over-booking (${f.problems.length})`, clean]);
  if (f.slots) {
    const s = f.slots;
    rows.push([
      `GET /api/booking/tutors/:id/slots, ${n0(marketTutors)} tutors, ${n0(marketTutors * SESSIONS_PER_MARKET_TUTOR)} sessions, 28 days in turn`,
      `${n0(s.rps)} req/s, p50 ${s.p50} / p99 ${s.p99} ms, ${s.cpuUs === null ? 'n/a' : `${s.cpuUs.toFixed(0)} µs`} server CPU/req; errors ${s.errors}, non-2xx ${s.non2xx}`,
      `p99 <= ${GOALS.slotsP99} ms`,
      verdict(s.p99 <= GOALS.slotsP99 && s.non2xx === 0 && s.errors === 0),
    ]);
    checks.push([`slots p99 <= ${GOALS.slotsP99} ms (${s.p99} ms)`, s.p99 <= GOALS.slotsP99]);
    const scans = [...new Set(s.seqScans)];
    rows.push([
      "slots endpoint's query plans",
      scans.length ? `sequential scans on ${scans.join(', ')}` : 'index scans only',
      'no sequential scan',
      verdict(scans.length === 0),
    ]);
    checks.push(['slots queries use indexes, no sequential scan', scans.length === 0]);
  } else {
    rows.push(['free slots at scale', 'PostgreSQL only (not run on PGlite)', '—', '—']);
  }
  if (f.search) {
    const { market: m, uncached: u, suggestions: g, seqScans } = f.search;
    // Timeouts count as errors and leave p99 at 0: a run that answered nothing met nothing.
    const searchOk = m.p99 <= GOALS.searchP99 && m.rps > 0 && m.non2xx === 0 && m.errors === 0;
    const line = (r: Result) =>
      `${n0(r.rps)} req/s, p50 ${r.p50} / p99 ${r.p99} ms, ${r.cpuUs === null ? 'n/a' : `${r.cpuUs.toFixed(0)} µs`} server CPU/req; errors ${r.errors}, non-2xx ${r.non2xx}`;
    rows.push([
      `GET /api/marketplace (/global-marketplace), ${n0(marketTutors)} tutors, 8 filter mixes, ${connections} connections`,
      line(m),
      `p99 <= ${GOALS.searchP99} ms`,
      verdict(searchOk),
    ]);
    checks.push([`marketplace search p99 <= ${GOALS.searchP99} ms (${m.p99} ms)`, searchOk]);
    rows.push([
      'the same, the market changing all the time (every request searched anew)',
      line(u),
      'printed',
      u.rps > 0 && u.non2xx === 0 ? 'met' : 'MISSED',
    ]);
    rows.push([
      "marketplace search's query plans",
      seqScans.length ? `sequential scans on ${seqScans.join(', ')}` : 'index scans only',
      'no sequential scan of a large table',
      verdict(seqScans.length === 0),
    ]);
    checks.push(['marketplace search uses indexes', seqScans.length === 0]);
    rows.push([
      `GET /api/ai/search/suggestions, ${connections} connections`,
      line(g),
      'p50 / p99 printed',
      g.rps > 0 && g.non2xx === 0 && g.errors === 0 ? 'met' : 'MISSED',
    ]);
  } else {
    rows.push([
      '/global-marketplace search and suggestions at scale',
      'PostgreSQL only (not run on PGlite)',
      '—',
      '—',
    ]);
  }

  console.log(
    `\n${f.driver === 'postgres' ? `PostgreSQL (${new URL(process.env.DATABASE_URL!).host})` : 'PGlite (embedded, the default)'}`,
  );
  console.log('| measure | figure | goal | |');
  console.log('|---|---|---|---|');
  for (const r of rows) console.log(`| ${r.join(' | ')} |`);
  if (!clean) {
    console.log(`\nOVER-BOOKING: ${f.problems.length} problem(s):`);
    for (const p of f.problems.slice(0, 20)) console.log(`  ${p}`);
  } else console.log('\nover-booking: 0');
  return checks;
}

console.log(`machine: ${machine()}`);
console.log(
  `${crowd} learners per contention round, ${rounds} rounds per format; sustained: ${connections} connections, ${duration} s; loopback HTTP`,
);
const results: [string, [string, boolean][]][] = [];
let failed = false;
// BENCH_ONLY=postgres skips the PGlite run (for working on the PostgreSQL figures).
if (process.env.BENCH_ONLY !== 'postgres') {
  const pglite = await runDriver('pglite');
  results.push(['pglite', report(pglite)]);
  failed ||= pglite.problems.length > 0 || !pglite.contest.every(roundOk);
}
if (process.env.DATABASE_URL) {
  const pgFigures = await runDriver('postgres');
  results.push(['postgres', report(pgFigures)]);
  failed ||= pgFigures.problems.length > 0 || !pgFigures.contest.every(roundOk);
} else {
  console.log(
    '\nPostgreSQL: skipped (set DATABASE_URL to include it); the free-slot run at scale needs it too.',
  );
}
console.log('');
for (const [driver, checks] of results)
  for (const [label, ok] of checks) console.log(`${ok ? 'met   ' : 'MISSED'} ${driver}: ${label}`);
if (failed) {
  console.error('\nFAILED: over-booking, a 5xx or a wrong number of winners (see above).');
  process.exit(1);
}
