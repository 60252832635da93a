// Prints, as a nested JSON fragment, the English strings a catalogue lacks: `node scripts/i18n-missing.mjs <lang>`.
// Translate the values, keep the keys and {placeholders}, then merge with scripts/i18n-merge.mjs.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const lang = process.argv[2];
const dir = path.resolve(import.meta.dirname, '../common/i18n/locales');
const en = JSON.parse(readFileSync(path.join(dir, 'en.json'), 'utf8'));
const target = JSON.parse(readFileSync(path.join(dir, `${lang}.json`), 'utf8'));

function missing(source, have) {
  const out = {};
  for (const [k, v] of Object.entries(source)) {
    if (v && typeof v === 'object') {
      const sub = missing(v, have && typeof have[k] === 'object' ? have[k] : undefined);
      if (Object.keys(sub).length) out[k] = sub;
    } else if (!have || typeof have[k] !== 'string') {
      out[k] = v;
    }
  }
  return out;
}
console.log(JSON.stringify(missing(en, target), null, 2));
