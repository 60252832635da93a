// Merges a JSON fragment into a language catalogue: `node scripts/i18n-merge.mjs <lang> <fragment.json>`.
// Several people add keys at once; a lock directory makes each read-merge-write atomic.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const [lang, fragmentPath] = process.argv.slice(2);
if (!lang || !fragmentPath) {
  console.error('usage: node scripts/i18n-merge.mjs <lang> <fragment.json>');
  process.exit(2);
}
const root = path.resolve(import.meta.dirname, '..');
const file = path.join(root, 'common/i18n/locales', `${lang}.json`);
const lock = `${file}.lock`;

function merge(target, source) {
  for (const [k, v] of Object.entries(source)) {
    if (v && typeof v === 'object' && !Array.isArray(v) && target[k] && typeof target[k] === 'object')
      merge(target[k], v);
    else target[k] = v;
  }
  return target;
}

const deadline = Date.now() + 20_000;
for (;;) {
  try {
    mkdirSync(lock);
    break;
  } catch {
    if (Date.now() > deadline) throw new Error(`could not lock ${file}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
try {
  const current = JSON.parse(readFileSync(file, 'utf8'));
  const fragment = JSON.parse(readFileSync(fragmentPath, 'utf8'));
  writeFileSync(file, `${JSON.stringify(merge(current, fragment), null, 2)}\n`);
} finally {
  rmSync(lock, { recursive: true, force: true });
}
