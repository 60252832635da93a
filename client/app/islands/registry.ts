import type { ComponentType } from 'react';
import { loadFullEnglish } from '../../lib/i18n';
import { catalogIslands } from '../../features/catalog/islands';
import { faqIslands } from '../../features/faq/islands';
import { homeIslands } from '../../features/home/islands';
import { psychologyIslands } from '../../features/psychology/islands';

const withFullEnglish = (load: () => Promise<ComponentType>) => async (): Promise<ComponentType> =>
  (await Promise.all([load(), loadFullEnglish()]))[0];

/**
 * Every island's component by the name its <Island> marks on the server's page, loaded only on the
 * pages that have it. The layout's own islands are here; features list theirs in islands.ts.
 */
// biome-ignore lint/suspicious/noExplicitAny: islands take their own (JSON) props
export const ISLAND_LOADERS: Record<string, () => Promise<ComponentType<any>>> = {
  'site-header': () => import('../layout/site-header').then((m) => m.SiteHeader),
  'site-footer': () => import('../layout/site-footer').then((m) => m.SiteFooter),
  'not-found-back': () => import('../not-found-page').then((m) => m.GoBackButton),
  ...psychologyIslands,
  ...homeIslands,
  ...catalogIslands,
  // The questions are in the app-only part of the English catalogue (client/lib/i18n.ts).
  ...Object.fromEntries(Object.entries(faqIslands).map(([name, load]) => [name, withFullEnglish(load)])),
};
