import { PRODUCT_NAME } from '../../../common/constants.ts';
import { ISLANDS_PAGE_ATTRIBUTE } from '../../../common/islands.ts';
import type { AppContext } from '../../context.ts';
import { listCities } from '../catalog/index.ts';
import { type PageContent, pageContent } from './content.ts';
import { esc, jsonForScript } from './html.ts';
import { CONSENT_BANNER_SLOT, consentBannerHtml } from './consent-banner.ts';
import { frame } from './layout.ts';
import { alternates, type Locale, localePath, splitLocale } from './locales.ts';
import { manifestPathFor } from './manifest.ts';
import { isPrivatePath, matchPublicPage, pathOf } from './pages.ts';
import { siteGraph } from './structured-data.ts';
import { textsFor } from './text.ts';
import { TtlCache } from './ttl-cache.ts';

export interface RenderedPage {
  status: 200 | 404;
  /** A pre-rendered page holds CONSENT_BANNER_SLOT: pass it through pageHtml() before sending. */
  html: string;
  /** The page's cookie banner, for a browser that has not chosen yet. */
  consentBanner?: string;
}

/** The page as sent: with its cookie banner in the first paint when this browser has not chosen yet. */
export function pageHtml(page: RenderedPage, askForConsent: boolean): string {
  if (!page.consentBanner) return page.html;
  return page.html.replace(CONSENT_BANNER_SLOT, askForConsent ? page.consentBanner : '');
}

/** How long a rendered page is reused: edits to skills, cities or articles show within a minute. */
export const PAGE_CACHE_MS = 60_000;

/**
 * The built index.html cut once at its insertion points: <html lang>, <title>, the description
 * meta, the manifest link, </head> and the empty #root. A template without one of them still works
 * (the tag is added instead of replaced), so a test can pass a minimal fixture.
 */
export function compileTemplate(indexHtml: string) {
  let html = indexHtml;
  html = html.replace(/<html\b[^>]*>/i, (tag) =>
    /\blang=/.test(tag)
      ? tag.replace(/\blang="[^"]*"/, 'lang="__LANG__"')
      : tag.replace(/>$/, ' lang="__LANG__">'),
  );
  const headExtras: string[] = [];
  if (/<title>[\s\S]*?<\/title>/i.test(html)) html = html.replace(/<title>[\s\S]*?<\/title>/i, '__TITLE__');
  else headExtras.push('__TITLE__');
  const description = /<meta\s+name="description"[^>]*>/i;
  if (description.test(html)) html = html.replace(description, '__DESCRIPTION__');
  else headExtras.push('__DESCRIPTION__');
  const manifest = /<link\s+rel="manifest"[^>]*>/i;
  if (manifest.test(html)) html = html.replace(manifest, '__MANIFEST__');
  else headExtras.push('__MANIFEST__');
  html = html.replace(/<\/head>/i, `${headExtras.join('')}__HEAD__</head>`);
  html = html.replace(/<div id="root"><\/div>/, '__BODY__<div id="root"></div>');
  const parts = html.split(/(__LANG__|__TITLE__|__DESCRIPTION__|__MANIFEST__|__HEAD__|__BODY__)/);

  return (values: {
    lang: string;
    title: string;
    description: string;
    manifest: string;
    head: string;
    body: string;
  }) =>
    parts
      .map((part) => {
        switch (part) {
          case '__LANG__':
            return esc(values.lang);
          case '__TITLE__':
            return `<title>${esc(values.title)}</title>`;
          case '__DESCRIPTION__':
            return `<meta name="description" content="${esc(values.description)}" />`;
          case '__MANIFEST__':
            return `<link rel="manifest" href="${esc(values.manifest)}" />`;
          case '__HEAD__':
            return values.head;
          case '__BODY__':
            return values.body;
          default:
            return part;
        }
      })
      .join('');
}

export type PageRenderer = (pathname: string) => Promise<RenderedPage>;

/**
 * Renders every GET of the client: public pages (/, the FAQs, blog, skills, cities, legal, with or
 * without a language prefix) with their content, head and structured data in the HTML; unknown
 * public ids as 404; sign-in-only screens as the plain shell with noindex; anything else as the shell.
 */
export function createPageRenderer(
  ctx: AppContext,
  indexHtml: string,
  opts: { cacheMs?: number } = {},
): PageRenderer {
  const fill = compileTemplate(indexHtml);
  const cache = new TtlCache<RenderedPage>(opts.cacheMs ?? PAGE_CACHE_MS, 2000);
  const base = ctx.env.PUBLIC_URL;

  const shell = (locale: Locale, status: 200 | 404, robots: boolean, title?: string): RenderedPage => {
    const x = textsFor(locale.language);
    return {
      status,
      html: fill({
        lang: locale.tag,
        title: title ?? x.t('seo.default.title'),
        description: x.t('seo.default.description'),
        manifest: manifestPathFor(locale.language),
        head: robots ? '<meta name="robots" content="noindex" />' : '',
        body: '',
      }),
    };
  };

  async function renderPublic(locale: Locale, rest: string): Promise<RenderedPage> {
    const page = matchPublicPage(rest)!;
    const x = textsFor(locale.language);
    const cities = await listCities(ctx);
    const requestedPath = pathOf(page);
    const url = `${base}${localePath(locale, requestedPath)}`;
    const content: PageContent | null = await pageContent({ ctx, page, locale, x, url, base, cities });
    if (!content) return shell(locale, 404, true, x.t('seo.notFound.title'));
    const path = content.canonicalPath ?? requestedPath;
    const canonical = `${base}${localePath(locale, path)}`;
    const graph = [...siteGraph(base, x, locale.tag, cities), ...content.jsonLd];
    const head = [
      `<link rel="canonical" href="${esc(canonical)}" />`,
      ...alternates(path).map(
        (a) => `<link rel="alternate" hreflang="${esc(a.hreflang)}" href="${esc(base + a.path)}" />`,
      ),
      `<meta property="og:type" content="${content.ogType}" />`,
      `<meta property="og:site_name" content="${esc(PRODUCT_NAME)}" />`,
      `<meta property="og:title" content="${esc(content.title)}" />`,
      `<meta property="og:description" content="${esc(content.description)}" />`,
      `<meta property="og:url" content="${esc(canonical)}" />`,
      `<meta property="og:locale" content="${esc(locale.ogLocale)}" />`,
      `<meta property="og:image" content="${esc(`${base}/icons/icon-512.png`)}" />`,
      '<meta name="twitter:card" content="summary" />',
      `<script type="application/ld+json">${jsonForScript({ '@context': 'https://schema.org', '@graph': graph })}</script>`,
    ].join('');
    return {
      status: 200,
      html: fill({
        lang: locale.tag,
        title: content.title,
        description: content.description,
        manifest: manifestPathFor(locale.language),
        head,
        // Islands join this block (client/features/islands); on a page that needs the whole app, the
        // client hides #root until its screen is ready, then removes this block (client/features/seo).
        body: `<div id="prerender"${content.needsApp ? '' : ` ${ISLANDS_PAGE_ATTRIBUTE}`}>${frame(locale, x, content.main)}${CONSENT_BANNER_SLOT}</div>`,
      }),
      consentBanner: consentBannerHtml(locale, x),
    };
  }

  return async (pathname) => {
    const { locale, rest } = splitLocale(pathname);
    if (matchPublicPage(rest)) return cache.get(`${locale.prefix}|${rest}`, () => renderPublic(locale, rest));
    const privateScreen = isPrivatePath(rest);
    return cache.get(`${locale.prefix}|${privateScreen ? 'private' : 'shell'}`, async () =>
      shell(locale, 200, privateScreen),
    );
  };
}
