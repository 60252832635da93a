/**
 * The page's entry script. A server-rendered public page (#prerender) paints from its HTML and CSS
 * alone, so its code is only requested after that first paint: it then does not compete with the
 * stylesheet for the connection, and the text is on screen as early as the network allows. Such a page
 * then comes alive as islands (features/islands), or, when it has controls only the app drives, the
 * app takes it over; other pages start the app at once. The stylesheet
 * stays a static import of the entry, so it is linked in the page's head (render-blocking) and no page
 * ever paints unstyled.
 */
import './zod-jitless';
import '../../styles.css';
import { ISLANDS_PAGE_ATTRIBUTE } from '../../../common/islands';
import { registerServiceWorker } from '../pwa/register-service-worker';
import { afterFirstPaint } from './prerender-swap';

const prerender = document.getElementById('prerender');
if (prerender?.hasAttribute(ISLANDS_PAGE_ATTRIBUTE)) {
  void afterFirstPaint()
    .then(() => import('../islands/start-islands'))
    .then(({ startIslands }) => startIslands());
} else if (prerender) {
  void afterFirstPaint()
    .then(() => import('../../main'))
    .then(({ startApp }) => startApp('take-over'));
} else {
  void import('../../main').then(({ startApp }) => startApp('fresh'));
}

// Not under the Vite dev server (hot reloading), where cached files would get in the way.
if (!import.meta.hot) registerServiceWorker();
