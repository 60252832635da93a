import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../common/constants.ts';

/** The server reads the same JSON catalogues as the client (common/i18n/locales), for emails. */
const dir = fileURLToPath(new URL('../../common/i18n/locales/', import.meta.url));
const cache = new Map<string, Record<string, unknown>>();

function catalogue(lang: string): Record<string, unknown> {
  let c = cache.get(lang);
  if (!c) {
    try {
      c = JSON.parse(readFileSync(`${dir}${lang}.json`, 'utf8')) as Record<string, unknown>;
    } catch {
      c = {};
    }
    cache.set(lang, c);
  }
  return c;
}

function lookup(obj: Record<string, unknown>, key: string): string | undefined {
  let cur: unknown = obj;
  for (const part of key.split('.')) {
    if (cur === null || typeof cur !== 'object') return undefined;
    cur = (cur as Record<string, unknown>)[part];
  }
  return typeof cur === 'string' ? cur : undefined;
}

export const asLanguage = (lang: string | null | undefined): Language =>
  (LANGUAGES as readonly string[]).includes(lang ?? '') ? (lang as Language) : DEFAULT_LANGUAGE;

/** A translated text with {name} placeholders filled; falls back to English, then to the key. */
export function translate(lang: string, key: string, vars: Record<string, string | number> = {}): string {
  const text = find(lang, key, vars.count) ?? find(DEFAULT_LANGUAGE, key, vars.count) ?? key;
  return text.replace(/\{(\w+)\}/g, (m, name: string) => (name in vars ? String(vars[name]) : m));
}

/** The translated names of the seeded skills in `lang`, by skill id (seedContent.skills.<id>.name). */
export function skillNamesIn(lang: string): Map<string, string> {
  const skills = (
    catalogue(asLanguage(lang)).seedContent as { skills?: Record<string, { name?: string }> } | undefined
  )?.skills;
  return new Map(
    Object.entries(skills ?? {}).flatMap(([id, v]) =>
      typeof v?.name === 'string' ? [[id, v.name] as const] : [],
    ),
  );
}

/** A key's text, or with a count its plural form as i18next names them (key_one, key_few, key_other). */
function find(lang: string, key: string, count: string | number | undefined): string | undefined {
  const c = catalogue(lang);
  const plain = lookup(c, key);
  if (plain !== undefined || typeof count !== 'number') return plain;
  let category = 'other';
  try {
    category = new Intl.PluralRules(lang).select(count);
  } catch {
    // an unknown locale: the "other" form
  }
  return lookup(c, `${key}_${category}`) ?? lookup(c, `${key}_other`);
}
