import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useMemo, useReducer, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Redirect, Route, Switch, useLocation, useRouter, useSearch } from 'wouter';
import { ClientOnly } from '../../components/client-only';
import { LoadingBlock } from '../../components/ui/spinner';
import { useAuth } from '../../features/auth';
import { useDocumentTitle } from '../../hooks/use-document-title';
import type { EndpointQuery } from '../../lib/queries';
import { isLanguage } from '../../../common/i18n/country-languages';
import { DEFAULT_LANGUAGE, type Language } from '../../../common/constants';
import { ForbiddenPage } from '../forbidden-page';
import { NotFoundPage } from '../not-found-page';
import { decideRoute } from './decide';
import { ROUTES } from './manifest';
import { matchRoute } from './match';
import type { RouteArgs, RouteEntry } from './route-entry';
import { screenOf } from './screens';

export function RouteLoading() {
  const { t } = useTranslation();
  return <LoadingBlock label={t('app.loadingProduct')} className="min-h-[50vh]" />;
}

const currentLanguageOf = (language: string): Language =>
  isLanguage(language) ? language : DEFAULT_LANGUAGE;

/** The route's own title once its data is in (the server wrote the same into the first response). */
function RouteTitle({ route, args }: { route: RouteEntry; args: RouteArgs }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  // The router's base is the page's language prefix ("/de"), or "" on an unprefixed page.
  const { base } = useRouter();
  // The title reads what the screen's own queries loaded (no requests of its own) and follows the cache.
  const [, cacheChanged] = useReducer((n: number) => n + 1, 0);
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        // Cache events can fire while another component renders; the title updates just after.
        if (event.type === 'updated') queueMicrotask(cacheChanged);
      }),
    [queryClient],
  );
  const title = route.title?.({
    ...args,
    t,
    origin: window.location.origin,
    url: window.location.href,
    localePath: (path) => (base && path === '/' ? base : `${base}${path}`),
    data: <T,>(query: EndpointQuery<T>) => queryClient.getQueryData<T>(query.queryKey),
  });
  return title ? <DocumentTitle title={title} /> : null;
}

function DocumentTitle({ title }: { title: string }) {
  useDocumentTitle(title);
  return null;
}

/**
 * One route's screen behind its guard (common/permissions.ts via decideRoute): a visitor who may not
 * open it is sent to sign in, sent elsewhere, or shown the 403 page, as the server would answer.
 * Redirects that depend on who is signed in are decided when the screen is entered, so a sign-in made
 * on the screen itself (the auth page) leaves it by its own navigation.
 */
function RouteScreen({ route }: { route: RouteEntry }) {
  const { i18n } = useTranslation();
  const { user, isLoading } = useAuth();
  const [location] = useLocation();
  const search = useSearch();
  const here = `${location}${search ? `?${search}` : ''}`;
  const args = useMemo<RouteArgs>(
    () => ({
      params: matchRoute([route], location)?.params ?? {},
      search: new URLSearchParams(search),
      user,
      language: currentLanguageOf(i18n.language),
    }),
    [route, location, search, user, i18n.language],
  );
  // Set once the screen has been shown: from then on only access (not route.redirect) moves the user.
  const entered = useRef(false);
  if (isLoading && (route.access !== 'public' || route.redirect)) return <RouteLoading />;
  const decision = decideRoute(route, user, here);
  if (decision.kind === 'redirect' && (decision.reason === 'access' || !entered.current))
    return <Redirect to={decision.to} replace />;
  if (decision.kind === 'forbidden') return <ForbiddenPage />;
  entered.current = true;
  const Screen = screenOf(route);
  return (
    <Suspense fallback={<RouteLoading />}>
      {/* The server writes the title into the page's head; in the browser it follows navigation. */}
      <ClientOnly>
        <RouteTitle route={route} args={args} />
      </ClientOnly>
      <Screen />
    </Suspense>
  );
}

/** Every route of the manifest, then the not-found page. */
export function AppRoutes() {
  return (
    <Switch>
      {ROUTES.map((route) => (
        <Route key={route.path} path={route.path}>
          <RouteScreen route={route} />
        </Route>
      ))}
      <Route>
        <NotFoundPage />
      </Route>
    </Switch>
  );
}
