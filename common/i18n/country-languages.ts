import { LANGUAGES, type Language } from '../constants.ts';

/**
 * SPEC.md 9: the country-to-language map used by language detection (about 50 countries).
 * Countries whose language the product does not offer map to English (RU, UA, TR per SPEC.md).
 */
export const COUNTRY_LANGUAGES: Readonly<Record<string, Language>> = {
  DE: 'de',
  AT: 'de',
  CH: 'de',
  LI: 'de',
  FR: 'fr',
  BE: 'fr',
  LU: 'de',
  MC: 'fr',
  SN: 'fr',
  CI: 'fr',
  MA: 'fr',
  TN: 'fr',
  DZ: 'fr',
  ES: 'es',
  MX: 'es',
  AR: 'es',
  CO: 'es',
  CL: 'es',
  PE: 'es',
  VE: 'es',
  AD: 'es',
  EC: 'es',
  UY: 'es',
  IT: 'it',
  SM: 'it',
  VA: 'it',
  NL: 'nl',
  SR: 'nl',
  PL: 'pl',
  SE: 'sv',
  DK: 'da',
  FI: 'fi',
  NO: 'no',
  PT: 'pt',
  BR: 'pt',
  AO: 'pt',
  MZ: 'pt',
  RO: 'ro',
  MD: 'ro',
  HU: 'hu',
  CZ: 'cs',
  SK: 'sk',
  GR: 'el',
  CY: 'el',
  BG: 'bg',
  HR: 'hr',
  CN: 'zh-cn',
  SG: 'zh-cn',
  TW: 'zh-tw',
  HK: 'zh-tw',
  MO: 'zh-tw',
  IN: 'hi',
  MY: 'ms',
  BN: 'ms',
  RU: 'en',
  UA: 'en',
  TR: 'en',
  GB: 'en',
  IE: 'en',
  US: 'en',
  CA: 'en',
  AU: 'en',
  NZ: 'en',
  MT: 'en',
};

/** Browser codes that are not one of ours but have an obvious match. */
const LANGUAGE_ALIASES: Readonly<Record<string, Language>> = {
  nb: 'no',
  nn: 'no',
  zh: 'zh-cn',
  'zh-hans': 'zh-cn',
  'zh-sg': 'zh-cn',
  'zh-hant': 'zh-tw',
  'zh-hk': 'zh-tw',
  'zh-mo': 'zh-tw',
  gsw: 'de',
  lb: 'de',
  ca: 'es',
  gl: 'es',
  eu: 'es',
  id: 'ms',
};

export function isLanguage(code: unknown): code is Language {
  return typeof code === 'string' && (LANGUAGES as readonly string[]).includes(code);
}

/** A supported code for any spelling of a language tag ("de-AT", "zh_TW", "nb"), or null. */
export function toLanguage(tag: string | null | undefined): Language | null {
  if (!tag) return null;
  const code = tag.trim().replace('_', '-').toLowerCase();
  if (isLanguage(code)) return code;
  if (code.startsWith('zh-hant')) return 'zh-tw';
  if (LANGUAGE_ALIASES[code]) return LANGUAGE_ALIASES[code];
  const base = code.split('-')[0] ?? '';
  if (isLanguage(base)) return base;
  return LANGUAGE_ALIASES[base] ?? null;
}

export function languageForCountry(country: string | null | undefined): Language | null {
  if (!country) return null;
  return COUNTRY_LANGUAGES[country.trim().toUpperCase()] ?? null;
}
