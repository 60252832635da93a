import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../constants.ts';

const dir = fileURLToPath(new URL('./locales/', import.meta.url));
const load = (lang: string) =>
  JSON.parse(readFileSync(`${dir}${lang}.json`, 'utf8')) as Record<string, unknown>;

function flatten(obj: unknown, prefix = '', out = new Map<string, string>()): Map<string, string> {
  if (obj && typeof obj === 'object')
    for (const [k, v] of Object.entries(obj)) flatten(v, prefix ? `${prefix}.${k}` : k, out);
  else out.set(prefix, String(obj));
  return out;
}
const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

const english = flatten(load('en'));
const PLURAL = /_(zero|one|two|few|many|other)$/;
const isPluralOfEnglishKey = (key: string) => PLURAL.test(key) && english.has(key.replace(PLURAL, '_other'));

describe.each(LANGUAGES.filter((l) => l !== 'en'))('catalogue %s', (lang) => {
  const catalogue = flatten(load(lang));

  it('has exactly the keys of the English catalogue', () => {
    const missing = [...english.keys()].filter((k) => !catalogue.has(k));
    // Languages with more plural forms than English (Polish _few/_many, …) add them beside English's _one/_other.
    const extra = [...catalogue.keys()].filter((k) => !english.has(k) && !isPluralOfEnglishKey(k));
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
  });

  it('keeps every {placeholder} and leaves no value empty', () => {
    const broken = [...english].filter(
      ([k, en]) => catalogue.has(k) && placeholders(catalogue.get(k)!).join() !== placeholders(en).join(),
    );
    expect(broken.map(([k]) => k)).toEqual([]);
    expect([...catalogue].filter(([, v]) => v.trim() === '').map(([k]) => k)).toEqual([]);
  });

  it('is translated, not an English copy', () => {
    // Brand names, codes and short technical words may stay as in English; whole texts may not.
    const long = [...english].filter(([, en]) => en.length > 25);
    const copied = long.filter(([k, en]) => catalogue.get(k) === en);
    expect(copied.length / long.length).toBeLessThan(0.05);
  });

  it('answers FAQ questions without naming features that do not exist yet (Simi, WhatsApp)', () => {
    // Names are language-independent, so this holds every translation to what the English claims.
    const answers = [...catalogue].filter(([k]) => /^(learnFaq|teachFaq)\.items\.\w+\.answer$/.test(k));
    expect(answers.length).toBe(
      [...english.keys()].filter((k) => /^(learnFaq|teachFaq)\.items\.\w+\.answer$/.test(k)).length,
    );
    expect(answers.filter(([, v]) => /Simi|WhatsApp/.test(v)).map(([k]) => k)).toEqual([]);
  });
});
