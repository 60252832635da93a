import type { FastifyInstance } from 'fastify';
import { buildManifest, MANIFEST_ROUTES } from './manifest.ts';

/** The web manifests (SPEC.md 4: one per language for de, fr, es and it), built once from the catalogues. */
export function registerPwaRoutes(app: FastifyInstance) {
  for (const { path, language } of MANIFEST_ROUTES) {
    const body = JSON.stringify(buildManifest(language));
    app.get(path, { schema: { hide: true } }, async (_req, reply) =>
      reply
        .type('application/manifest+json; charset=utf-8')
        .header('Cache-Control', 'public, max-age=3600')
        .send(body),
    );
  }
}
