// `npm start`: build the client (and its server entry) if missing or older than the sources, then run the server.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
// The client's files and page template, and its server entry that renders every page (ADR 014).
const outputs = [path.join(root, 'dist/client/index.html'), path.join(root, 'dist/server/entry-server.js')];

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules') continue;
    const p = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(p) : statSync(p).mtimeMs);
  }
  return newest;
}

const sources = Math.max(newestMtime(path.join(root, 'client')), newestMtime(path.join(root, 'common')));
if (outputs.some((file) => !existsSync(file) || statSync(file).mtimeMs < sources)) {
  console.log('Building the client…');
  const r = spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs')], {
    cwd: root,
    stdio: 'inherit',
  });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server/main.ts')], {
  cwd: root,
  stdio: 'inherit',
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code) => process.exit(code ?? 0));
