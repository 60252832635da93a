import { LANGUAGES, type Language } from '../../../common/constants.ts';

/**
 * The URL language prefixes (SPEC.md 1): German for Germany, Austria and Switzerland under /de, /de-at
 * and /de-ch, every other language under /{code}. Unprefixed URLs stay as they are: the server renders
 * them in English and declares them the x-default.
 */
export interface Locale {
  /** Path segment without slashes; '' for the unprefixed URLs. */
  prefix: string;
  /** The catalogue the page is rendered from. */
  language: Language;
  /** hreflang value and <html lang> (BCP 47). */
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

export const DEFAULT_LOCALE: Locale = { prefix: '', language: 'en', tag: 'en', ogLocale: OG_LOCALES.en };

/** Every prefixed locale: de (de-DE), de-at, de-ch, then the other 22 languages. */
export const PREFIXED_LOCALES: readonly Locale[] = [
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

const BY_PREFIX = new Map(PREFIXED_LOCALES.map((l) => [l.prefix, l]));

/** Splits "/de-at/learn/guitar" into the Austrian locale and "/learn/guitar"; unprefixed paths keep the default. */
export function splitLocale(pathname: string): { locale: Locale; rest: string } {
  const match = /^\/([a-z]{2}(?:-[a-z]{2})?)(?=\/|$)(.*)$/.exec(pathname);
  const locale = match ? BY_PREFIX.get(match[1]!) : undefined;
  if (!match || !locale) return { locale: DEFAULT_LOCALE, rest: pathname || '/' };
  return { locale, rest: match[2] || '/' };
}

/** The path of a page (an unprefixed path such as "/faq" or "/") in a locale. */
export function localePath(locale: Locale, path: string): string {
  if (!locale.prefix) return path;
  return path === '/' ? `/${locale.prefix}` : `/${locale.prefix}${path}`;
}

/** hreflang alternates of a page: every prefixed locale plus x-default (the unprefixed URL). */
export function alternates(path: string): { hreflang: string; path: string }[] {
  return [
    ...PREFIXED_LOCALES.map((l) => ({ hreflang: l.tag, path: localePath(l, path) })),
    // German speakers outside the three countries get the German-German pages.
    { hreflang: 'de', path: localePath(PREFIXED_LOCALES[0]!, path) },
    { hreflang: 'x-default', path },
  ];
}
