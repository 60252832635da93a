import { LANGUAGE_NAMES } from '../../common/i18n/language-names';
import type { Language } from '../../common/constants';

/**
 * Locale-aware figures, dates and names for every screen. Our language codes ("de", "zh-cn", "no") are
 * valid BCP 47 tags. Intl formatters are costly to build (tens of milliseconds on a slow phone for a
 * page full of prices), so each locale-and-options pair is built once and reused.
 */
const formatters = new Map<string, unknown>();

function cached<T>(key: string, build: () => T): T {
  let formatter = formatters.get(key) as T | undefined;
  if (formatter === undefined) {
    formatter = build();
    formatters.set(key, formatter);
  }
  return formatter;
}

const numberFormat = (locale: string, options: Intl.NumberFormatOptions = {}) =>
  cached(`n|${locale}|${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options));

const dateTimeFormat = (locale: string, options: Intl.DateTimeFormatOptions) =>
  cached(`d|${locale}|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options));

export function safeLocale(language: string): string {
  try {
    return Intl.getCanonicalLocales(language)[0] ?? 'en';
  } catch {
    return 'en';
  }
}

/** Money from integer cents: whole euros without decimals ("€12", "12 €"), cents only when there are any. */
export function formatEuro(cents: number, language: string): string {
  const whole = cents % 100 === 0;
  return numberFormat(safeLocale(language), {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(cents / 100);
}

/**
 * Builds a language's whole-euro format ahead of the first screen: the first Intl number format of a
 * page starts the engine's number formatting (~30 ms in Chromium, whatever the locale), more than a
 * whole slice of the first render.
 */
export function warmNumberFormats(language: string): void {
  formatEuro(1200, language);
}

export function formatNumber(value: number, language: string): string {
  return numberFormat(safeLocale(language)).format(value);
}

/** A percentage given as 0-100 ("99.8%", "99,8 %"). */
export function formatPercent(value: number, language: string): string {
  return numberFormat(safeLocale(language), { style: 'percent', maximumFractionDigits: 1 }).format(
    value / 100,
  );
}

/** A rating with one decimal ("4.8", "4,8"). */
export function formatRating(value: number, language: string): string {
  return numberFormat(safeLocale(language), { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
    value,
  );
}

function formatIso(iso: string, language: string, options: Intl.DateTimeFormatOptions): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return dateTimeFormat(safeLocale(language), options).format(date);
}

/** A slot such as "Mon, 12 May, 14:00" in the reader's language and time zone. */
export const formatSlot = (iso: string, language: string) =>
  formatIso(iso, language, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  });

/** "14 July 2026", "14. Juli 2026". */
export const formatLongDate = (iso: string, language: string) =>
  formatIso(iso, language, { dateStyle: 'long' });

/** "Jul 14, 2026", "14.07.2026". */
export const formatMediumDate = (iso: string, language: string) =>
  formatIso(iso, language, { dateStyle: 'medium' });

/** A date and time, e.g. for "last saved" or a session's last use. */
export const formatDateTime = (iso: string, language: string) =>
  formatIso(iso, language, { dateStyle: 'medium', timeStyle: 'short' });

const capitalise = (name: string, locale: string) => name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);

/**
 * A language's name in the reader's language ("German" for an English reader, "Deutsch" for a German
 * one), falling back to the language's own name where the browser has no display names.
 */
export function languageName(code: string, uiLanguage: string): string {
  const locale = safeLocale(uiLanguage);
  try {
    const name = cached(`dn|${locale}`, () => new Intl.DisplayNames([locale], { type: 'language' })).of(code);
    if (name && name.toLowerCase() !== code.toLowerCase()) return capitalise(name, locale);
  } catch {
    // an unknown code or no Intl.DisplayNames: use the endonym below
  }
  return LANGUAGE_NAMES[code as Language] ?? code;
}

/** Language codes as names in the reader's language, joined as a list ("German, English and French"). */
export function formatLanguageList(codes: string[], language: string): string {
  const locale = safeLocale(language);
  const names = codes.map((code) => languageName(code, locale));
  try {
    return cached(`lf|${locale}`, () => new Intl.ListFormat(locale, { type: 'conjunction' })).format(names);
  } catch {
    return names.join(', ');
  }
}
