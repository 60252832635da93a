/**
 * The contract between the server and the client's server-side entry (client/entry-server.tsx,
 * ADR 014): the server hands a request over, the entry renders the screen of the route manifest with
 * the same components the browser runs, and answers with what to send. Types only: the server loads
 * the entry at run time (the Vite SSR build in production, Vite's ssrLoadModule in development).
 */
import type { User } from './contracts/auth.ts';
import type { Access } from './permissions.ts';

/** A GET on the API as the visitor (their cookies), answered in process. */
export type FetchJson = (url: string) => Promise<{ status: number; body: unknown }>;

export interface PageRequest {
  /** The requested path as sent (percent-encoded, with its language prefix if any). */
  path: string;
  /** The query string with its "?", or "". */
  search: string;
  /** The signed-in visitor, or null. */
  user: User | null;
  /** PUBLIC_URL, for canonical and alternate links and structured data. */
  publicUrl: string;
  fetchJson: FetchJson;
}

export interface RenderedPage {
  kind: 'page';
  status: 200 | 403 | 404;
  /**
   * Whom the same HTML may be sent to, so the server may reuse it for a while: 'everyone' (an islands
   * page, rendered as a signed-out visitor sees it), 'signed-out' (rendered for a signed-out visitor)
   * or 'no' (rendered for the signed-in visitor).
   */
  shared: 'everyone' | 'signed-out' | 'no';
  /** The catalogue the page was rendered from. */
  language: string;
  /** <html lang>. */
  lang: string;
  title: string;
  description: string;
  /** Tags for <head>: canonical, alternates, Open Graph, JSON-LD, or robots noindex. */
  head: string;
  /** Everything inside <body> before the entry script: the page, its state, the consent slot. */
  body: string;
  /** The cookie banner to put in CONSENT_BANNER_SLOT for a visitor who has not chosen yet. */
  consentBanner: string;
}

export type PageAnswer = RenderedPage | { kind: 'redirect'; location: string };

/** Where a page takes the cookie banner; filled per request, so the page itself can be shared. */
export const CONSENT_BANNER_SLOT = '<!--consent-banner-->';

/** A route of the manifest as the server may inspect it (tests walk it; nothing serves from it). */
export interface RouteSummary {
  path: string;
  access: Access;
  /** A visitor whose role may not open it is sent to their own page instead of getting 403. */
  redirectsWhenForbidden: boolean;
  /** Sends some allowed users elsewhere (SPEC.md 2.6's /dashboard). */
  redirects: boolean;
  render: 'islands' | 'app';
  indexed: boolean;
}

export interface PageRendererModule {
  /** Every route of the manifest, in order. */
  routeTable(): RouteSummary[];
  renderPage(request: PageRequest): Promise<PageAnswer>;
  /** sitemap.xml: every indexable route's URLs, with their language versions as alternates. */
  renderSitemap(publicUrl: string, fetchJson: FetchJson): Promise<string>;
  /** robots.txt: public pages open; the API and every page that is not public closed. */
  renderRobots(publicUrl: string): string;
}
