import { DEFAULT_LANGUAGE, type Language } from './constants.ts';
import { toLanguage } from './i18n/country-languages.ts';

/**
 * The server's side of language detection. The country map and tag parsing are the client's too and
 * live in common/i18n/country-languages.ts, so both sides detect the same language.
 */
export { languageForCountry, toLanguage as supportedLanguageOf } from './i18n/country-languages.ts';

/** The first supported language of an Accept-Language header, by quality. */
export function languageFromAcceptLanguage(header: string | null | undefined): Language | null {
  if (!header) return null;
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.find((p) => p.trim().startsWith('q='));
      return { tag: tag ?? '', q: q ? Number(q.trim().slice(2)) || 0 : 1 };
    })
    .filter((x) => x.tag && x.tag !== '*')
    .sort((a, b) => b.q - a.q);
  for (const { tag } of ranked) {
    const lang = toLanguage(tag);
    if (lang) return lang;
  }
  return null;
}

export const fallbackLanguage = (): Language => DEFAULT_LANGUAGE;
