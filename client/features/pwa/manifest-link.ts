import type { i18n as I18n } from 'i18next';

/** SPEC.md 4: de, fr, es and it have a web manifest of their own; every other language uses the default. */
const OWN_MANIFEST = new Set(['de', 'fr', 'es', 'it']);

/** Mirrors server/features/pwa/manifest.ts, which serves these files. */
export function manifestHrefFor(language: string): string {
  return OWN_MANIFEST.has(language) ? `/manifest-${language}.webmanifest` : '/manifest.webmanifest';
}

/** Points <link rel="manifest"> at the file of a language, adding the link if the page has none. */
export function setManifestLink(language: string, doc: Document = document): void {
  const href = manifestHrefFor(language);
  let link = doc.querySelector<HTMLLinkElement>('link[rel="manifest"]');
  if (!link) {
    link = doc.createElement('link');
    link.rel = 'manifest';
    doc.head.appendChild(link);
  }
  if (link.getAttribute('href') !== href) link.setAttribute('href', href);
}

/** Keeps the manifest link on the active language: now and on every change. */
export function syncManifestLink(i18n: I18n, doc: Document = document): () => void {
  const apply = (language: string) => setManifestLink(language, doc);
  if (i18n.language) apply(i18n.language);
  i18n.on('languageChanged', apply);
  return () => i18n.off('languageChanged', apply);
}
