/**
 * Locale-aware figures, shared by the browser's screens (client/lib/format.ts) and the pages the server
 * renders (client/entry-server.tsx), so a price or a count reads the same in both. Our language codes
 * ("de", "zh-cn", "no") are valid BCP 47 tags. Intl formatters are costly to build (tens of
 * milliseconds on a slow phone for a page full of prices), so each locale-and-options pair is built
 * once and reused.
 */
const formatters = new Map<string, unknown>();

export function cached<T>(key: string, build: () => T): T {
  let formatter = formatters.get(key) as T | undefined;
  if (formatter === undefined) {
    formatter = build();
    formatters.set(key, formatter);
  }
  return formatter;
}

export function safeLocale(language: string): string {
  try {
    return Intl.getCanonicalLocales(language)[0] ?? 'en';
  } catch {
    return 'en';
  }
}

const numberFormat = (locale: string, options: Intl.NumberFormatOptions = {}) =>
  cached(`n|${locale}|${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options));

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
