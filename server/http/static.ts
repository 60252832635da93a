import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Files that must be revalidated on every load: the service worker (so updates reach users) and its offline page. */
const REVALIDATE = new Set(['service-worker.js', 'offline.html']);

/**
 * Serves the built client's files (dist/client): hashed assets cached for a year, the rest for a day
 * or revalidated. Pages are not files: server/features/pages renders them.
 */
export async function registerClientFiles(app: FastifyInstance, distDir: string) {
  if (!existsSync(distDir)) {
    app.log.warn(`no client build in ${distDir}; run npm run build`);
    return;
  }
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    // The template itself is never served raw; pages come from the renderer.
    allowedPath: (pathName) => pathName !== '/index.html',
    // Cache-Control is set per file below.
    cacheControl: false,
    setHeaders(res, filePath) {
      if (filePath.includes(`${path.sep}assets${path.sep}`))
        res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      else if (REVALIDATE.has(path.basename(filePath))) res.setHeader('Cache-Control', 'no-cache');
      else res.setHeader('Cache-Control', 'public, max-age=86400');
    },
  });
}
