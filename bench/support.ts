import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

export function machine(): string {
  const cpus = os.cpus();
  return `${cpus[0]?.model ?? 'cpu'} x${cpus.length}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, node ${process.version}, ${os.platform()} ${os.release()}`;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });
}

export async function waitFor(url: string, timeoutMs = 60_000) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    try {
      const r = await fetch(url);
      if (r.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not come up`);
}

/** Our server in its own process, as `npm start` runs it, on a fresh data directory. */
export async function startApp(
  extraEnv: Record<string, string> = {},
  /** Extra node flags, e.g. --cpu-prof (which NODE_OPTIONS refuses). */
  nodeArgs: string[] = [],
): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'trt-bench-'));
  // The PGlite run must not inherit the DATABASE_URL meant for the PostgreSQL run.
  const { DATABASE_URL: _inherited, ...inherited } = process.env;
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'server/main.ts'], {
    env: {
      ...inherited,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
      RATE_LIMIT_DISABLED: 'true',
      SESSION_SECRET: 'bench-secret-bench-secret-bench-secret-00',
      ...extraEnv,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/api/health`);
  return { url, child };
}

export async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  await new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

export interface Result {
  name: string;
  rps: number;
  /** Server CPU time (user + system) per answered request, in µs; null where /proc is not readable. */
  cpuUs: number | null;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

export async function load(
  name: string,
  opts: {
    url: string;
    method?: 'GET' | 'POST';
    headers?: Record<string, string>;
    body?: string;
    /** Requests each connection sends in turn (autocannon's `requests`), instead of `url`'s path alone. */
    requests?: autocannon.Request[];
    connections: number;
    duration: number;
    /** The server's process: its CPU time per request is reported beside the throughput. */
    serverPid?: number;
  },
): Promise<Result> {
  // Throughput on a shared VM varies by ±20 % between identical runs; CPU time per request does not.
  const cpuBefore = opts.serverPid ? cpuMs(opts.serverPid) : null;
  const r = await autocannon({
    url: opts.url,
    method: opts.method ?? 'GET',
    headers: opts.headers,
    body: opts.body,
    ...(opts.requests ? { requests: opts.requests } : {}),
    connections: opts.connections,
    duration: opts.duration,
  });
  const cpuAfter = opts.serverPid ? cpuMs(opts.serverPid) : null;
  const answered = r.requests.total;
  return {
    name,
    rps: r.requests.average,
    cpuUs:
      cpuBefore !== null && cpuAfter !== null && answered > 0
        ? ((cpuAfter - cpuBefore) * 1000) / answered
        : null,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors,
    non2xx: r.non2xx,
  };
}

/** CPU time (user + system) a Linux process has used so far, in ms; null elsewhere. */
export function cpuMs(pid: number): number | null {
  try {
    // Fields after the command name: state is 0, so utime and stime are 11 and 12 (clock ticks of 10 ms).
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

/** Signs in over HTTP as the client does and returns the cookie header and CSRF token. */
export async function signIn(base: string, username: string, password: string) {
  const t = await fetch(`${base}/api/csrf-token`);
  const anon = (t.headers.get('set-cookie') ?? '').split(';')[0]!;
  const { csrfToken } = (await t.json()) as { csrfToken: string };
  const r = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: anon, 'x-csrf-token': csrfToken },
    body: JSON.stringify({ username, password }),
  });
  if (!r.ok) throw new Error(`sign-in failed: ${r.status} ${await r.text()}`);
  const sid = (r.headers.get('set-cookie') ?? '').split(';')[0]!;
  return { anonCookie: anon, anonCsrf: csrfToken, sessionCookie: sid };
}
