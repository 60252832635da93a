import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { type AuthState, resolveSession } from '../core/session/index.ts';
import { hmacSigner, pooledRandomToken, safeEqual } from '../lib/crypto.ts';
import { AppError } from './app-error.ts';
import { isApiPath } from './paths.ts';

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthState | null;
    /** Random id of a signed-out browser, the anchor of its login-CSRF token. */
    anonId: string | null;
    /** Came with a session cookie that no longer resolves: the answer clears it. */
    staleSession: boolean;
    /** A mutating request refused as cross-site: its answer carries no token and no cookie. */
    crossSiteRefused: boolean;
    /** The anonymous token minted for this request's new anonymous id (so it is signed once). */
    mintedToken: string | null;
  }
  interface FastifyContextConfig {
    /** A probe (health): its answers never mint an anonymous id, token or cookie. */
    probe?: boolean;
    /**
     * A server-to-server webhook (a payment provider's): authenticated by its signature over the raw
     * body, so it carries no CSRF token (http/route.ts webhookRoute, ADR 026).
     */
    webhook?: boolean;
  }
}

export interface CookieNames {
  session: string;
  anon: string;
  /** Readable by scripts, holds no secret: tells the client a session cookie exists (ADR 007). */
  hint: string;
}

/** `__Host-` cookies need Secure, so the prefix is used only when the product is served over https. */
export function cookieNames(secure: boolean): CookieNames {
  return secure
    ? { session: '__Host-trt_sid', anon: '__Host-trt_anon', hint: '__Host-trt_auth' }
    : { session: 'trt_sid', anon: 'trt_anon', hint: 'trt_auth' };
}

/** 16 random bytes, base64url. */
const ANON_ID = /^[A-Za-z0-9_-]{22}$/;
const ANON_MAX_AGE = 30 * 24 * 3600;
const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Anonymous tokens of ids browsers sent back; bounded, dropped wholesale when full (then recomputed). */
const ANON_TOKEN_CACHE = 10_000;

/**
 * Loads the session (one query) for API requests, and enforces the CSRF synchronizer token of
 * SPEC.md 7.1: signed-in requests use the token stored in the session; signed-out ones a token
 * derived from an anonymous cookie, so login itself is protected. Every API response carries it.
 * "API request" is decided on the normalised path (paths.ts), so no encoding of `/api/` skips this.
 * A second line (ADR 015): a mutating request a browser marks as cross-site, or whose Origin is not
 * PUBLIC_URL's, is refused before anything else runs.
 */
export type SessionCookies = ReturnType<typeof installSessionContext>;

export function installSessionContext(app: FastifyInstance, ctx: AppContext) {
  const secure = ctx.env.PUBLIC_URL.startsWith('https://');
  const names = cookieNames(secure);
  const cookieOpts = { path: '/', httpOnly: true, sameSite: 'lax' as const, secure };

  const ownOrigin = new URL(ctx.env.PUBLIC_URL).origin;

  // The anonymous cookie's attributes never change, and its value is base64url (nothing to escape):
  // its Set-Cookie line is written directly instead of serialised and validated per new browser.
  const anonCookieSuffix = `; Max-Age=${ANON_MAX_AGE}; Path=/; HttpOnly${secure ? '; Secure' : ''}; SameSite=Lax`;
  const setAnonCookie = (reply: FastifyReply, id: string) =>
    reply.header('set-cookie', `${names.anon}=${id}${anonCookieSuffix}`);
  const sign = hmacSigner(ctx.env.SESSION_SECRET);
  // Per app, so tests running several apps with their own secrets in one process never share entries.
  const anonTokens = new Map<string, string>();
  /** Every API answer carries the token: an HMAC per answer was a measurable share of a cheap request. */
  const anonToken = (anonId: string): string => {
    let token = anonTokens.get(anonId);
    if (token === undefined) {
      if (anonTokens.size >= ANON_TOKEN_CACHE) anonTokens.clear();
      token = sign(`csrf:${anonId}`);
      anonTokens.set(anonId, token);
    }
    return token;
  };
  const expectedToken = (req: FastifyRequest): string | null => {
    if (req.auth) return req.auth.session.csrfToken;
    if (req.mintedToken) return req.mintedToken;
    return req.anonId ? anonToken(req.anonId) : null;
  };
  /**
   * The token of this request's browser, minting the anonymous anchor if it has none. A fresh id is
   * not cached: most clients that never send it back (scripts, crawlers) would only fill the cache.
   */
  const currentToken = (req: FastifyRequest, reply: FastifyReply): string => {
    // A login or logout in this request set req.auth to the new state, so the rotated token is sent.
    const expected = expectedToken(req);
    if (expected) return expected;
    req.anonId = pooledRandomToken(16);
    setAnonCookie(reply, req.anonId);
    req.mintedToken = sign(`csrf:${req.anonId}`);
    return req.mintedToken;
  };

  app.decorateRequest('auth', null);
  app.decorateRequest('anonId', null);
  app.decorateRequest('staleSession', false);
  app.decorateRequest('crossSiteRefused', false);
  app.decorateRequest('mintedToken', null);

  // Callback-style: most API requests need no lookup, and then this costs no promise or tick.
  app.addHook('onRequest', (req, _reply, done) => {
    if (MUTATING.has(req.method) && isCrossSite(req, ownOrigin)) {
      req.crossSiteRefused = true;
      return done(
        new AppError(
          'CSRF',
          'Cross-site requests are not accepted. Open the site itself and try again.',
        ).withKey('errors.api.crossSite'),
      );
    }
    if (!isApiPath(req.url)) return done();
    const anon = req.cookies[names.anon];
    if (anon && ANON_ID.test(anon)) req.anonId = anon;
    const sid = req.cookies[names.session];
    if (!sid) return done();
    if (sid.length >= 100) {
      req.staleSession = true;
      return done();
    }
    resolveSession(ctx, sid).then((auth) => {
      req.auth = auth;
      if (!auth) req.staleSession = true;
      done();
    }, done);
  });

  app.addHook('preValidation', (req, _reply, done) => {
    if (!MUTATING.has(req.method) || !isApiPath(req.url)) return done();
    if (req.routeOptions.config.webhook === true) return done();
    const expected = expectedToken(req);
    const body = req.body as Record<string, unknown> | null | undefined;
    const sent = req.headers['x-csrf-token'] ?? (body && typeof body === 'object' ? body._csrf : undefined);
    if (!expected || typeof sent !== 'string' || !safeEqual(sent, expected))
      return done(
        new AppError('CSRF', 'Invalid or missing CSRF token. Reload the page and try again.').withKey(
          'errors.api.csrf',
        ),
      );
    done();
  });

  app.addHook('onSend', (req, reply, _payload, done) => {
    // A refused cross-site request learns no token and gets no cookie.
    if (req.crossSiteRefused || !isApiPath(req.url)) return done();
    const expected = expectedToken(req);
    if (expected) reply.header('X-CSRF-Token', expected);
    else if (isBrowserCall(req)) reply.header('X-CSRF-Token', currentToken(req, reply));
    // An expired or revoked session cookie is cleared, with its hint, unless this request made a new one.
    if (req.staleSession && !req.auth) {
      reply.clearCookie(names.session, cookieOpts);
      reply.clearCookie(names.hint, { ...cookieOpts, httpOnly: false });
    }
    done();
  });

  return {
    names,
    setSessionCookie(reply: FastifyReply, value: string, maxAgeSeconds: number) {
      reply.setCookie(names.session, value, { ...cookieOpts, maxAge: maxAgeSeconds });
      reply.setCookie(names.hint, '1', { ...cookieOpts, httpOnly: false, maxAge: maxAgeSeconds });
    },
    clearSessionCookie(reply: FastifyReply) {
      reply.clearCookie(names.session, cookieOpts);
      reply.clearCookie(names.hint, { ...cookieOpts, httpOnly: false });
    },
    /** The token of this request's browser, creating the anonymous anchor if it has none yet. */
    tokenFor: currentToken,
    /**
     * Gives a browser that has none its anonymous anchor with the page itself, so the page's parallel
     * first API calls all carry the same cookie and agree on one CSRF token (else each would mint its own).
     */
    ensureAnonCookie(req: FastifyRequest, reply: FastifyReply): void {
      const anon = req.cookies[names.anon];
      if (anon && ANON_ID.test(anon)) return;
      setAnonCookie(reply, pooledRandomToken(16));
    },
    /** Who a page request comes from; pages skip the session loading the API hooks do. */
    async visitorOf(req: FastifyRequest): Promise<{ userId: string | null; visitorId: string | null }> {
      const anon = req.cookies[names.anon];
      const sid = req.cookies[names.session];
      const auth = sid && sid.length < 100 ? await resolveSession(ctx, sid) : null;
      return { userId: auth?.user.id ?? null, visitorId: anon && ANON_ID.test(anon) ? anon : null };
    },
    /** This browser's anonymous id (signed in or not), created now if it has none: consent and offers hang on it. */
    visitorId(req: FastifyRequest, reply: FastifyReply): string {
      if (!req.anonId) {
        req.anonId = pooledRandomToken(16);
        setAnonCookie(reply, req.anonId);
      }
      return req.anonId;
    },
  };
}

/**
 * The browser says where a request comes from: Sec-Fetch-Site (all current browsers) and Origin
 * (sent on every cross-origin and every mutating fetch). Either naming another site is enough to
 * refuse; a request with neither (curl, an old browser) still needs the CSRF token. An Origin is
 * ours when it is PUBLIC_URL's, or names the very host the request was sent to (a browser sets Host
 * itself, so only a page of that host can send it: `npm run dev` on 127.0.0.1 instead of localhost).
 */
export function isCrossSite(req: FastifyRequest, ownOrigin: string): boolean {
  const site = req.headers['sec-fetch-site'];
  if (site === 'cross-site') return true;
  // The browser vouches for it; a same-origin form post under Referrer-Policy no-referrer says Origin: null.
  if (site === 'same-origin') return false;
  const origin = req.headers.origin;
  if (origin === undefined || origin === ownOrigin) return false;
  const host = /^https?:\/\/([^/]+)$/i.exec(origin)?.[1];
  return !host || host.toLowerCase() !== req.headers.host?.toLowerCase();
}

/**
 * Whether an API answer should give a browser without an anonymous id its id, token and cookie
 * (SPEC.md 7.1: the client learns the token from every answer). Our client marks its calls with
 * X-Requested-With (SPEC.md 7.1) and every current browser sends Sec-Fetch-Mode; health probes,
 * monitors and scripts send neither and get nothing minted, nor does any route marked as a probe.
 * GET /api/csrf-token mints for everyone through tokenFor.
 */
function isBrowserCall(req: FastifyRequest): boolean {
  const h = req.headers;
  if (h['x-requested-with'] === undefined && h['sec-fetch-mode'] === undefined) return false;
  return req.routeOptions.config.probe !== true;
}
