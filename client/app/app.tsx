import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { LanguageRouter } from './language-router';
import { AppProviders } from './providers';
import { AppShell } from './layout/app-shell';
import { AppRoutes } from './routing/router';
import { RenderErrorBoundary } from './render-error-boundary';
import { useIdlePrefetch } from './use-idle-prefetch';

export interface AppProps {
  /** On the server: the requested path (with its language prefix) and query string. */
  ssr?: { path: string; search: string };
  queryClient?: QueryClient;
  i18n?: I18n;
  /** Instead of the routes: the page the server answered with (403, 404), for hydration to match. */
  page?: ReactNode;
}

/** The whole app: the same tree is rendered by the server (client/entry-server.tsx) and in the browser. */
export function App({ ssr, queryClient, i18n, page }: AppProps) {
  useIdlePrefetch();
  return (
    <RenderErrorBoundary>
      <LanguageRouter {...(ssr ? { ssr } : {})}>
        <AppProviders {...(queryClient ? { queryClient } : {})} {...(i18n ? { i18n } : {})}>
          <AppShell>{page ?? <AppRoutes />}</AppShell>
        </AppProviders>
      </LanguageRouter>
    </RenderErrorBoundary>
  );
}
