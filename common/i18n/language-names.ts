import type { Language } from '../constants.ts';

/**
 * Each language's own name (endonym), so the picker can list every language without loading
 * 22 catalogues; each catalogue repeats its name under "language.name".
 */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  es: 'Español',
  it: 'Italiano',
  nl: 'Nederlands',
  pl: 'Polski',
  sv: 'Svenska',
  da: 'Dansk',
  fi: 'Suomi',
  no: 'Norsk',
  pt: 'Português',
  ro: 'Română',
  hu: 'Magyar',
  cs: 'Čeština',
  sk: 'Slovenčina',
  el: 'Ελληνικά',
  bg: 'Български',
  hr: 'Hrvatski',
  'zh-cn': '简体中文',
  'zh-tw': '繁體中文',
  hi: 'हिन्दी',
  ms: 'Bahasa Melayu',
};
