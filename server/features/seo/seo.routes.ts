import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { buildManifest, MANIFEST_ROUTES } from './manifest.ts';
import { PAGE_CACHE_MS } from './render.ts';
import { buildRobots, buildSitemap } from './sitemap.ts';
import { TtlCache } from './ttl-cache.ts';

/** sitemap.xml, robots.txt and the web manifests, generated from data and the catalogues. */
export function registerSeoRoutes(app: FastifyInstance, ctx: AppContext) {
  const sitemapCache = new TtlCache<string>(PAGE_CACHE_MS, 1);
  const hide = { schema: { hide: true } };

  app.get('/sitemap.xml', hide, async (_req, reply) => {
    const xml = await sitemapCache.get('sitemap', () => buildSitemap(ctx));
    return reply
      .type('application/xml; charset=utf-8')
      .header('Cache-Control', 'public, max-age=300')
      .send(xml);
  });

  const robots = buildRobots(ctx.env.PUBLIC_URL);
  app.get('/robots.txt', hide, async (_req, reply) =>
    reply.type('text/plain; charset=utf-8').header('Cache-Control', 'public, max-age=3600').send(robots),
  );

  for (const { path, language } of MANIFEST_ROUTES) {
    const body = JSON.stringify(buildManifest(language));
    app.get(path, hide, async (_req, reply) =>
      reply
        .type('application/manifest+json; charset=utf-8')
        .header('Cache-Control', 'public, max-age=3600')
        .send(body),
    );
  }
}
