import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { PAGE_READY_ATTRIBUTE } from '../common/islands.ts';
import { freePort, waitFor } from './support.ts';

export const ROOT = path.resolve(import.meta.dirname, '..');
/**
 * The app under measurement: a snapshot of server/ and common/ with its own client build in
 * dist/client (server/app.ts serves ../dist/client relative to itself), so the bench neither
 * overwrites the shared dist/client nor has files swapped under it by a parallel build.
 */
export const APP_DIR = path.join(ROOT, '.tmp/bench-web/app');
export const REPORT_DIR = path.join(ROOT, '.tmp/bench-web/reports');

function run(cmd: string, args: string[], cwd: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd, stdio: ['ignore', 'ignore', 'inherit'] });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(' ')} exited ${code}`)),
    );
  });
}

/** Copies the server and builds the client and its server entry as `npm run build` does, into the snapshot. */
export async function snapshotAndBuild(): Promise<void> {
  rmSync(APP_DIR, { recursive: true, force: true });
  mkdirSync(APP_DIR, { recursive: true });
  for (const entry of ['server', 'common', 'package.json', 'tsconfig.json'])
    cpSync(path.join(ROOT, entry), path.join(APP_DIR, entry), { recursive: true });
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(APP_DIR, 'node_modules'), 'dir');
  await run(
    process.execPath,
    [path.join(ROOT, 'scripts/build.mjs'), '--outDir', path.join(APP_DIR, 'dist')],
    ROOT,
  );
  if (!existsSync(path.join(APP_DIR, 'dist/client/index.html')))
    throw new Error('the client build produced no index.html');
}

/**
 * The production server (NODE_ENV=production, demo seed, fresh data directory) on loopback, started
 * as bench/support.ts startApp starts it, from the snapshot.
 */
export async function startProductionApp(): Promise<{ url: string; child: ChildProcess; dataDir: string }> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'trt-bench-web-'));
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: APP_DIR,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: url,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      // Production seeds no demo accounts unless told to (ADR 015); the pages need the demo catalogue.
      SEED_DEMO: 'true',
      SESSION_SECRET: 'bench-secret-bench-secret-bench-secret-00',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitFor(`${url}/api/health`, 120_000);
  return { url, child, dataDir };
}

/**
 * The scripts and stylesheets a first visit of `url` downloads until the page is interactive (its
 * islands have all rendered; the idle prefetch of likely next screens starts only after that), with
 * each body's size as served
 * (compressed) and its encoding. Measured in Chromium without throttling; sizes do not depend on it.
 */
/** The body of `url` as the server sends it for `acceptEncoding` (compressed, not decoded): its size and encoding. */
function servedSize(url: string, acceptEncoding: string): Promise<{ bytes: number; encoding: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
      response.on('end', () =>
        resolve({ bytes, encoding: String(response.headers['content-encoding'] ?? 'identity') }),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

export async function firstScreenAssets(url: string, executable: string) {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({
    executablePath: executable,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
    const requested = new Map<string, { type: 'script' | 'stylesheet'; acceptEncoding: string }>();
    let done = false;
    page.on('request', (request) => {
      const type = request.resourceType();
      if (done || (type !== 'script' && type !== 'stylesheet')) return;
      // Chromium adds Accept-Encoding below the layer Playwright reports headers from; this is its value.
      requested.set(request.url(), {
        type,
        acceptEncoding: request.headers()['accept-encoding'] ?? 'gzip, deflate, br, zstd',
      });
    });
    await page.goto(url);
    // Interactive: every island has rendered (client/app/islands), or, for a reader the islands do
    // not serve (another language), the app has replaced the server's copy.
    await page.waitForFunction(
      (attribute) =>
        document.documentElement.getAttribute(attribute) === 'ready' ||
        document.getElementById('prerender') === null,
      PAGE_READY_ATTRIBUTE,
      { timeout: 30_000 },
    );
    done = true;
    // Chromium's own transfer sizes are unreliable for small bodies on a reused connection (negative
    // at times), so each file is fetched again as the browser asked for it and its bytes counted.
    return await Promise.all(
      [...requested].map(async ([fileUrl, { type, acceptEncoding }]) => ({
        url: fileUrl,
        type,
        ...(await servedSize(fileUrl, acceptEncoding)),
      })),
    );
  } finally {
    await browser.close();
  }
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Debian's Chromium, headless, with the DevTools port Lighthouse drives (read from its first lines of output). */
export async function launchChromium(executable: string): Promise<{ port: number; kill(): Promise<void> }> {
  const profile = mkdtempSync(path.join(os.tmpdir(), 'trt-bench-chromium-'));
  const child = spawn(
    executable,
    [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--no-first-run',
      '--no-default-browser-check',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const port = await new Promise<number>((resolve, reject) => {
    let seen = '';
    const timer = setTimeout(
      () => reject(new Error(`Chromium did not open its DevTools port:\n${seen}`)),
      30_000,
    );
    child.stderr?.on('data', (chunk: Buffer) => {
      seen += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(seen);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.once('exit', (code) =>
      reject(new Error(`Chromium exited (${code}) before it was ready:\n${seen}`)),
    );
  });
  return {
    port,
    async kill() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGKILL');
        await exited;
      }
      rmSync(profile, { recursive: true, force: true, maxRetries: 3 });
    },
  };
}

/** Stops the server (SIGTERM, then SIGKILL after 10 s) and removes its data directory. */
export async function stopApp(app: { child: ChildProcess; dataDir: string }): Promise<void> {
  if (app.child.exitCode === null && app.child.signalCode === null) {
    await new Promise<void>((resolve) => {
      const timer = setTimeout(() => app.child.kill('SIGKILL'), 10_000);
      app.child.once('exit', () => {
        clearTimeout(timer);
        resolve();
      });
      app.child.kill('SIGTERM');
    });
  }
  rmSync(app.dataDir, { recursive: true, force: true });
}
