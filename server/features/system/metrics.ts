import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { AppContext } from '../../context.ts';
import { safeEqual, sha256 } from '../../lib/crypto.ts';
import { passwordVerifications } from '../../lib/passwords.ts';

/**
 * Who may read /metrics (ADR 015): with METRICS_PORT, only that separate port (for an internal
 * network) serves it; with METRICS_TOKEN, only a caller with `Authorization: Bearer <token>`; both
 * may be set. With neither, development and tests serve it openly and production not at all.
 */
export function metricsExposure(env: AppContext['env']): 'port' | 'token' | 'open' | 'off' {
  if (env.METRICS_PORT) return 'port';
  if (env.METRICS_TOKEN) return 'token';
  return env.NODE_ENV === 'production' ? 'off' : 'open';
}

/**
 * Prometheus metrics: request counts and latency per route pattern, plus the job queue's depth.
 * Returns the observer the app's one after-answer hook calls (none when metrics are off).
 */
export function registerMetrics(
  app: FastifyInstance,
  ctx: AppContext,
): ((req: FastifyRequest, reply: FastifyReply) => void) | undefined {
  const exposure = metricsExposure(ctx.env);
  if (exposure === 'off') return undefined;
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests by method, route and status',
    labelNames: ['method', 'route', 'status'],
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request duration by method and route',
    labelNames: ['method', 'route'],
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });
  new Counter({
    name: 'auth_password_verifications_total',
    help: 'Argon2 password verifications run by this process (sign-ins and their timing dummies)',
    registers: [registry],
    collect() {
      this.reset();
      this.inc(passwordVerifications());
    },
  });
  new Gauge({
    name: 'jobs_waiting',
    help: 'Jobs by status (pending, running, failed)',
    labelNames: ['status'],
    registers: [registry],
    async collect() {
      const counts = await ctx.jobs.counts().catch(() => ({}) as Record<string, number>);
      for (const status of ['pending', 'running', 'failed']) this.set({ status }, counts[status] ?? 0);
    },
  });

  // Bound children per route and status: prom-client validates and hashes a labels object on every
  // call, and a key string built per request showed up too (bench/api.bench.ts). Route patterns are few.
  type Series = { count: { inc(): void }; time: { observe(v: number): void } };
  const bound = new Map<string, Map<number, Series>>();
  const observe = (req: FastifyRequest, reply: FastifyReply) => {
    const route = req.routeOptions.url ?? 'unmatched';
    const routeKey = req.method === 'GET' ? route : `${req.method} ${route}`;
    let byStatus = bound.get(routeKey);
    if (!byStatus) bound.set(routeKey, (byStatus = new Map()));
    let series = byStatus.get(reply.statusCode);
    if (!series) {
      series = {
        count: requests.labels(req.method, route, String(reply.statusCode)),
        time: latency.labels(req.method, route),
      };
      byStatus.set(reply.statusCode, series);
    }
    series.count.inc();
    series.time.observe(reply.elapsedTime / 1000);
  };

  // Compared as hashes: equal length, so the comparison's time says nothing about the token.
  const token = ctx.env.METRICS_TOKEN ? sha256(ctx.env.METRICS_TOKEN) : null;
  const authorised = (header: string | undefined) => {
    if (!token) return true;
    const given = /^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1];
    return given !== undefined && safeEqual(sha256(given), token);
  };

  if (exposure !== 'port') {
    app.get('/metrics', { schema: { hide: true } }, async (req, reply) => {
      if (!authorised(req.headers.authorization)) {
        reply.code(401).header('WWW-Authenticate', 'Bearer realm="metrics"');
        return { message: 'A metrics token is required.', code: 'UNAUTHENTICATED', requestId: req.id };
      }
      reply.type(registry.contentType);
      return registry.metrics();
    });
    return observe;
  }

  // A plain HTTP server of its own, started and stopped with the app's listener (never in inject tests).
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const path = (req.url ?? '').split('?')[0];
    if (req.method !== 'GET' || path !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found\n');
      return;
    }
    if (!authorised(req.headers.authorization)) {
      res.writeHead(401, { 'www-authenticate': 'Bearer realm="metrics"' }).end('metrics token required\n');
      return;
    }
    registry.metrics().then(
      (body) => res.writeHead(200, { 'content-type': registry.contentType }).end(body),
      (err) => {
        ctx.log.error({ err }, 'metrics failed');
        res.writeHead(500).end();
      },
    );
  });
  app.addHook('onListen', (done) => {
    const failed = (err: Error) => {
      ctx.log.error({ err }, `metrics port ${ctx.env.METRICS_PORT} could not be opened`);
      done();
    };
    server.once('error', failed);
    server.listen(ctx.env.METRICS_PORT, ctx.env.HOST, () => {
      server.off('error', failed);
      ctx.log.info(`metrics on http://${ctx.env.HOST}:${ctx.env.METRICS_PORT}/metrics`);
      done();
    });
  });
  return observe;
  app.addHook('onClose', (_instance, done) => {
    if (!server.listening) return done();
    server.close(() => done());
    server.closeAllConnections();
  });
}
