// `npm run build`: the client (dist/client: files and the page template) and its server entry
// (dist/server/entry-server.js), which renders every page (ADR 014). Extra arguments: --outDir <dir>
// builds both under <dir>/client and <dir>/server (the e2e suite builds into its snapshot).
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const outIndex = process.argv.indexOf('--outDir');
const outDir = outIndex > 0 ? path.resolve(process.argv[outIndex + 1]) : path.join(root, 'dist');
const vite = path.join(root, 'node_modules/vite/bin/vite.js');
const env = { ...process.env, NODE_ENV: 'production' };

for (const args of [
  ['build', '--outDir', path.join(outDir, 'client'), '--emptyOutDir'],
  ['build', '--ssr', 'entry-server.tsx', '--outDir', path.join(outDir, 'server'), '--emptyOutDir'],
]) {
  const run = spawnSync(process.execPath, [vite, ...args, '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
    env,
  });
  if (run.status !== 0) process.exit(run.status ?? 1);
}
