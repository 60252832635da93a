import type { TFunction } from 'i18next';
import type { ComponentType } from 'react';
import type { Language } from '../../../common/constants';
import type { User } from '../../../common/contracts/auth';
import type { Access } from '../../../common/permissions';
import type { EndpointQuery } from '../../lib/queries';

/** What a route's functions see: the matched path parameters, the query string and the visitor. */
export interface RouteArgs {
  params: Record<string, string>;
  search: URLSearchParams;
  user: User | null;
  /** The language the page is rendered in. */
  language: Language;
}

/** What a route's title and SEO functions see besides: texts and the data its queries loaded. */
export interface RouteTextArgs extends RouteArgs {
  t: TFunction;
  /** The answer to one of the route's queries, once loaded (always, when the server renders). */
  data<T>(query: EndpointQuery<T>): T | undefined;
  /** PUBLIC_URL on the server, the page's origin in the browser: absolute URLs for structured data. */
  origin: string;
  /** The page's absolute URL in its language. */
  url: string;
  /** An unprefixed path in this page's language ("/faq" on a /de page is "/de/faq"). */
  localePath(path: string): string;
}

/** One URL of the sitemap, unprefixed; its language versions are added as alternates. */
export interface SitemapUrl {
  path: string;
  lastmod?: string;
}

/**
 * A public page's search-engine entry. The server renders it into the head of the first response
 * (canonical, hreflang, Open Graph, JSON-LD); the sitemap lists the route's URLs from `sitemap`.
 */
export interface SeoEntry {
  description(args: RouteTextArgs): string;
  ogType?: 'website' | 'article';
  /** schema.org nodes besides the site-wide ones (client/lib/structured-data.ts). */
  jsonLd?(args: RouteTextArgs): Record<string, unknown>[];
  /** The canonical unprefixed path when it is not the requested one (an article asked for by id). */
  canonicalPath?(args: RouteTextArgs): string | undefined;
  /**
   * The URLs of this route for the sitemap: a static route lists its own path by default; a route
   * with parameters lists its instances from the queries it names.
   */
  sitemap?: { queries: EndpointQuery<unknown>[]; urls(data: unknown[]): SitemapUrl[] } | false;
}

/** Where a route is linked from site-wide. Links to routes the visitor may not open are not shown. */
export interface NavEntry {
  menu: 'header' | 'footer';
  /** Catalogue key of the link text. */
  label: string;
  /** Position within the menu, smallest first. */
  order: number;
}

export interface RouteEntry {
  /** wouter pattern, unprefixed: "/learn/:skillId". Matching ignores case and one trailing slash. */
  path: string;
  /** The screen, loaded on demand (SPEC.md 2.1). It reads its parameters with wouter's useParams. */
  screen: () => Promise<ComponentType>;
  /** Who may open it (common/permissions.ts): the server answers 302 to /auth, 403 or the page. */
  access: Access;
  /**
   * A forbidden visitor is sent here instead of seeing the 403 page (role homes: SPEC.md 2.7 sends a
   * non-student from the learner dashboard to /tutor-dashboard).
   */
  whenForbidden?(user: User): string;
  /** Sends an allowed user elsewhere (SPEC.md 2.6: /dashboard sends students to their own). */
  redirect?(user: User): string | null;
  /** A user who must replace a weak password may still open it (the password screens themselves). */
  allowWhilePasswordUnset?: boolean;
  /** The reads its first render needs: the server fetches them as the visitor and renders with them. */
  data?(args: RouteArgs): EndpointQuery<unknown>[];
  /**
   * The tab title (SPEC.md's texts, WCAG 2.4.2). Without one the page heading is used
   * ("Heading | TRT Tutoring").
   */
  title?(args: RouteTextArgs): string;
  /**
   * Public pages for search engines; a route without it is served with noindex. Loaded on demand:
   * only the server's renderer and the sitemap need it, never the browser's first load.
   */
  seo?: () => Promise<SeoEntry>;
  nav?: NavEntry[];
  /**
   * 'islands' (public pages): the server's HTML stays the page and only its islands and the overlays
   * mount (ADR 014). 'app' (the default): the whole screen hydrates.
   */
  render?: 'islands' | 'app';
  /** Warm this screen's code while the browser is idle (SPEC.md 2.1: /auth, /dashboard, ...). */
  prefetch?: boolean;
}

/** Typed identity: a feature's routes, checked against RouteEntry. */
export const defineRoutes = (routes: RouteEntry[]): readonly RouteEntry[] => routes;
