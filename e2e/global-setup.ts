import { spawn } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  symlinkSync,
} from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { E2E_TMP, ROOT, type RunDirs, startAppServer } from './support/app-server.ts';
import { CHROMIUM_PATH } from './support/browser.ts';

/** Snapshots of runs that ended without their teardown (killed) are removed after this long. */
const STALE_MS = 3 * 60 * 60 * 1000;

function removeStaleRuns(): void {
  if (!existsSync(E2E_TMP)) return;
  for (const entry of readdirSync(E2E_TMP)) {
    const dir = path.join(E2E_TMP, entry);
    try {
      if (Date.now() - statSync(dir).mtimeMs > STALE_MS) rmSync(dir, { recursive: true, force: true });
    } catch {
      // another run removed it meanwhile
    }
  }
}

/**
 * The app as it is in the working tree right now: server/, common/ and the package files copied into
 * this run's directory (node_modules linked).
 */
function snapshotApp(appDir: string): void {
  mkdirSync(appDir, { recursive: true });
  for (const entry of ['server', 'common', 'package.json', 'tsconfig.json']) {
    cpSync(path.join(ROOT, entry), path.join(appDir, entry), { recursive: true });
  }
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(appDir, 'node_modules'), 'dir');
}

/** `npm run build` (the client and its server entry), only with its output in the snapshot's dist/. */
function buildClient(outDir: string): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [path.join(ROOT, 'scripts/build.mjs'), '--outDir', outDir],
      // Vitest sets NODE_ENV=test; the tests must see the production build users get.
      { cwd: ROOT, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } },
    );
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`npm run build failed (exit ${code})`)),
    );
  });
}

/**
 * Before any test file: a snapshot of the app with a fresh client build, and one real first start of
 * its server on an empty data directory (migrations and demo seed). Each test file then starts its
 * own server on a fresh copy of that directory, which saves the ~15 s of a first start per file.
 * Everything lives in .tmp/e2e/run-*, removed again after the run.
 */
export default async function setup(project: TestProject) {
  if (!existsSync(CHROMIUM_PATH))
    throw new Error(`Chromium not found at ${CHROMIUM_PATH}; run scripts/ensure-chromium.sh`);
  const started = Date.now();
  removeStaleRuns();
  mkdirSync(E2E_TMP, { recursive: true });
  const runDir = mkdtempSync(path.join(E2E_TMP, 'run-'));
  const dirs: RunDirs = {
    appDir: path.join(runDir, 'app'),
    templateDataDir: path.join(runDir, 'template-data'),
  };
  const teardown = () => rmSync(runDir, { recursive: true, force: true });

  try {
    snapshotApp(dirs.appDir);
    mkdirSync(dirs.templateDataDir);
    const seeding = startAppServer(dirs, { dataDir: { keep: dirs.templateDataDir }, readyTimeoutMs: 90_000 });
    const building = buildClient(path.join(dirs.appDir, 'dist'));
    try {
      await building;
    } finally {
      const server = await seeding;
      try {
        const res = await fetch(`${server.baseUrl}/api/health`);
        const health = (await res.json()) as { migrations?: { current?: boolean } };
        if (!health.migrations?.current)
          throw new Error(`Seeded template reports migrations not current: ${JSON.stringify(health)}`);
      } finally {
        await server.stop();
      }
    }
    if (!existsSync(path.join(dirs.appDir, 'dist/client/index.html')))
      throw new Error('The client build produced no index.html');
  } catch (error) {
    teardown();
    throw error;
  }

  project.provide('e2eRunDirs', dirs);
  console.log(
    `[e2e] app snapshot, client build and seeded template ready in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return teardown;
}
