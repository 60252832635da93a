/**
 * The server's way into the client (ADR 014): renders a request with the same route manifest and
 * components the browser runs. The server loads this module at run time (the Vite SSR build in
 * production, Vite's ssrLoadModule in development, Vitest's transform in tests) and implements
 * nothing of a page itself. Preact's renderer: the browser build runs Preact too (ADR 011).
 */
import { dehydrate, QueryClient } from '@tanstack/react-query';
import i18next, { type i18n as I18n } from 'i18next';
import { renderToString } from 'preact-render-to-string';
import { DEFAULT_LANGUAGE, type Language, PRODUCT_NAME } from '../common/constants';
import type { User } from '../common/contracts/auth';
import { ISLANDS_PAGE_ATTRIBUTE, PAGE_STATE_ID } from '../common/islands';
import {
  CONSENT_BANNER_SLOT,
  type FetchJson,
  type PageAnswer,
  type PageRendererModule,
  type PageRequest,
  type RenderedPage,
  type RouteSummary,
} from '../common/page-rendering';
import { App } from './app/app';
import { ForbiddenPage } from './app/forbidden-page';
import { NotFoundPage } from './app/not-found-page';
import { decideRoute } from './app/routing/decide';
import { ROUTES } from './app/routing/manifest';
import { matchRoute } from './app/routing/match';
import type { RouteArgs, RouteEntry, RouteTextArgs, SeoEntry } from './app/routing/route-entry';
import { loadScreen } from './app/routing/screens';
import { USER_QUERY_KEY } from './features/auth';
import { catalogQueries } from './features/catalog';
import { ServerConsentBanner } from './features/consent';
import { platformMetricsQuery } from './features/platform';
import {
  alternates,
  LANGUAGE_PREFIXES,
  type LanguagePrefix,
  prefixedPath,
  splitLanguagePrefix,
} from './lib/language-prefix';
import { type PageState, escapeJsonForScript } from './app/start/page-state';
import { type CityRow, siteGraph } from './lib/structured-data';
import { ApiError } from './lib/api-error';
import { I18N_OPTIONS } from './lib/i18n-options';
import type { EndpointQuery } from './lib/queries';

const catalogues = import.meta.glob<Record<string, unknown>>('../common/i18n/locales/*.json', {
  eager: true,
  import: 'default',
});

const instances = new Map<Language, I18n>();

/** One i18next instance per language, with every catalogue in memory, made once. */
function textsFor(language: Language): I18n {
  let instance = instances.get(language);
  if (!instance) {
    instance = i18next.createInstance();
    void instance.init({
      ...I18N_OPTIONS,
      lng: language,
      initAsync: false,
      resources: {
        [DEFAULT_LANGUAGE]: { translation: catalogues[`../common/i18n/locales/${DEFAULT_LANGUAGE}.json`]! },
        [language]: { translation: catalogues[`../common/i18n/locales/${language}.json`] ?? {} },
      },
    });
    instances.set(language, instance);
  }
  return instance;
}

function esc(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A query answered on the server is put in the cache the screen reads; anything else is left to the browser. */
async function prefetch(
  queryClient: QueryClient,
  fetchJson: FetchJson,
  queries: EndpointQuery<unknown>[],
): Promise<'ok' | 'not-found'> {
  const answers = await Promise.all(queries.map((query) => fetchJson(query.queryKey[0])));
  let outcome: 'ok' | 'not-found' = 'ok';
  const failed: Promise<void>[] = [];
  answers.forEach((answer, i) => {
    const { queryKey } = queries[i]!;
    if (answer.status === 200) queryClient.setQueryData(queryKey, answer.body);
    // A parameter the API refuses (400) names nothing, as an unknown one (404) does. The screen gets
    // the answer as the browser would, and shows its own not-found state (with its way back).
    else if (answer.status === 404 || answer.status === 400) {
      outcome = 'not-found';
      const body = (answer.body ?? null) as ConstructorParameters<typeof ApiError>[2];
      failed.push(
        queryClient.prefetchQuery({
          queryKey,
          queryFn: () => Promise.reject(new ApiError(404, JSON.stringify(body), body)),
        }),
      );
    }
  });
  await Promise.all(failed);
  return outcome;
}

/** The rendered page's first heading, as its title when the route names none (the browser does the same). */
function headingOf(html: string): string | null {
  const match = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html);
  if (!match) return null;
  const text = match[1]!
    .replace(/<[^>]+>/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return text ? decodeEntities(text) : null;
}

const decodeEntities = (text: string) =>
  text
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

interface Rendering {
  request: PageRequest;
  prefix: LanguagePrefix;
  /** The catalogue the page is rendered from. */
  language: Language;
  texts: I18n;
  queryClient: QueryClient;
  status: RenderedPage['status'];
  /** islands: the server's HTML stays the page; app: the browser hydrates it. */
  mode: 'islands' | 'app';
  /** Who the page was rendered for (null: as a signed-out visitor). */
  user: User | null;
  route?: RouteEntry;
  args?: RouteArgs;
  seo?: SeoEntry;
  /** The page instead of the routes (403, 404). */
  page?: 'forbidden' | 'not-found';
  /**
   * Not to be cached for others: a 404 that only this visitor's access revealed (an unknown id behind
   * a guarded route) would otherwise answer a signed-out visitor of the same URL instead of sign-in.
   */
  personalAnswer?: boolean;
}

function textArgs(r: Rendering, args: RouteArgs, path: string): RouteTextArgs {
  return {
    ...args,
    t: r.texts.t,
    origin: r.request.publicUrl,
    url: r.request.publicUrl + prefixedPath(r.prefix, path),
    localePath: (p) => prefixedPath(r.prefix, p),
    data: <T,>(query: EndpointQuery<T>) => r.queryClient.getQueryData<T>(query.queryKey),
  };
}

async function headOf(
  r: Rendering,
  html: string,
): Promise<{ title: string; description: string; head: string }> {
  const { t } = r.texts;
  const path = splitLanguagePrefix(r.request.path).rest;
  const args = r.args && textArgs(r, r.args, path);
  const heading = headingOf(html);
  const title =
    (r.status === 200 && args && r.route?.title?.(args)) ||
    (heading ? t('layout.documentTitle', { title: heading }) : t('seo.default.title'));
  if (!r.seo || !args || r.status !== 200) {
    return {
      title,
      description: t('seo.default.description'),
      head: '<meta name="robots" content="noindex" />',
    };
  }
  const description = r.seo.description(args);
  const canonicalPath = r.seo.canonicalPath?.(args) ?? path;
  const canonical = r.request.publicUrl + prefixedPath(r.prefix, canonicalPath);
  const cities = (await r.request.fetchJson(catalogQueries.cities().queryKey[0])).body;
  const graph = [
    ...siteGraph(r.request.publicUrl, t, r.prefix.tag, Array.isArray(cities) ? (cities as CityRow[]) : []),
    ...(r.seo.jsonLd?.(args) ?? []),
  ];
  const base = r.request.publicUrl;
  const head = [
    `<link rel="canonical" href="${esc(canonical)}" />`,
    ...alternates(canonicalPath).map(
      (a) => `<link rel="alternate" hreflang="${esc(a.hreflang)}" href="${esc(base + a.path)}" />`,
    ),
    `<meta property="og:type" content="${r.seo.ogType ?? 'website'}" />`,
    `<meta property="og:site_name" content="${esc(PRODUCT_NAME)}" />`,
    `<meta property="og:title" content="${esc(title)}" />`,
    `<meta property="og:description" content="${esc(description)}" />`,
    `<meta property="og:url" content="${esc(canonical)}" />`,
    `<meta property="og:locale" content="${esc(r.prefix.ogLocale)}" />`,
    `<meta property="og:image" content="${esc(`${base}/icons/icon-512.png`)}" />`,
    '<meta name="twitter:card" content="summary" />',
    `<script type="application/ld+json">${escapeJsonForScript({ '@context': 'https://schema.org', '@graph': graph })}</script>`,
  ].join('');
  return { title, description, head };
}

async function finish(r: Rendering): Promise<RenderedPage> {
  const page =
    r.page === 'forbidden' ? <ForbiddenPage /> : r.page === 'not-found' ? <NotFoundPage /> : undefined;
  const html = renderToString(
    <App
      ssr={{ path: r.request.path, search: r.request.search }}
      queryClient={r.queryClient}
      i18n={r.texts}
      {...(page ? { page } : {})}
    />,
  );
  const { title, description, head } = await headOf(r, html);
  const state: PageState = {
    language: r.language,
    mode: r.mode,
    status: r.status,
    personal: r.user !== null,
    queries: dehydrate(r.queryClient, {
      // The visitor's own account travels only with a page rendered for them.
      shouldDehydrateQuery: (query) =>
        query.state.status === 'success' && (r.user !== null || query.queryKey[0] !== USER_QUERY_KEY[0]),
    }),
  };
  const stateScript = `<script type="application/json" id="${PAGE_STATE_ID}">${escapeJsonForScript(state)}</script>`;
  const body =
    r.mode === 'islands'
      ? `<div id="prerender" ${ISLANDS_PAGE_ATTRIBUTE}>${html}${CONSENT_BANNER_SLOT}</div><div id="root"></div>${stateScript}`
      : `<div id="root" data-ssr="">${html}</div>${CONSENT_BANNER_SLOT}${stateScript}`;
  return {
    kind: 'page',
    status: r.status,
    shared:
      r.user !== null || r.personalAnswer
        ? 'no'
        : r.mode === 'islands' && r.page !== 'forbidden'
          ? 'everyone'
          : 'signed-out',
    language: r.language,
    lang: r.prefix.prefix ? r.prefix.tag : r.language,
    title,
    description,
    head,
    body,
    consentBanner: consentBannerFor(r.prefix, r.texts),
  };
}

const consentBanners = new Map<string, string>();

/** The cookie banner as its component draws it, for the first paint (once per language prefix). */
function consentBannerFor(prefix: LanguagePrefix, texts: I18n): string {
  let html = consentBanners.get(prefix.prefix);
  if (html === undefined) {
    html = renderToString(<ServerConsentBanner prefix={prefix} i18n={texts} />);
    consentBanners.set(prefix.prefix, html);
  }
  return html;
}

function newQueryClient(user: User | null): QueryClient {
  const queryClient = new QueryClient({
    // retryOnMount off: a read answered 404 stays an error for the render (the not-found state).
    defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY, retry: false, retryOnMount: false } },
  });
  queryClient.setQueryData(USER_QUERY_KEY, user);
  return queryClient;
}

export async function renderPage(request: PageRequest): Promise<PageAnswer> {
  const { prefix, rest } = splitLanguagePrefix(request.path);
  const match = matchRoute(ROUTES, rest);
  const mode = match?.route.render ?? 'app';
  // An unprefixed page is English, except one rendered for a signed-in user: in their language.
  const language = !prefix.prefix && request.user && mode === 'app' ? request.user.language : prefix.language;
  const texts = textsFor(language);
  const base = { request, prefix, texts, language };

  const errorPage = async (status: 403 | 404, user: User | null, personalAnswer = false) => {
    const queryClient = newQueryClient(user);
    // The not-found page shows the platform's real figures.
    if (status === 404) await prefetch(queryClient, request.fetchJson, [platformMetricsQuery()]);
    // The 404 page is shared, so it is in the URL's language whoever asks (as its islands start).
    const shared = status === 404 ? { texts: textsFor(prefix.language), language: prefix.language } : {};
    return finish({
      ...base,
      ...shared,
      queryClient,
      status,
      // The 403 page is for the signed-in visitor, in their language: it hydrates like their other
      // screens (the router renders the same page there). The 404 page is the same for everyone.
      mode: status === 403 ? 'app' : 'islands',
      user,
      page: status === 403 ? 'forbidden' : 'not-found',
      personalAnswer,
    });
  };

  if (!match) return errorPage(404, null);
  const { route, params } = match;
  const decision = decideRoute(route, request.user, `${rest}${request.search}`);
  if (decision.kind === 'redirect') return { kind: 'redirect', location: prefixedPath(prefix, decision.to) };
  if (decision.kind === 'forbidden') return errorPage(403, request.user);

  // A page that stays the server's HTML is the same for everyone: it is rendered as a signed-out visitor.
  const user = mode === 'islands' ? null : request.user;
  const queryClient = newQueryClient(user);
  const args: RouteArgs = { params, search: new URLSearchParams(request.search), user, language };
  const [outcome, , seo] = await Promise.all([
    prefetch(queryClient, request.fetchJson, route.data?.(args) ?? []),
    loadScreen(route),
    route.seo?.(),
  ]);
  if (outcome === 'not-found') {
    // A hydrated screen would start over without the server's error; it gets the not-found page.
    if (mode !== 'islands') return errorPage(404, null, route.access !== 'public');
    return finish({ ...base, queryClient, status: 404, mode, user, route, args });
  }
  return finish({ ...base, queryClient, status: 200, mode, user, route, args, ...(seo ? { seo } : {}) });
}

/** sitemap.xml: every indexable route once under its unprefixed URL, with its language versions. */
export async function renderSitemap(publicUrl: string, fetchJson: FetchJson): Promise<string> {
  const entries: { path: string; lastmod?: string }[] = [];
  for (const route of ROUTES) {
    if (!route.seo || route.access !== 'public') continue;
    const seo = await route.seo();
    if (seo.sitemap === false) continue;
    if (!seo.sitemap) {
      if (!route.path.includes(':') && !route.path.includes('*')) entries.push({ path: route.path });
      continue;
    }
    const answers = await Promise.all(seo.sitemap.queries.map((q) => fetchJson(q.queryKey[0])));
    if (answers.every((a) => a.status === 200)) entries.push(...seo.sitemap.urls(answers.map((a) => a.body)));
  }
  const xml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
  const urls = entries.map((e) => {
    const links = alternates(e.path)
      .map(
        (a) =>
          `    <xhtml:link rel="alternate" hreflang="${xml(a.hreflang)}" href="${xml(publicUrl + a.path)}"/>`,
      )
      .join('\n');
    const lastmod = e.lastmod ? `    <lastmod>${xml(e.lastmod)}</lastmod>\n` : '';
    return `  <url>\n    <loc>${xml(publicUrl + e.path)}</loc>\n${lastmod}${links}\n  </url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${urls.join('\n')}
</urlset>
`;
}

/**
 * robots.txt: public pages open; the API and every route that is not public closed, with and
 * without a language prefix. Rules match by prefix, so a closed path is closed at itself and below
 * ("/admin$" and "/admin/"), never a public page that merely starts the same way.
 */
export function renderRobots(publicUrl: string): string {
  const closed = ROUTES.filter((route) => route.access !== 'public' || !route.seo)
    .map((route) => route.path.replace(/\/[:*].*$/, ''))
    .filter((path, i, all) => path && all.indexOf(path) === i);
  const rulesFor = (path: string) => [`${path}$`, `${path}?`, `${path}/`];
  const rules = [
    '/api/',
    ...closed.flatMap(rulesFor),
    ...LANGUAGE_PREFIXES.flatMap((l) => closed.flatMap(rulesFor).map((rule) => `/${l.prefix}${rule}`)),
  ];
  return [
    'User-agent: *',
    'Allow: /',
    ...rules.map((r) => `Disallow: ${r}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

export function routeTable(): RouteSummary[] {
  return ROUTES.map((route) => ({
    path: route.path,
    access: route.access,
    redirectsWhenForbidden: Boolean(route.whenForbidden),
    redirects: Boolean(route.redirect),
    render: route.render ?? 'app',
    indexed: Boolean(route.seo),
  }));
}

export default { routeTable, renderPage, renderSitemap, renderRobots } satisfies PageRendererModule;
