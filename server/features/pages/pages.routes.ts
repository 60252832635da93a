import zlib, { brotliCompressSync, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { isApiPath } from '../../http/paths.ts';
import type { SessionCookies } from '../../http/session-context.ts';
import { resolveSession, toUserDto } from '../../core/session/index.ts';
import { findCurrentConsent } from '../consent/index.ts';
import { createPageService, type PageSource, withConsentBanner } from './pages.service.ts';
import { TtlCache } from './ttl-cache.ts';

const hide = { schema: { hide: true } };

/** br when the browser takes it, else gzip, else none (q=0 refuses an encoding). */
function preferredEncoding(header: string | string[] | undefined): 'br' | 'gzip' | null {
  const accepted = new Set(
    String(header ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase())
      .filter((part) => !/;\s*q=0(\.0*)?$/.test(part))
      .map((part) => part.split(';')[0]),
  );
  return accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : null;
}

function compress(encoding: 'br' | 'gzip', html: string): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(html, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        },
      })
    : gzipSync(html, { level: 9 });
}

/** Paths that are files or the API, never pages: a miss there is a plain 404, not the not-found page. */
const isFileOrApi = (pathname: string) =>
  isApiPath(pathname) || pathname.startsWith('/assets/') || /\.[a-z0-9]{1,8}$/i.test(pathname);

/**
 * Every page GET (ADR 014): the client's entry renders it with the route manifest's rules (status,
 * redirect, data, head). Also sitemap.xml and robots.txt, derived from the same manifest.
 */
export function registerPageRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  source: PageSource,
  cookies: Pick<SessionCookies, 'names' | 'ensureAnonCookie' | 'visitorOf'>,
) {
  const pages = createPageService(app, ctx, source);

  const userOf = async (req: FastifyRequest) => {
    const sid = req.cookies[cookies.names.session];
    const auth = sid && sid.length < 100 ? await resolveSession(ctx, sid) : null;
    return auth ? toUserDto(auth.user) : null;
  };

  app.get('/*', hide, async (req, reply) => {
    const pathname = req.url.split('?')[0]!;
    // A missing file (an old hashed asset after a deploy, a stray .map) is a 404, not a page.
    if (isFileOrApi(pathname)) return reply.callNotFound();
    const user = await userOf(req);
    const result = await pages.pageFor(req, user);
    if (result.kind === 'redirect') return reply.redirect(result.location, 302);
    // A browser with a cookie choice in force is not asked again; one without is asked in the first paint.
    const askForConsent = (await findCurrentConsent(ctx, await cookies.visitorOf(req))) === null;
    cookies.ensureAnonCookie(req, reply);
    reply.code(result.status).type('text/html; charset=utf-8').header('Cache-Control', 'no-cache');
    const html = () => withConsentBanner(result.html(), result.consentBanner, askForConsent);
    const encoding = preferredEncoding(req.headers['accept-encoding']);
    if (!result.variants || !encoding) return reply.send(html());
    // A page shared by its visitors is compressed once per variant, not on every request.
    const key = `${encoding}|${askForConsent}`;
    let body = result.variants.get(key);
    if (!body) {
      body = compress(encoding, html());
      result.variants.set(key, body);
    }
    return reply.header('Content-Encoding', encoding).header('Vary', 'Accept-Encoding').send(body);
  });

  const crawlerFiles = new TtlCache<string>(source.live ? 0 : 60_000, 2);
  app.get('/sitemap.xml', hide, async (_req, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('Cache-Control', 'public, max-age=300')
      .send(await crawlerFiles.get('sitemap', () => pages.sitemap())),
  );
  app.get('/robots.txt', hide, async (_req, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(await crawlerFiles.get('robots', () => pages.robots())),
  );
}
