import type { FastifyInstance } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { AppContext } from '../../context.ts';

/** Prometheus metrics: request counts and latency per route pattern, plus the job queue's depth. */
export function registerMetrics(app: FastifyInstance, ctx: AppContext) {
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

  // Bound children per label set: prom-client validates and hashes a labels object on every call,
  // which was a sixth of a cheap request's time (bench/api.bench.ts). Route patterns are few.
  const bound = new Map<string, { count: { inc(): void }; time: { observe(v: number): void } }>();
  app.addHook('onResponse', (req, reply, done) => {
    const route = req.routeOptions.url ?? 'unmatched';
    const status = String(reply.statusCode);
    const key = `${req.method} ${route} ${status}`;
    let series = bound.get(key);
    if (!series) {
      series = {
        count: requests.labels(req.method, route, status),
        time: latency.labels(req.method, route),
      };
      bound.set(key, series);
    }
    series.count.inc();
    series.time.observe(reply.elapsedTime / 1000);
    done();
  });

  app.get('/metrics', { schema: { hide: true } }, async (_req, reply) => {
    reply.type(registry.contentType);
    return registry.metrics();
  });
}
