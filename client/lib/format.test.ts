import { describe, expect, it } from 'vitest';
import {
  formatDateTime,
  formatEuro,
  formatLanguageList,
  formatLongDate,
  formatNumber,
  formatPercent,
  formatRating,
  languageName,
  safeLocale,
} from './format';

describe('format', () => {
  it('writes money from cents, with decimals only when there are cents', () => {
    expect(formatEuro(1200, 'en')).toBe('€12');
    expect(formatEuro(1250, 'de')).toBe('12,50\u00a0€');
  });

  it('formats numbers, percentages and ratings per language', () => {
    expect(formatNumber(12345, 'de')).toBe('12.345');
    expect(formatPercent(99.8, 'en')).toBe('99.8%');
    expect(formatRating(4.8, 'de')).toBe('4,8');
    // The same formatter is reused; a second call gives the same answer.
    expect(formatRating(4.8, 'de')).toBe('4,8');
  });

  it('leaves an invalid date as it came and falls back to English for an unknown tag', () => {
    expect(formatLongDate('not a date', 'en')).toBe('not a date');
    expect(formatLongDate('2026-07-14T12:00:00Z', 'de')).toBe('14. Juli 2026');
    expect(formatDateTime('2026-07-14T12:00:00Z', 'en')).toMatch(/Jul 14, 2026/);
    expect(safeLocale('!!')).toBe('en');
  });

  it('names languages in the reader language and joins them as a list', () => {
    expect(languageName('de', 'en')).toBe('German');
    expect(languageName('de', 'de')).toBe('Deutsch');
    expect(formatLanguageList(['de', 'en', 'fr'], 'en')).toBe('German, English, and French');
  });
});
