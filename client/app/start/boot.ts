/**
 * The page's entry script. The server renders every page (client/entry-server.tsx, ADR 014):
 * - an islands page (#prerender with data-islands-page) paints from its HTML and CSS alone, so its
 *   code is only requested after that first paint, then its islands come alive (app/islands);
 * - any other page (#root with data-ssr) hydrates: the app attaches to the server's HTML;
 * - a page the server could not render starts the app from nothing.
 * The stylesheet stays a static import of the entry, so it is linked in the page's head
 * (render-blocking) and no page ever paints unstyled.
 */
import './zod-jitless';
import '../../styles.css';
import { ISLANDS_PAGE_ATTRIBUTE } from '../../../common/islands';
import { registerServiceWorker } from '../../features/pwa';
import { afterFirstPaint } from './prerender-swap';

const prerender = document.getElementById('prerender');
if (prerender?.hasAttribute(ISLANDS_PAGE_ATTRIBUTE)) {
  void afterFirstPaint()
    .then(() => import('../islands/start-islands'))
    .then(({ startIslands }) => startIslands());
} else if (document.getElementById('root')?.hasAttribute('data-ssr')) {
  void import('../../main').then(({ startApp }) => startApp('hydrate'));
} else {
  void import('../../main').then(({ startApp }) => startApp('fresh'));
}

// Not under the Vite dev server (hot reloading), where cached files would get in the way.
if (!import.meta.hot) registerServiceWorker();
