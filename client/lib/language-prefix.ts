import { LANGUAGES, type Language } from '../../common/constants';

/**
 * URL language prefixes (SPEC.md 1): German for Germany, Austria and Switzerland under /de, /de-at and
 * /de-ch, every other language under /{code}. Unprefixed URLs are served in English by the server
 * (the x-default) and keep the reader's detected language in the browser.
 */
export interface LanguagePrefix {
  prefix: string;
  language: Language;
  /** BCP 47 tag for <html lang> and hreflang. */
  tag: string;
  /** Open Graph locale (language_TERRITORY). */
  ogLocale: string;
}

const TAGS: Partial<Record<Language, string>> = { 'zh-cn': 'zh-CN', 'zh-tw': 'zh-TW' };
const OG_LOCALES: Record<Language, string> = {
  en: 'en_GB',
  de: 'de_DE',
  fr: 'fr_FR',
  es: 'es_ES',
  it: 'it_IT',
  nl: 'nl_NL',
  pl: 'pl_PL',
  sv: 'sv_SE',
  da: 'da_DK',
  fi: 'fi_FI',
  no: 'nb_NO',
  pt: 'pt_PT',
  ro: 'ro_RO',
  hu: 'hu_HU',
  cs: 'cs_CZ',
  sk: 'sk_SK',
  el: 'el_GR',
  bg: 'bg_BG',
  hr: 'hr_HR',
  'zh-cn': 'zh_CN',
  'zh-tw': 'zh_TW',
  hi: 'hi_IN',
  ms: 'ms_MY',
};

export const LANGUAGE_PREFIXES: readonly LanguagePrefix[] = [
  { prefix: 'de', language: 'de', tag: 'de-DE', ogLocale: 'de_DE' },
  { prefix: 'de-at', language: 'de', tag: 'de-AT', ogLocale: 'de_AT' },
  { prefix: 'de-ch', language: 'de', tag: 'de-CH', ogLocale: 'de_CH' },
  ...LANGUAGES.filter((l) => l !== 'de').map((l) => ({
    prefix: l,
    language: l,
    tag: TAGS[l] ?? l,
    ogLocale: OG_LOCALES[l],
  })),
];

/** The unprefixed URLs: English, the x-default of every page. */
export const DEFAULT_PREFIX: LanguagePrefix = {
  prefix: '',
  language: 'en',
  tag: 'en',
  ogLocale: OG_LOCALES.en,
};

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

/** Splits "/de-at/learn/guitar" into the Austrian prefix and "/learn/guitar"; unprefixed paths keep the default. */
export function splitLanguagePrefix(pathname: string): { prefix: LanguagePrefix; rest: string } {
  const found = parseLanguagePrefix(pathname);
  if (!found) return { prefix: DEFAULT_PREFIX, rest: pathname || '/' };
  return { prefix: found, rest: pathname.slice(found.prefix.length + 1) || '/' };
}

/** The path of a page (an unprefixed path such as "/faq" or "/") under a prefix. */
export function prefixedPath(prefix: LanguagePrefix, path: string): string {
  if (!prefix.prefix) return path;
  return path === '/' ? `/${prefix.prefix}` : `/${prefix.prefix}${path}`;
}

/** hreflang alternates of a page: every prefixed language plus x-default (the unprefixed URL). */
export function alternates(path: string): { hreflang: string; path: string }[] {
  return [
    ...LANGUAGE_PREFIXES.map((l) => ({ hreflang: l.tag, path: prefixedPath(l, path) })),
    // German speakers outside the three countries get the German-German pages.
    { hreflang: 'de', path: prefixedPath(LANGUAGE_PREFIXES[0]!, path) },
    { hreflang: 'x-default', path },
  ];
}
