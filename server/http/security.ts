import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { Redis } from 'ioredis';
import { AppError } from './app-error.ts';
import { isJsonApiPath } from './paths.ts';

/**
 * Security headers with a CSP the app really runs under: scripts and styles from our own origin only
 * (inline style attributes are allowed because Radix positions popovers with them), no framing.
 * The headers never change, so helmet computes them once at start and every response gets the copy;
 * running helmet per request re-parsed the CSP each time (measured in bench/api.bench.ts).
 */
export async function registerSecurity(
  app: FastifyInstance,
  opts: { https: boolean; redisUrl?: string; devServer?: boolean; stripe?: boolean },
) {
  const pageHeaders = securityHeaders(opts.https, opts.devServer, opts.stripe);
  const apiHeaders = apiSecurityHeaders(opts.https);
  // Every answer's fixed headers, and its request id (error bodies carry it too), in one hook.
  app.addHook('onRequest', (req, reply, done) => {
    reply.headers(isJsonApiPath(req.url) ? apiHeaders : pageHeaders);
    reply.header('X-Request-Id', req.id);
    done();
  });
  // Path parameters are percent-decoded by the router after the body and query checks saw nothing:
  // `/api/blog/posts/%00` must be a client error everywhere, not a database error (a 500).
  app.addHook('preValidation', (req, _reply, done) => {
    const params = req.params as Record<string, unknown> | undefined;
    if (params && typeof params === 'object') {
      for (const value of Object.values(params)) {
        if (typeof value === 'string' && value.includes('\u0000'))
          return done(new AppError('VALIDATION', 'Text must not contain NUL characters.'));
      }
    }
    done();
  });
  // Off by default; routes opt in through their RouteOptions.rateLimit. With REDIS_URL the counts
  // live in Redis, so every node shares one limit (ADR 015); otherwise in this process's memory.
  const redis = opts.redisUrl ? rateLimitRedis(app, opts.redisUrl) : undefined;
  await app.register(rateLimit, { global: false, ...(redis ? { redis, skipOnError: true } : {}) });
}

/**
 * The connection for the shared counters. A Redis outage must not take sign-in down with it: the
 * limiter then lets requests through (skipOnError) and the database-backed account throttle still holds.
 */
function rateLimitRedis(app: FastifyInstance, url: string): Redis {
  const redis = new Redis(url, {
    connectTimeout: 500,
    maxRetriesPerRequest: 1,
    keyPrefix: 'trt:rl:',
    lazyConnect: false,
  });
  let reported = false;
  redis.on('error', (err) => {
    if (reported) return;
    reported = true;
    app.log.warn({ err: err.message }, 'rate-limit Redis unreachable; limits are skipped until it answers');
  });
  redis.on('ready', () => {
    reported = false;
  });
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
  return redis;
}

/**
 * What Stripe.js needs (Stripe's published CSP list), allowed only when Stripe is the provider (ADR 043):
 * its script, the card fields' and 3-D Secure frames, and its API, which the browser calls directly.
 */
const STRIPE_JS = {
  script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
} as const;

/**
 * `devServer` (CLIENT_DEV_SERVER, refused in production): Vite's hot reload injects an inline
 * preamble script and talks over a WebSocket, which the production policy rightly forbids.
 */
export function securityHeaders(https: boolean, devServer = false, stripe = false): Record<string, string> {
  const middleware = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: [
          ...(devServer ? ["'self'", "'unsafe-inline'"] : ["'self'"]),
          ...(stripe ? STRIPE_JS.script : []),
        ],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: [...(devServer ? ["'self'", 'ws:'] : ["'self'"]), ...(stripe ? STRIPE_JS.connect : [])],
        ...(stripe ? { frameSrc: ["'self'", ...STRIPE_JS.frame] } : {}),
        mediaSrc: ["'self'", 'blob:'],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: https ? { maxAge: 31536000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });
  const headers: Record<string, string> = { 'permissions-policy': PERMISSIONS_POLICY };
  const res = {
    setHeader: (name: string, value: string) => {
      headers[name] = value;
    },
    removeHeader: (name: string) => {
      delete headers[name];
    },
  };
  middleware({} as never, res as never, () => {});
  return headers;
}

/**
 * Powerful browser features, all off except what the product uses: camera, microphone and screen
 * sharing for the video classroom, and fullscreen, each for our own pages only.
 */
export const PERMISSIONS_POLICY = [
  'camera=(self)',
  'microphone=(self)',
  'fullscreen=(self)',
  'display-capture=(self)',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'hid=()',
  'midi=()',
  'magnetometer=()',
  'gyroscope=()',
  'accelerometer=()',
  'screen-wake-lock=()',
  'xr-spatial-tracking=()',
  'browsing-topics=()',
].join(', ');

/**
 * JSON answers are never rendered as documents, so OWASP's REST set is all they need: nothing may
 * load or frame them, no sniffing, no referrer. It is a fifth of the page set's bytes, which every
 * API answer (and every client parsing it) pays for.
 */
export function apiSecurityHeaders(https: boolean): Record<string, string> {
  return {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'no-referrer',
    'cross-origin-resource-policy': 'same-origin',
    ...(https ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}
