import { languageEndpoints } from '../../common/contracts/endpoints';
import { DEFAULT_LANGUAGE, type Language } from '../../common/constants';

import { isLanguage, languageForCountry, toLanguage } from '../../common/i18n/country-languages';
import { api } from './api';

/** SPEC.md 3: the chosen language is kept in local storage under this key. */
export const LANGUAGE_STORAGE_KEY = 'language';

export function readSavedLanguage(): Language | null {
  try {
    const saved = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(saved) ? saved : null;
  } catch {
    // Storage can be blocked (private mode, policies); detection simply continues.
    return null;
  }
}

export function saveLanguage(language: Language): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Not fatal: the choice still applies to this page view.
  }
}

function browserTags(): string[] {
  const nav = window.navigator;
  const tags = nav.languages?.length ? [...nav.languages] : [];
  if (nav.language && !tags.includes(nav.language)) tags.push(nav.language);
  return tags;
}

/** The region part of a tag ("de-AT" gives "AT"); scripts such as "Hant" are skipped. */
function regionOf(tag: string): string | null {
  const parts = tag.replace('_', '-').split('-').slice(1);
  return parts.find((part) => /^[A-Za-z]{2}$/.test(part)) ?? null;
}

/** SPEC.md 9 after the server step: browser region, then browser language, then a fallback map. */
export function detectBrowserLanguage(tags: string[] = browserTags()): Language | null {
  for (const tag of tags) {
    const byRegion = languageForCountry(regionOf(tag));
    if (byRegion) return byRegion;
  }
  for (const tag of tags) {
    const byLanguage = toLanguage(tag);
    if (byLanguage) return byLanguage;
  }
  return null;
}

/** What the page starts with, before any network answer: saved choice, else the browser, else English. */
export function detectInitialLanguage(): Language {
  return readSavedLanguage() ?? detectBrowserLanguage() ?? DEFAULT_LANGUAGE;
}

/**
 * The server's view (GET /api/language-config, from the request's geography and Accept-Language):
 * its country mapping first, then its language. A server that only fell back to its default has no
 * opinion, and any failure means none either (SPEC.md 8 falls back silently).
 */
export async function detectServerLanguage(signal?: AbortSignal): Promise<Language | null> {
  try {
    const config = await api(languageEndpoints.languageConfig, {}, { signal });
    if (config.source === 'default') return null;
    return languageForCountry(config.country) ?? config.language;
  } catch {
    return null;
  }
}
