import { DEFAULT_LANGUAGE, type Language } from '../../common/constants';
import { I18N_OPTIONS } from './i18n-options';
import { isLanguage } from '../../common/i18n/country-languages';
import i18next, { type BackendModule, type ResourceKey } from 'i18next';
import englishCore from 'virtual:english-core-catalogue';
import { initReactI18next } from 'react-i18next';
import {
  detectInitialLanguage,
  detectServerLanguage,
  readSavedLanguage,
  saveLanguage,
} from './language-detection';

/**
 * English ships in the main bundle (it is every other language's fallback), without the sections only
 * the app's screens use (client/build/english-core-catalogue.ts); those come with loadFullEnglish().
 * Every other language loads whole, on demand.
 */
const lazyCatalogues = import.meta.glob<ResourceKey>(
  ['../../common/i18n/locales/*.json', '!../../common/i18n/locales/en.json'],
  { import: 'default' },
);

export function catalogueLoader(language: string): (() => Promise<ResourceKey>) | undefined {
  return lazyCatalogues[`../../common/i18n/locales/${language}.json`];
}

const lazyBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, _namespace, callback) {
    const load = catalogueLoader(language);
    if (!load) {
      callback(null, {});
      return;
    }
    load().then(
      (catalogue) => callback(null, catalogue),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

export const i18n = i18next.createInstance();
i18n.use(lazyBackend).use(initReactI18next);

i18n.on('languageChanged', (language) => {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
});

let initialised: Promise<unknown> | null = null;

/** Starts i18next once; resolves after the start language's catalogue has loaded. */
export function initI18n(language: Language = detectInitialLanguage()): Promise<unknown> {
  initialised ??= i18n.init({
    ...I18N_OPTIONS,
    lng: language,
    resources: { en: { translation: englishCore } },
    partialBundledLanguages: true,
  });
  return initialised;
}

let fullEnglish: Promise<void> | null = null;

/**
 * Adds the app-only part of the English catalogue. The app awaits it before its first render, as does
 * an island that shows such texts (the FAQ pages); English is the fallback of every language, so it
 * is needed whatever the reader's language.
 */
export function loadFullEnglish(): Promise<void> {
  fullEnglish ??= import('../../common/i18n/locales/en.json').then(
    (module) => {
      i18n.addResourceBundle('en', 'translation', module.default, true, true);
    },
    (error: unknown) => {
      fullEnglish = null;
      throw error;
    },
  );
  return fullEnglish;
}

/** The active language as one of our codes. */
export function currentLanguage(): Language {
  const language = i18n.language;
  return isLanguage(language) ? language : DEFAULT_LANGUAGE;
}

/** Applies and remembers a user's choice (SPEC.md 4: saved, document language set, event broadcast). */
export async function chooseLanguage(language: Language): Promise<void> {
  saveLanguage(language);
  await i18n.changeLanguage(language);
  if (typeof window !== 'undefined') {
    window.dispatchEvent(new CustomEvent('languagechange:app', { detail: { language } }));
  }
}

/**
 * Without a saved choice the server's geography may refine the browser guess once after start
 * (SPEC.md 4); a saved choice always wins.
 */
export async function refineLanguageFromServer(signal?: AbortSignal): Promise<void> {
  if (readSavedLanguage()) return;
  const language = await detectServerLanguage(signal);
  if (language && !readSavedLanguage() && language !== currentLanguage()) {
    await i18n.changeLanguage(language);
  }
}
