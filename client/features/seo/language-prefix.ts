import { LANGUAGES, type Language } from '../../../common/constants';

/**
 * URL language prefixes (SPEC.md 1), mirroring server/features/seo/locales.ts: German for Germany,
 * Austria and Switzerland under /de, /de-at and /de-ch, every other language under /{code}.
 * Unprefixed URLs keep the detected language.
 */
export interface LanguagePrefix {
  prefix: string;
  language: Language;
  /** BCP 47 tag for <html lang>. */
  tag: string;
}

const TAGS: Partial<Record<Language, string>> = { 'zh-cn': 'zh-CN', 'zh-tw': 'zh-TW' };

export const LANGUAGE_PREFIXES: readonly LanguagePrefix[] = [
  { prefix: 'de', language: 'de', tag: 'de-DE' },
  { prefix: 'de-at', language: 'de', tag: 'de-AT' },
  { prefix: 'de-ch', language: 'de', tag: 'de-CH' },
  ...LANGUAGES.filter((l) => l !== 'de').map((l) => ({ prefix: l, language: l, tag: TAGS[l] ?? l })),
];

const BY_PREFIX = new Map(LANGUAGE_PREFIXES.map((p) => [p.prefix, p]));

/** The prefix a path starts with ("/de-at/faq" gives de-at), or null for an unprefixed path. */
export function parseLanguagePrefix(pathname: string): LanguagePrefix | null {
  const match = /^\/([a-z]{2}(?:-[a-z]{2})?)(?=\/|$)/.exec(pathname);
  return (match && BY_PREFIX.get(match[1]!)) || null;
}

/** The prefix for a newly chosen language; German keeps the regional variant the reader is on. */
export function prefixForLanguage(language: string, current: LanguagePrefix | null): LanguagePrefix | null {
  if (current && current.language === language) return current;
  return BY_PREFIX.get(language) ?? null;
}

/** The same page under another prefix: "/de/learn/guitar?x=1" to "/fr/learn/guitar?x=1". */
export function swapPrefix(
  href: { pathname: string; search: string; hash: string },
  from: LanguagePrefix,
  to: LanguagePrefix,
): string {
  const rest = href.pathname.slice(from.prefix.length + 1);
  return `/${to.prefix}${rest}${href.search}${href.hash}`;
}
