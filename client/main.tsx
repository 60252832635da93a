import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { syncManifestLink } from './features/pwa/manifest-link';
import { registerServiceWorker } from './features/pwa/register-service-worker';
import { parseLanguagePrefix } from './features/seo/language-prefix';
import { revealWhenReady } from './features/seo/prerender-swap';
import { i18n, initI18n, refineLanguageFromServer } from './lib/i18n';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks #root');

// A language prefix in the URL (/de/faq) decides the language; otherwise the usual detection.
const urlLanguage = parseLanguagePrefix(window.location.pathname)?.language;

// Render once the start language's texts are in, so the first paint is not in the wrong language.
void initI18n(urlLanguage)
  .catch((error: unknown) => console.warn('Language catalogue failed to load; English is shown', error))
  .finally(() => {
    // A server-rendered page stays on screen until the app's screen is ready (no spinner in between).
    void revealWhenReady(container);
    // Under React (TRT_REACT=1) a transition renders in slices that yield to the browser. The
    // production build runs on Preact (ADR 011), whose startTransition renders at once: there the
    // first render is one task, while the pre-rendered page stays on screen meanwhile.
    const root = createRoot(container);
    startTransition(() =>
      root.render(
        <StrictMode>
          <App />
        </StrictMode>,
      ),
    );
    syncManifestLink(i18n);
    if (!urlLanguage) void refineLanguageFromServer();
  });

// Not under the Vite dev server (hot reloading), where cached files would get in the way.
if (!import.meta.hot) registerServiceWorker();
