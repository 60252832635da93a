import { PRODUCT_NAME } from '../../../common/constants.ts';
import { translate } from '../../i18n/catalogue.ts';

/** SPEC.md 4: a web manifest of its own for de, fr, es and it; every other language uses the default. */
export const MANIFEST_LANGUAGES = ['de', 'fr', 'es', 'it'] as const;
type ManifestLanguage = (typeof MANIFEST_LANGUAGES)[number];

const isManifestLanguage = (language: string): language is ManifestLanguage =>
  (MANIFEST_LANGUAGES as readonly string[]).includes(language);

/** The language tag of each manifest (the German one is for the /de pages, de-DE). */
const TAGS: Record<ManifestLanguage | 'default', string> = {
  default: 'en',
  de: 'de-DE',
  fr: 'fr',
  es: 'es',
  it: 'it',
};

/** Mirrors client/features/pwa/manifest-link.ts. */
export const manifestPathFor = (language: string) =>
  isManifestLanguage(language) ? `/manifest-${language}.webmanifest` : '/manifest.webmanifest';

export const THEME_COLOR = '#4f46e5';
export const BACKGROUND_COLOR = '#f8fafc';

export function buildManifest(language: ManifestLanguage | 'default') {
  const texts = language === 'default' ? 'en' : language;
  return {
    // One app whatever the language: the id stays, the texts and the start page follow the language.
    id: '/',
    name: PRODUCT_NAME,
    short_name: translate(texts, 'seo.manifest.shortName', { product: PRODUCT_NAME }),
    description: translate(texts, 'seo.manifest.description', { product: PRODUCT_NAME }),
    lang: TAGS[language],
    dir: 'ltr',
    start_url: language === 'default' ? '/' : `/${language}`,
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    background_color: BACKGROUND_COLOR,
    theme_color: THEME_COLOR,
    categories: ['education'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}

export const MANIFEST_ROUTES: { path: string; language: ManifestLanguage | 'default' }[] = [
  { path: '/manifest.webmanifest', language: 'default' },
  ...MANIFEST_LANGUAGES.map((language) => ({ path: manifestPathFor(language), language })),
];
