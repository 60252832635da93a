import type { AppContext } from '../../context.ts';
import { listPublished } from '../blog/index.ts';
import { listCities, listSkills } from '../catalog/index.ts';
import { escXml } from './html.ts';
import { alternates, PREFIXED_LOCALES } from './locales.ts';
import { PRIVATE_PATHS, STATIC_PAGES } from './pages.ts';

/**
 * sitemap.xml: the static public pages, every skill and city page and every published article, each
 * listed once under its unprefixed URL with its language versions as xhtml:link alternates.
 */
export async function buildSitemap(ctx: AppContext): Promise<string> {
  const base = ctx.env.PUBLIC_URL;
  const [skills, cities, posts] = await Promise.all([
    listSkills(ctx),
    listCities(ctx),
    listPublished(ctx, {}),
  ]);
  const entries: { path: string; lastmod?: string }[] = [
    ...STATIC_PAGES.map((p) => ({ path: p.path })),
    ...skills.map((s) => ({ path: `/learn/${s.id}` })),
    ...cities.map((c) => ({ path: `/city/${c.id}` })),
    ...posts.map((p) => ({ path: `/blog/${p.slug}`, lastmod: p.updatedAt })),
  ];
  const urls = entries.map((e) => {
    const links = alternates(e.path)
      .map(
        (a) =>
          `    <xhtml:link rel="alternate" hreflang="${escXml(a.hreflang)}" href="${escXml(base + a.path)}"/>`,
      )
      .join('\n');
    return `  <url>\n    <loc>${escXml(base + e.path)}</loc>\n${e.lastmod ? `    <lastmod>${escXml(e.lastmod)}</lastmod>\n` : ''}${links}\n  </url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${urls.join('\n')}
</urlset>
`;
}

/**
 * Robots rules match by prefix, so a private path that starts a public one (/trt and
 * /trt-b2b-service, /payment and /payment-optimization) is closed only at its exact path and below.
 */
function robotsRules(path: string): string[] {
  if (path === '/trt' || path === '/sma') return [`${path}/`];
  if (path === '/payment') return [`${path}$`, `${path}?`, `${path}/`];
  return [path];
}

/** robots.txt: public pages open; the API, admin, dashboards and account screens closed, with and without a language prefix. */
export function buildRobots(publicUrl: string): string {
  const rules = [
    '/api/',
    ...PRIVATE_PATHS.flatMap(robotsRules),
    ...PREFIXED_LOCALES.flatMap((l) => PRIVATE_PATHS.flatMap(robotsRules).map((r) => `/${l.prefix}${r}`)),
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
