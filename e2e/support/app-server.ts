import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');
/** Where each run keeps its snapshot (gitignored); one sub-directory per run, so runs can overlap. */
export const E2E_TMP = path.join(ROOT, '.tmp/e2e');

/** Made by the global setup for one run and handed to the test files (vitest provide/inject). */
export interface RunDirs {
  /**
   * The app under test: a snapshot of server/ and common/ with its own client build in dist/client
   * (server/app.ts serves ../dist/client relative to itself). Edits and `vite build`s by others during
   * a run then cannot swap code or assets under a running test, and the tests never overwrite anyone's
   * dist/client.
   */
  appDir: string;
  /** A data directory migrated and seeded by a real first start of that snapshot. */
  templateDataDir: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    e2eRunDirs: RunDirs;
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

export interface AppServer {
  baseUrl: string;
  dataDir: string;
  /** Everything the server wrote to stdout/stderr (LOG_LEVEL=warn, so normally nothing). */
  output(): string;
  stop(): Promise<void>;
}

/** Starts the server as its child and stops it if this process dies without cleaning up. */
const WATCHDOG = path.join(import.meta.dirname, 'server-watchdog.mjs');

const children = new Set<ChildProcess>();
// Last line of defence: a crashed or interrupted test run must not leave servers behind.
process.once('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});

export interface StartOptions {
  smtpUrl?: string;
  /**
   * A fresh temporary directory holding a copy of the seeded template (fast; the default), a fresh
   * empty one (first start: migrate and seed), or a given path that is kept after stop.
   */
  dataDir?: 'template' | 'empty' | { keep: string };
  env?: Record<string, string>;
  readyTimeoutMs?: number;
}

interface Proc {
  exited: () => number | null;
  kill: () => Promise<void>;
}

function spawnServer(appDir: string, env: NodeJS.ProcessEnv, onOutput: (text: string) => void): Proc {
  if (!existsSync(path.join(appDir, 'server/main.ts')))
    throw new Error(`No app snapshot in ${appDir}; did the global setup run?`);
  const child = spawn(
    process.execPath,
    [WATCHDOG, String(process.pid), '--', process.execPath, '--import', 'tsx', 'server/main.ts'],
    {
      cwd: appDir,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  children.add(child);
  child.stdout?.on('data', (d: Buffer) => onOutput(d.toString()));
  child.stderr?.on('data', (d: Buffer) => onOutput(d.toString()));
  let exited: number | null = null;
  const exitPromise = new Promise<void>((resolve) =>
    child.once('exit', (code, signal) => {
      exited = code ?? (signal ? 128 : 1);
      children.delete(child);
      resolve();
    }),
  );
  return {
    exited: () => exited,
    async kill() {
      if (exited !== null) return;
      child.kill('SIGTERM'); // the watchdog passes it on, and kills the server itself after 4 s
      const timer = setTimeout(() => child.kill('SIGKILL'), 8000);
      await exitPromise;
      clearTimeout(timer);
    },
  };
}

async function waitUntilHealthy(
  baseUrl: string,
  proc: Proc,
  timeoutMs: number,
  log: () => string,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (proc.exited() !== null)
      throw new Error(`The app server exited (${proc.exited()}) before it was ready:\n${log()}`);
    try {
      const res = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2000) });
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline)
      throw new Error(`The app server did not answer /api/health with 200 in time:\n${log()}`);
    await new Promise((r) => setTimeout(r, 150));
  }
}

/** Starts `node --import tsx server/main.ts` of the run's snapshot on a free port with a data directory of its own. */
export async function startAppServer(dirs: RunDirs, opts: StartOptions = {}): Promise<AppServer> {
  const port = await freePort();
  const mode = opts.dataDir ?? (process.env.E2E_SEED_PER_FILE === '1' ? 'empty' : 'template');
  const keep = typeof mode === 'object';
  const dataDir = keep ? mode.keep : mkdtempSync(path.join(tmpdir(), 'trt-e2e-'));
  if (mode === 'template') {
    if (!existsSync(dirs.templateDataDir))
      throw new Error(`No seeded template at ${dirs.templateDataDir}; did the global setup run?`);
    cpSync(dirs.templateDataDir, dataDir, { recursive: true });
  }
  const baseUrl = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '',
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: baseUrl,
    LOG_LEVEL: 'warn',
    ...(opts.smtpUrl ? { SMTP_URL: opts.smtpUrl } : {}),
    ...opts.env,
  };
  let log = '';
  const append = (text: string) => (log += text);
  const timeout = opts.readyTimeoutMs ?? 60_000;

  const proc = spawnServer(dirs.appDir, env, append);
  const stop = async () => {
    await proc.kill();
    if (!keep) rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilHealthy(baseUrl, proc, timeout, () => log);
  } catch (error) {
    await stop();
    throw error;
  }

  return {
    baseUrl,
    dataDir,
    output: () => log,
    stop,
  };
}
