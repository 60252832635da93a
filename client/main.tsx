import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { syncManifestLink } from './features/pwa/manifest-link';
import { parseLanguagePrefix } from './features/seo/language-prefix';
import { revealWhenReady } from './features/seo/prerender-swap';
import { nextTask, sliceRenderingUntil } from './features/seo/take-over';
import { warmNumberFormats } from './lib/format';
import { i18n, initI18n, loadFullEnglish, refineLanguageFromServer } from './lib/i18n';

/**
 * How the app starts:
 * - 'fresh': nothing is on screen yet (a screen the server did not render); everything runs straight
 *   through.
 * - 'take-over': a server-rendered page is on screen and stays there until the app's copy is ready,
 *   built in slices (take-over.ts) so a tap is never kept waiting long. Used when the reader's language
 *   is not the page's, so the islands (features/islands) cannot simply join the server's page.
 * - 'at-once': the reader asked for something only the app can do (another page, another language)
 *   on a page that ran as islands; the app renders at once and replaces the server's page as soon as
 *   its screen is ready.
 */
export type StartMode = 'fresh' | 'take-over' | 'at-once';

export async function startApp(mode: StartMode): Promise<void> {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html lacks #root');
  // A language prefix in the URL (/de/faq) decides the language; otherwise the usual detection.
  const urlLanguage = parseLanguagePrefix(window.location.pathname)?.language;
  const step = mode === 'take-over' ? nextTask : () => Promise.resolve();
  // Render once the start language's texts are in, so the first paint is not in the wrong language.
  await initI18n(urlLanguage).catch((error: unknown) =>
    console.warn('Language catalogue failed to load; English is shown', error),
  );
  if (mode !== 'fresh') {
    // The server's page stays on screen until the app's screen is ready (no spinner in between).
    const revealed = revealWhenReady(root);
    if (mode === 'take-over') sliceRenderingUntil(revealed);
  }
  await step();
  // Building the first number format is costly (locale data); prices are on the first screen.
  warmNumberFormats(i18n.language);
  const [{ App }] = await Promise.all([
    import('./app/app'),
    loadFullEnglish().catch((error: unknown) =>
      console.warn('The rest of the English catalogue failed to load', error),
    ),
  ]);
  await step();
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  syncManifestLink(i18n);
  if (!urlLanguage) void refineLanguageFromServer();
}
