import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import pino from 'pino';
import { PRODUCT_NAME } from '../common/constants.ts';
import type { AppContext } from './context.ts';
import type { Database } from './db/client.ts';
import { type Env, trustProxyOption } from './env.ts';
import { sessionCacheFor } from './core/session/index.ts';
import { registerAuthRoutes } from './features/auth/index.ts';
import { registerAnalyticsRoutes } from './features/analytics/index.ts';
import { registerBlogRoutes } from './features/blog/index.ts';
import { registerCatalogRoutes } from './features/catalog/index.ts';
import { registerBookingRoutes } from './features/booking/index.ts';
import { registerConsentRoutes } from './features/consent/index.ts';
import { registerConversionRoutes } from './features/conversion/index.ts';
import { registerDashboardRoutes } from './features/dashboard/index.ts';
import { registerLanguageRoutes } from './features/language/index.ts';
import { registerLegalRoutes } from './features/legal/index.ts';
import { registerOperationsRoutes } from './features/operations/index.ts';
import { registerPlatformRoutes } from './features/platform/index.ts';
import type { ClientSource } from './client-source.ts';
import { registerPageRoutes } from './features/pages/index.ts';
import { registerPwaRoutes } from './features/pwa/index.ts';
import { registerPsychologyRoutes } from './features/psychology/index.ts';
import { registerSupportRoutes } from './features/support/index.ts';
import { registerMetrics, registerSystemRoutes } from './features/system/index.ts';
import { registerErrorHandler } from './http/error-handler.ts';
import { registerSecurity } from './http/security.ts';
import { trackInFlight } from './http/in-flight.ts';
import { lazyChildLogger } from './http/lazy-logger.ts';
import { requestIds } from './http/request-ids.ts';
import { installSessionContext } from './http/session-context.ts';
import { registerClientFiles } from './http/static.ts';
import { createMailer, type Mailer } from './integrations/email/mailer.ts';
import { createLlm } from './integrations/llm/index.ts';
import { createScanner } from './integrations/scanning/index.ts';
import { createFileStores, createUploadLocker } from './integrations/storage/index.ts';
import { registerEmailJob } from './integrations/email/outbox.ts';
import { createPayments } from './integrations/payments/index.ts';
import { registerIdempotencySweep } from './http/idempotency.ts';
import { registerPaymentRoutes } from './features/payments/index.ts';
import { registerPayoutRoutes } from './features/payouts/index.ts';
import { registerPremiumRoutes } from './features/premium/index.ts';
import { registerRefundRoutes } from './features/refunds/index.ts';
import { JobQueue } from './jobs/queue.ts';
import { registerTutorOnboardingRoutes } from './features/tutor-onboarding/index.ts';
import { registerNotificationRoutes } from './features/notifications/index.ts';
import { registerMarketplaceAdminRoutes } from './features/marketplace-admin/index.ts';
import { registerDiscoverRoutes } from './features/discover/index.ts';
import { registerLearningRoutes } from './features/learning/index.ts';
import { registerQuestionnaireRoutes } from './features/questionnaire/index.ts';
import { registerMatchingRoutes } from './features/matching/index.ts';
import { registerTutorAnalyticsRoutes } from './features/tutor-analytics/index.ts';
import { registerMessagingRoutes } from './features/messaging/index.ts';
import { registerFamilyRoutes } from './features/family/index.ts';
import { registerClassroomRoutes } from './features/classroom/index.ts';
import websocket from '@fastify/websocket';
import { registerAssistantRoutes } from './features/assistant/index.ts';

export interface BuildOptions {
  env: Env;
  database: Database;
  mailer?: Mailer;
  now?: () => Date;
  /**
   * Serve the client (off in API tests): its files from `distDir` and its pages from `pages`, the
   * client's server entry and the page template (ADR 014; main.ts and the tests choose them).
   */
  client?: ClientSource;
}

export interface App {
  app: FastifyInstance;
  ctx: AppContext;
  close(): Promise<void>;
}

/** Builds the whole server around an open database; main.ts listens, tests call app.inject. */
export async function buildApp(opts: BuildOptions): Promise<App> {
  const { env, database } = opts;
  const log = pino({
    level: env.LOG_LEVEL,
    redact: [
      'req.headers.cookie',
      'req.headers.authorization',
      'req.headers["x-csrf-token"]',
      '*.password',
      '*.passwordHash',
    ],
  });
  const mailer = opts.mailer ?? createMailer({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, log });
  const jobs = new JobQueue(database, log);
  const files = await createFileStores(env);
  // Upload locks shared by every node: Redis, else PostgreSQL; in memory on PGlite (one process).
  const locker = await createUploadLocker(
    { redisUrl: env.REDIS_URL, postgresUrl: database.url, maxConnections: env.UPLOAD_LOCK_CONNECTIONS },
    { log },
  );
  const now = opts.now ?? (() => new Date());
  const ctx: AppContext = {
    env,
    database,
    db: database.db,
    log,
    mailer,
    jobs,
    storage: files.storage,
    uploads: {
      incoming: files.incoming,
      locker,
      scanner: createScanner({ clamdHost: env.CLAMD_HOST, clamdPort: env.CLAMD_PORT }),
    },
    llm: createLlm(env),
    payments: createPayments(env, { db: database.db, jobs, log, now }),
    now,
  };

  const app = Fastify({
    loggerInstance: log,
    // Fastify's two lines per request are replaced by one in onResponse below.
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: requestIds(),
    childLoggerFactory: lazyChildLogger,
    // Unset: no forwarded header is believed; a hop count or proxy list picks the right-most untrusted hop.
    trustProxy: trustProxyOption(env.TRUST_PROXY),
    bodyLimit: 1024 * 1024,
  }) as unknown as FastifyInstance;
  app.setValidatorCompiler(validatorCompiler);
  // In tests every response is checked against its contract; in production a plain stringify is enough.
  app.setSerializerCompiler(
    env.NODE_ENV === 'test' ? serializerCompiler : () => (data) => JSON.stringify(data),
  );
  // Hooks on every request are callback-style: an async hook costs a promise and a tick per request.
  // The request id goes out with the security headers (http/security.ts), in the same hook.
  // One hook after every answer: its metrics, and one structured log line (successful ones only at debug,
  // so the hot path stays cheap; 429s too, so a flood of refused requests does not flood the log).
  const observe = registerMetrics(app, ctx);
  app.addHook('onResponse', (req, reply, done) => {
    observe?.(req, reply);
    const level =
      reply.statusCode >= 500
        ? 'error'
        : reply.statusCode >= 400 && reply.statusCode !== 429
          ? 'info'
          : 'debug';
    if (log.isLevelEnabled(level))
      req.log[level](
        { method: req.method, url: req.url, status: reply.statusCode, ms: Math.round(reply.elapsedTime) },
        'request completed',
      );
    done();
  });

  registerErrorHandler(app);
  const inFlight = trackInFlight(app);
  await registerSecurity(app, {
    https: env.PUBLIC_URL.startsWith('https://'),
    redisUrl: env.REDIS_URL,
    devServer: env.CLIENT_DEV_SERVER,
    stripe: Boolean(env.STRIPE_SECRET_KEY),
  });
  await app.register(cookie);
  // gzip/brotli for pages, assets and larger API answers (threshold 1 KiB); registered before every route.
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(swagger, {
    openapi: { info: { title: `${PRODUCT_NAME} API`, version: '0.1.0' } },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  // The classroom's live signalling (ADR 035); small JSON messages only.
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });

  await opts.client?.register?.(app);
  const cookies = installSessionContext(app, ctx);
  registerSystemRoutes(app, ctx);
  registerAuthRoutes(app, ctx, cookies);
  registerDashboardRoutes(app, ctx);
  registerPlatformRoutes(app, ctx);
  registerCatalogRoutes(app, ctx);
  registerBookingRoutes(app, ctx);
  registerTutorOnboardingRoutes(app, ctx);
  registerNotificationRoutes(app, ctx);
  registerMarketplaceAdminRoutes(app, ctx);
  registerDiscoverRoutes(app, ctx);
  registerLearningRoutes(app, ctx);
  registerQuestionnaireRoutes(app, ctx);
  registerMatchingRoutes(app, ctx);
  registerTutorAnalyticsRoutes(app, ctx);
  registerMessagingRoutes(app, ctx);
  registerFamilyRoutes(app, ctx);
  registerClassroomRoutes(app, ctx);
  registerPaymentRoutes(app, ctx);
  registerPayoutRoutes(app, ctx);
  registerRefundRoutes(app, ctx);
  registerPremiumRoutes(app, ctx);
  registerAssistantRoutes(app, ctx);
  registerBlogRoutes(app, ctx);
  registerLegalRoutes(app, ctx);
  registerConversionRoutes(app, ctx);
  registerLanguageRoutes(app, ctx);
  registerConsentRoutes(app, ctx, cookies);
  registerPsychologyRoutes(app, ctx, cookies);
  registerSupportRoutes(app, ctx);
  registerAnalyticsRoutes(app, ctx);
  registerOperationsRoutes(app, ctx);
  registerPwaRoutes(app);
  if (opts.client) {
    if (opts.client.distDir) await registerClientFiles(app, opts.client.distDir);
    registerPageRoutes(app, ctx, opts.client.pages, cookies);
  }

  registerEmailJob(ctx);
  registerIdempotencySweep(ctx);
  const sessionCache = sessionCacheFor(database);
  await sessionCache.start();

  return {
    app,
    ctx,
    async close() {
      await jobs.stop();
      await sessionCache.stop();
      await app.close();
      await inFlight.drained();
      await locker.close();
      files.close();
      mailer.close();
    },
  };
}
