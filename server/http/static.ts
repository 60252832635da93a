import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { findCurrentConsent } from '../features/consent/index.ts';
import { createPageRenderer, pageHtml } from '../features/seo/index.ts';
import { isApiPath } from './paths.ts';
import type { SessionCookies } from './session-context.ts';

export interface ClientOptions {
  /** The client build (dist/client): hashed assets, public files and index.html. */
  distDir: string;
  /** The page template; defaults to distDir/index.html, read once. Tests pass a fixture. */
  indexHtml?: string;
  /** Pages hand out the anonymous CSRF anchor so the app's first API calls share it. */
  cookies?: Pick<SessionCookies, 'ensureAnonCookie' | 'visitorOf'>;
}

/** Files that must be revalidated on every load: the service worker (so updates reach users) and its offline page. */
const REVALIDATE = new Set(['service-worker.js', 'offline.html']);

/**
 * Serves the built client. Hashed assets are cached for a year; every other GET that is not an API
 * call or a file gets index.html with the page's language, head and, for public pages, its content
 * rendered in (server/features/seo); the client's router then takes over.
 */
export async function registerClient(app: FastifyInstance, ctx: AppContext, opts: ClientOptions) {
  const { distDir } = opts;
  const indexFile = path.join(distDir, 'index.html');
  if (opts.indexHtml === undefined && !existsSync(indexFile)) {
    app.log.warn(`no client build in ${distDir}; run npm run build`);
    return;
  }
  const render = createPageRenderer(ctx, opts.indexHtml ?? readFileSync(indexFile, 'utf8'));
  if (existsSync(distDir)) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // The template itself is never served raw; pages come from the renderer below.
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
  app.get('/*', { schema: { hide: true } }, async (req, reply) => {
    const pathname = req.url.split('?')[0]!;
    // A missing file (an old hashed asset after a deploy, a stray .map) is a 404, not the page shell;
    // so is anything that is an API call once decoded (paths.ts), however it was spelled.
    if (isApiPath(pathname) || pathname.startsWith('/assets/') || /\.[a-z0-9]{1,8}$/i.test(pathname))
      return reply.callNotFound();
    const page = await render(pathname);
    const cookies = opts.cookies;
    // A browser with a cookie choice in force is not asked again; one without is asked in the first paint.
    const askForConsent =
      page.consentBanner !== undefined &&
      (!cookies || (await findCurrentConsent(ctx, await cookies.visitorOf(req))) === null);
    cookies?.ensureAnonCookie(req, reply);
    return reply
      .code(page.status)
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .send(pageHtml(page, askForConsent));
  });
}
