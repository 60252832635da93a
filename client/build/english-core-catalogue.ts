import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/**
 * The English catalogue ships in the entry (it is every language's fallback and the most common start
 * language), but most of it is for the app's screens. Public pages bring only the part their islands
 * and overlays use; the rest (client/lib/i18n.ts loadFullEnglish) loads before the app renders.
 * Brotli: 8.1 KB for the core against 15.2 KB for the whole catalogue (docs/performance.md).
 */
export const APP_ONLY_SECTIONS = [
  'accessibilityStatement',
  'agreement',
  'blog',
  'catalog',
  'childSafety',
  'classroom',
  'dashboard',
  'email',
  'family',
  'forgotPassword',
  'learnFaq',
  'learning',
  'legal',
  'operations',
  'password',
  'premium',
  'resetPassword',
  'seo',
  'setPassword',
  'teachFaq',
  'tutorViews',
  'verify',
] as const;

/**
 * Keys inside those sections that public pages' islands use: the footer's links, the default title,
 * the catalogue pages' next available time (its island, client/features/catalog/islands.ts) and the
 * landing page's demo cards' Book a session link.
 */
export const SHARED_KEYS = [
  'blog.footerLink',
  'catalog.footer',
  'catalog.tutor.book',
  'catalog.tutor.bookWith',
  'catalog.tutor.nextAvailable',
  'seo.default',
] as const;

type Tree = { [key: string]: Tree | string };

function getPath(tree: Tree, path: string): Tree | string | undefined {
  let node: Tree | string | undefined = tree;
  for (const part of path.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return node;
}

function setPath(tree: Tree, path: string, value: Tree | string): void {
  const parts = path.split('.');
  let node = tree;
  for (const part of parts.slice(0, -1)) node = (node[part] ??= {}) as Tree;
  node[parts.at(-1)!] = value;
}

/** The catalogue without its app-only sections, keeping the shared keys inside them. */
export function coreOf(catalogue: Tree): Tree {
  const core: Tree = {};
  for (const [key, value] of Object.entries(catalogue))
    if (!(APP_ONLY_SECTIONS as readonly string[]).includes(key)) core[key] = value;
  for (const path of SHARED_KEYS) {
    const value = getPath(catalogue, path);
    if (value !== undefined) setPath(core, path, value);
  }
  return core;
}

export const ENGLISH_CORE_MODULE = 'virtual:english-core-catalogue';
const RESOLVED = `\0${ENGLISH_CORE_MODULE}`;
/** Serves `virtual:english-core-catalogue` (coreOf the English catalogue) to the build and the tests. */
export function englishCoreCatalogue(
  englishPath = fileURLToPath(new URL('../../common/i18n/locales/en.json', import.meta.url)),
): Plugin {
  return {
    name: 'trt-english-core-catalogue',
    resolveId: (id) => (id === ENGLISH_CORE_MODULE ? RESOLVED : undefined),
    load(id) {
      if (id !== RESOLVED) return undefined;
      this.addWatchFile(englishPath);
      const core = coreOf(JSON.parse(readFileSync(englishPath, 'utf8')) as Tree);
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(core))});`;
    },
  };
}
