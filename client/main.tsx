import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { syncManifestLink } from './features/pwa/manifest-link';
import { registerServiceWorker } from './features/pwa/register-service-worker';
import { parseLanguagePrefix } from './features/seo/language-prefix';
import { revealWhenReady } from './features/seo/prerender-swap';
import { nextTask, sliceRenderingUntil } from './features/seo/take-over';
import { warmNumberFormats } from './lib/format';
import { i18n, initI18n, refineLanguageFromServer } from './lib/i18n';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks #root');

// A language prefix in the URL (/de/faq) decides the language; otherwise the usual detection.
const urlLanguage = parseLanguagePrefix(window.location.pathname)?.language;
const prerendered = document.getElementById('prerender') !== null;

/**
 * Starts the app. Over a server-rendered page, which stays on screen meanwhile, each step ends its
 * task before the next begins and the first render comes in slices (take-over.ts), so a tap is never
 * kept waiting long. Elsewhere there is nothing on screen yet, and the steps run straight through.
 */
async function start(root: HTMLElement) {
  const step = prerendered ? nextTask : () => Promise.resolve();
  // Render once the start language's texts are in, so the first paint is not in the wrong language.
  await initI18n(urlLanguage).catch((error: unknown) =>
    console.warn('Language catalogue failed to load; English is shown', error),
  );
  // A server-rendered page stays on screen until the app's screen is ready (no spinner in between).
  const revealed = revealWhenReady(root);
  if (prerendered) sliceRenderingUntil(revealed);
  await step();
  // Building the first number format is costly (locale data); prices are on the first screen.
  warmNumberFormats(i18n.language);
  const { App } = await import('./app/app');
  await step();
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  syncManifestLink(i18n);
  if (!urlLanguage) void refineLanguageFromServer();
}

void start(container);

// Not under the Vite dev server (hot reloading), where cached files would get in the way.
if (!import.meta.hot) registerServiceWorker();
