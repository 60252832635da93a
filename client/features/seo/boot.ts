/**
 * The page's entry script. A server-rendered public page (#prerender) paints from its HTML and CSS
 * alone, so the app's code is only requested after that first paint: it then does not compete with
 * the stylesheet for the connection, and the text is on screen as early as the network allows. Other
 * pages start the app at once. The stylesheet stays a static import of the entry, so it is linked in
 * the page's head (render-blocking) and no page ever paints unstyled.
 */
import './zod-jitless';
import '../../styles.css';
import { afterFirstPaint } from './prerender-swap';

const start = () => import('../../main');

if (document.getElementById('prerender')) void afterFirstPaint().then(start);
else void start();
