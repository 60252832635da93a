import { LANGUAGE_NAMES } from '../../common/i18n/language-names';
import type { Language } from '../../common/constants';
import { cached, formatEuro, safeLocale } from '../../common/number-format';

/**
 * Locale-aware figures, dates and names for every screen. The figures are shared with the server's
 * pages (common/number-format.ts); dates and language names are the browser's alone.
 */
export {
  formatEuro,
  formatNumber,
  formatPercent,
  formatRating,
  safeLocale,
} from '../../common/number-format';

const dateTimeFormat = (locale: string, options: Intl.DateTimeFormatOptions) =>
  cached(`d|${locale}|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options));

/**
 * Builds a language's whole-euro format ahead of the first screen: the first Intl number format of a
 * page starts the engine's number formatting (~30 ms in Chromium, whatever the locale), more than a
 * whole slice of the first render.
 */
export function warmNumberFormats(language: string): void {
  formatEuro(1200, language);
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

/** A file's size as "2.4 MB" or "380 kB" in the reader's language (decimal units, as file managers show). */
export function formatFileSize(bytes: number, language: string): string {
  const locale = safeLocale(language);
  const [unit, value] =
    bytes >= 1_000_000
      ? (['megabyte', bytes / 1_000_000] as const)
      : (['kilobyte', Math.max(1, bytes / 1000)] as const);
  return cached(
    `fs|${locale}|${unit}`,
    () => new Intl.NumberFormat(locale, { style: 'unit', unit, maximumFractionDigits: 1 }),
  ).format(value);
}
