import { createRoot } from 'react-dom/client';
import { DEFAULT_LANGUAGE } from '../../../common/constants';
import { isLanguage } from '../../../common/i18n/country-languages';
import { hydrate as hydrateQueries } from '@tanstack/react-query';
import { ISLAND_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE, PAGE_READY_ATTRIBUTE } from '../../../common/islands';
import { createQueryClient } from '../../lib/query-client';
import { readPageState } from '../start/page-state';
import { prefetchWhenIdle } from '../use-idle-prefetch';
import { currentLanguage, i18n, initI18n, refineLanguageFromServer } from '../../lib/i18n';
import { parseLanguagePrefix } from '../../lib/language-prefix';
import { nextTask, sliceRenderingUntil, whenQueueDrained } from '../../lib/take-over';
import { type Island, IslandRoot } from './island-root';
import { ISLAND_LOADERS } from './registry';
import { followLinksInApp, setIslandsUnmount, upgradeToApp } from './upgrade';

async function findIslands(): Promise<Island[]> {
  const elements = [...document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)];
  const found = await Promise.all(
    elements.map(async (element) => {
      const name = element.getAttribute(ISLAND_ATTRIBUTE) ?? '';
      const load = ISLAND_LOADERS[name];
      if (!load) return null;
      try {
        const props = element.getAttribute(ISLAND_PROPS_ATTRIBUTE);
        return { element, Component: await load(), props: props ? (JSON.parse(props) as object) : {} };
      } catch (error) {
        // The server's fallback stays; the rest of the page still comes alive.
        console.warn(`Island ${name} failed to load`, error);
        return null;
      }
    }),
  );
  return found.filter((island): island is Island => island !== null);
}

/**
 * Brings a server-rendered public page to life without re-rendering it (ADR 014): the server's HTML
 * stays the page, and only its islands and the overlays mount, each in a task of its own. A reader
 * whose language is not the page's gets the whole app instead, in their language.
 */
export async function startIslands(): Promise<void> {
  const prefix = parseLanguagePrefix(window.location.pathname);
  // The language the server rendered the page in (client/entry-server.tsx: unprefixed pages in English).
  const renderedIn = readPageState()?.language;
  const pageLanguage = isLanguage(renderedIn) ? renderedIn : (prefix?.language ?? DEFAULT_LANGUAGE);
  await initI18n(prefix?.language).catch((error: unknown) =>
    console.warn('Language catalogue failed to load; English is shown', error),
  );
  if (currentLanguage() !== pageLanguage) {
    const { startApp } = await import('../../main');
    return startApp('take-over');
  }
  const islands = await findIslands();
  await nextTask();

  let rendered!: () => void;
  sliceRenderingUntil(new Promise<void>((resolve) => (rendered = resolve)));
  // A container of its own: the app, should it take over, renders into #root while the islands stay.
  const container = document.createElement('div');
  container.id = 'islands';
  document.body.append(container);
  const root = createRoot(container);
  // The islands read what the server rendered the page from (the route's data), not the API again.
  const queryClient = createQueryClient();
  const state = readPageState();
  if (state) hydrateQueries(queryClient, state.queries);
  root.render(
    <IslandRoot
      islands={islands}
      queryClient={queryClient}
      aroundNav={(_navigate, to) => void upgradeToApp(to)}
    />,
  );
  setIslandsUnmount(() => {
    root.unmount();
    container.remove();
  });
  document.addEventListener('click', followLinksInApp);
  i18n.on('languageChanged', (language: string) => {
    if (language !== pageLanguage) void upgradeToApp();
  });

  await whenQueueDrained();
  rendered();
  document.documentElement.setAttribute(PAGE_READY_ATTRIBUTE, 'ready');
  prefetchWhenIdle([() => import('../../main'), () => import('../app')]);
  if (!prefix) void refineLanguageFromServer();
}
