import { DEFAULT_LANGUAGE } from '../../../common/constants.ts';
import { languageForCountry, languageFromAcceptLanguage } from '../../../common/language-map.ts';

/** SPEC.md 9: the country mapping wins over the browser's languages; English when neither says anything. */
export function detectLanguage(countryHeader: string | null, acceptLanguage: string | undefined) {
  const country = countryHeader && /^[A-Za-z]{2}$/.test(countryHeader) ? countryHeader.toUpperCase() : null;
  const byCountry = languageForCountry(country);
  if (byCountry) return { language: byCountry, country, source: 'country' as const };
  const byHeader = languageFromAcceptLanguage(acceptLanguage);
  if (byHeader) return { language: byHeader, country, source: 'accept-language' as const };
  return { language: DEFAULT_LANGUAGE, country, source: 'default' as const };
}
