import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * Security headers with a CSP the app really runs under: scripts and styles from our own origin only
 * (inline style attributes are allowed because Radix positions popovers with them), no framing.
 * The headers never change, so helmet computes them once at start and every response gets the copy;
 * running helmet per request re-parsed the CSP each time (measured in bench/api.bench.ts).
 */
export async function registerSecurity(app: FastifyInstance, opts: { https: boolean }) {
  const pageHeaders = securityHeaders(opts.https);
  const apiHeaders = apiSecurityHeaders(opts.https);
  app.addHook('onRequest', (req, reply, done) => {
    reply.headers(isJsonApi(req.url) ? apiHeaders : pageHeaders);
    done();
  });
  // Off by default; routes opt in through their RouteOptions.rateLimit.
  await app.register(rateLimit, { global: false });
}

export function securityHeaders(https: boolean): Record<string, string> {
  const middleware = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
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
  const headers: Record<string, string> = {};
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

/** /api/docs serves the Swagger UI, an HTML page; every other /api/ answer is JSON. */
const isJsonApi = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/docs');

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
