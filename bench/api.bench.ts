/**
 * `npm run bench:api`: loopback throughput and latency of our API against bare node:http, on PGlite
 * and (when DATABASE_URL is set) on PostgreSQL. One run, this machine; prints a table per driver.
 * BENCH_DURATION (seconds per row, default 10) and BENCH_CONNECTIONS (default 50) tune it.
 */
import { fork } from 'node:child_process';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../server/db/seed/demo-accounts.ts';
import { freePort, load, machine, type Result, signIn, startApp, stop } from './support.ts';

const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const student = DEMO_ACCOUNTS.find((a) => a.role === 'student')!;

async function bare(script = 'bench/bare-server.mjs', name = 'bare node:http'): Promise<Result> {
  const port = await freePort();
  const child = fork(script, { env: { ...process.env, PORT: String(port) } });
  await new Promise((r) => child.once('message', r));
  const result = await load(name, {
    url: `http://127.0.0.1:${port}/`,
    connections,
    duration,
    serverPid: child.pid,
  });
  child.kill();
  return result;
}

async function ours(driver: 'pglite' | 'postgres'): Promise<Result[]> {
  const { url, child } = await startApp(
    driver === 'postgres' ? { DATABASE_URL: process.env.DATABASE_URL! } : {},
  );
  try {
    const s = await signIn(url, student.email, DEMO_PASSWORD);
    const rows: Result[] = [];
    rows.push(
      await load('GET /api/csrf-token, anonymous cookie sent', {
        url: `${url}/api/csrf-token`,
        headers: { cookie: s.anonCookie },
        connections,
        duration,
        serverPid: child.pid,
      }),
    );
    // A browser's first call: a new anonymous id, its token and the Set-Cookie are minted per request.
    rows.push(
      await load('GET /api/csrf-token, no cookie', {
        url: `${url}/api/csrf-token`,
        connections,
        duration,
        serverPid: child.pid,
      }),
    );
    rows.push(
      await load('GET /api/health', {
        url: `${url}/api/health`,
        connections,
        duration,
        serverPid: child.pid,
      }),
    );
    rows.push(
      await load('GET /api/user (signed in)', {
        url: `${url}/api/user`,
        headers: { cookie: s.sessionCookie },
        connections,
        duration,
        serverPid: child.pid,
      }),
    );
    // Argon2id costs ~19 MiB and tens of milliseconds per sign-in by design; fewer connections.
    rows.push(
      await load('POST /api/login', {
        url: `${url}/api/login`,
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: s.anonCookie, 'x-csrf-token': s.anonCsrf },
        body: JSON.stringify({ username: student.email, password: DEMO_PASSWORD }),
        connections: Math.min(connections, 8),
        duration,
        serverPid: child.pid,
      }),
    );
    return rows;
  } finally {
    await stop(child);
  }
}

function print(title: string, base: Result, rows: Result[]) {
  console.log(`\n${title}`);
  console.log(`| route | req/s | p50 ms | p99 ms | vs bare | server CPU µs/req | errors | non-2xx |`);
  console.log(`|---|---:|---:|---:|---:|---:|---:|---:|`);
  for (const r of [base, ...rows]) {
    const ratio = `${((r.rps / base.rps) * 100).toFixed(1)} %`;
    const cpu = r.cpuUs === null ? 'n/a' : r.cpuUs.toFixed(1);
    console.log(
      `| ${r.name} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${ratio} | ${cpu} | ${r.errors} | ${r.non2xx} |`,
    );
  }
}

function goals(driver: string, base: Result, fastify: Result, rows: Result[]) {
  const [withCookie, noCookie, health, user] = rows as [Result, Result, Result, Result, Result];
  // Issue 13's goals are CPU µs per request, set against bare Fastify's 15.5 µs on this machine kind.
  // A shared VM's CPU per request drifts by up to a third between sessions, so each goal is also
  // printed as the same multiple of the bare Fastify measured in this very run.
  const cpu = (label: string, r: Result, max: number): [string, boolean] => {
    const ratio = max / 15.5;
    const relative = fastify.cpuUs === null ? null : ratio * fastify.cpuUs;
    const got = r.cpuUs === null ? 'n/a' : r.cpuUs.toFixed(1);
    const rel =
      relative === null ? '' : `; ${ratio.toFixed(2)} × this run's bare Fastify = ${relative.toFixed(1)}`;
    return [`${label} <= ${max} CPU µs per request (${got}${rel})`, r.cpuUs !== null && r.cpuUs <= max];
  };
  const checks: [string, boolean][] = [
    cpu('csrf-token with cookie', withCookie, 22),
    cpu('csrf-token without cookie', noCookie, 30),
    cpu('health', health, 60),
  ];
  if (driver === 'postgres') {
    checks.push(cpu('signed-in /api/user', user, 35));
    checks.push([
      `signed-in read >= 15 % of bare (${((user.rps / base.rps) * 100).toFixed(1)} %)`,
      user.rps >= 0.15 * base.rps,
    ]);
    checks.push([`signed-in read p99 <= 10 ms (${user.p99} ms)`, user.p99 <= 10]);
  } else {
    checks.push([`signed-in read >= 5000 req/s (${user.rps.toFixed(0)})`, user.rps >= 5000]);
    checks.push([`signed-in read p99 <= 15 ms (${user.p99} ms)`, user.p99 <= 15]);
  }
  for (const [label, ok] of checks) console.log(`${ok ? 'met   ' : 'MISSED'} ${driver}: ${label}`);
}

console.log(`machine: ${machine()}`);
console.log(`autocannon: ${connections} connections, ${duration} s per row, loopback`);
const base = await bare();
// Not a goal: the framework's own ceiling, so the gap between it and our routes is ours to explain.
const fastify = await bare('bench/bare-fastify.mjs', 'bare Fastify, no plugins (reference)');
const pglite = await ours('pglite');
print('PGlite (embedded, the default)', base, [fastify, ...pglite]);
goals('pglite', base, fastify, pglite);
if (process.env.DATABASE_URL) {
  const pg = await ours('postgres');
  print(`PostgreSQL (${new URL(process.env.DATABASE_URL).host})`, base, [fastify, ...pg]);
  goals('postgres', base, fastify, pg);
} else {
  console.log('\nPostgreSQL: skipped (set DATABASE_URL to include it)');
}
