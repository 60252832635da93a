import { hydrate as hydrateQueries, type QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { isLanguage } from '../common/i18n/country-languages';
import { PAGE_READY_ATTRIBUTE } from '../common/islands';
import { syncManifestLink } from './features/pwa';
import { parseLanguagePrefix } from './lib/language-prefix';
import { readPageState } from './app/start/page-state';
import { revealWhenReady, whenRevealed } from './app/start/prerender-swap';
import { nextTask, sliceRenderingUntil } from './lib/take-over';
import { warmNumberFormats } from './lib/format';
import { i18n, initI18n, loadFullEnglish, refineLanguageFromServer } from './lib/i18n';
import { detectInitialLanguage, readSavedLanguage } from './lib/language-detection';
import { createQueryClient } from './lib/query-client';

/**
 * How the app starts:
 * - 'hydrate': the server rendered this screen for this visitor (a signed-in screen, the auth pages):
 *   the app attaches to its HTML with the data it was rendered from, in its language, so nothing
 *   flashes; a reader who prefers another language gets it right after.
 * - 'fresh': nothing is on screen yet (no server render); everything runs straight through.
 * - 'take-over': a server-rendered islands page is on screen and stays there until the app's copy is
 *   ready, built in slices (take-over.ts) so a tap is never kept waiting long. Used when the reader's
 *   language is not the page's, so the islands (app/islands) cannot simply join the server's page.
 * - 'at-once': the reader asked for something only the app can do (another page, another language)
 *   on a page that ran as islands; the app renders at once and replaces the server's page as soon as
 *   its screen is ready.
 */
export type StartMode = 'hydrate' | 'fresh' | 'take-over' | 'at-once';

export async function startApp(mode: StartMode): Promise<void> {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html lacks #root');
  if (mode === 'hydrate') return hydrateApp(root);
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
  void whenRevealed().then(() => document.documentElement.setAttribute(PAGE_READY_ATTRIBUTE, 'ready'));
  syncManifestLink(i18n);
  if (!urlLanguage) void refineLanguageFromServer();
}

/** Attaches to the server's render of this screen (see StartMode). */
async function hydrateApp(root: HTMLElement): Promise<void> {
  const state = readPageState();
  const urlLanguage = parseLanguagePrefix(window.location.pathname)?.language;
  const pageLanguage = state && isLanguage(state.language) ? state.language : undefined;
  await initI18n(pageLanguage ?? urlLanguage).catch((error: unknown) =>
    console.warn('Language catalogue failed to load; English is shown', error),
  );
  const queryClient: QueryClient = createQueryClient();
  if (state) hydrateQueries(queryClient, state.queries);
  const [{ App }, { screenForLocation }] = await Promise.all([
    import('./app/app'),
    import('./app/routing/screens'),
    loadFullEnglish().catch((error: unknown) =>
      console.warn('The rest of the English catalogue failed to load', error),
    ),
  ]);
  // The screen's code is in before the first render, as it was on the server: no Suspense fallback.
  await screenForLocation(window.location.pathname);
  hydrateRoot(
    root,
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>,
  );
  document.documentElement.setAttribute(PAGE_READY_ATTRIBUTE, 'ready');
  syncManifestLink(i18n);
  // The reader's own choice wins after the first render (an unprefixed page is in the account's language).
  if (!urlLanguage) {
    // A page rendered for a signed-in user is in the account's language, which is a choice too.
    const preferred =
      readSavedLanguage() ?? (state?.personal && pageLanguage ? pageLanguage : detectInitialLanguage());
    if (preferred !== i18n.language) await i18n.changeLanguage(preferred);
    // Geography may refine only a guess, never the account's own language.
    if (!state?.personal) void refineLanguageFromServer();
  }
}
