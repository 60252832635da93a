import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { User } from '../../../common/contracts/auth.ts';
import {
  CONSENT_BANNER_SLOT,
  type FetchJson,
  type PageRendererModule,
  type RenderedPage,
} from '../../../common/page-rendering.ts';
import type { AppContext } from '../../context.ts';
import { manifestPathFor } from '../pwa/index.ts';
import { compileTemplate } from './template.ts';
import { ExpiringMap } from './ttl-cache.ts';

/** Where pages come from: the client's server entry and the page template (ADR 014). */
export interface PageSource {
  renderer(): Promise<PageRendererModule>;
  /** The page template for a URL (Vite transforms it per URL in development). */
  template(url: string): Promise<string>;
  /** Development: every edit changes the renderer and the template, so nothing is reused. */
  live?: boolean;
}

/** How long a page shared by its visitors is reused: edits to skills, cities or articles show within a minute. */
export const PAGE_CACHE_MS = 60_000;

export type PageResult =
  | { kind: 'redirect'; location: string }
  | {
      kind: 'page';
      status: number;
      /** The page's HTML (made on demand: a shared page's compressed copy may already exist). */
      html: () => string;
      consentBanner: string;
      /** Compressed copies of a shared page, made once per variant while the page is cached. */
      variants?: Map<string, Buffer>;
    };

interface CachedPage {
  page: RenderedPage;
  fill: (page: RenderedPage) => string;
  variants: Map<string, Buffer>;
}

/**
 * Renders pages through the client's entry: a GET of the API as the visitor answers the route's data
 * in process (app.inject, so every rule of every endpoint applies), and a page the same for every
 * visitor (or every signed-out one) is reused for a minute.
 */
export function createPageService(app: FastifyInstance, ctx: AppContext, source: PageSource) {
  const publicUrl = ctx.env.PUBLIC_URL;
  const cache = new ExpiringMap<CachedPage>(source.live ? 0 : PAGE_CACHE_MS, 2000);
  let filler: Promise<(page: RenderedPage) => string> | null = null;

  const fillerFor = async (url: string) => {
    if (source.live) return toFiller(await source.template(url));
    filler ??= source.template(url).then(toFiller);
    return filler;
  };

  /** GETs of the API as the visitor: same cookies, same answers their browser would get. */
  const fetchAs =
    (cookie: string | undefined): FetchJson =>
    async (url) => {
      const res = await app.inject({
        method: 'GET',
        url,
        headers: { accept: 'application/json', ...(cookie ? { cookie } : {}) },
      });
      let body: unknown = null;
      try {
        body = res.body ? JSON.parse(res.body) : null;
      } catch {
        body = null;
      }
      return { status: res.statusCode, body };
    };

  async function render(req: FastifyRequest, path: string, search: string, user: User | null) {
    const renderer = await source.renderer();
    const answer = await renderer.renderPage({
      path,
      search,
      user,
      publicUrl,
      fetchJson: fetchAs(req.headers.cookie),
    });
    if (answer.kind === 'redirect') return answer;
    return { page: answer, fill: await fillerFor(req.url), variants: new Map<string, Buffer>() };
  }

  return {
    /** The page at a URL for this visitor: a redirect, or its HTML with the cookie-banner slot. */
    async pageFor(req: FastifyRequest, user: User | null): Promise<PageResult> {
      const [path = '/', query] = req.url.split('?', 2);
      const search = query === undefined ? '' : `?${query}`;
      const key = `${path}${search}`;
      // A page shared by signed-out visitors serves them from the cache; islands pages serve everyone.
      const cached = cache.peek(key);
      const hit = cached && (!user || cached.page.shared === 'everyone') ? cached : null;
      const result = hit ?? (await render(req, path, search, user));
      if ('kind' in result) return result;
      if (!hit && (result.page.shared === 'everyone' || (result.page.shared === 'signed-out' && !user)))
        cache.set(key, result);
      const { page, fill, variants } = result;
      const shared = page.shared === 'everyone' || (page.shared === 'signed-out' && !user);
      return {
        kind: 'page',
        status: page.status,
        html: () => fill(page),
        consentBanner: page.consentBanner,
        ...(shared && !source.live ? { variants } : {}),
      };
    },

    async sitemap(): Promise<string> {
      return (await source.renderer()).renderSitemap(publicUrl, fetchAs(undefined));
    },

    async routeTable() {
      return (await source.renderer()).routeTable();
    },

    async robots(): Promise<string> {
      return (await source.renderer()).renderRobots(publicUrl);
    },
  };
}

function toFiller(template: string) {
  const fill = compileTemplate(template);
  return (page: RenderedPage) =>
    fill({
      lang: page.lang,
      title: page.title,
      description: page.description,
      manifest: manifestPathFor(page.language),
      head: page.head,
      body: page.body,
    });
}

/** The page as sent: with its cookie banner in the first paint when this browser has not chosen yet. */
export function withConsentBanner(html: string, banner: string, askForConsent: boolean): string {
  return html.replace(CONSENT_BANNER_SLOT, askForConsent ? banner : '');
}
