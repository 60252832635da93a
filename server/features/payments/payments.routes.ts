import type { FastifyInstance } from 'fastify';
import { paymentsContracts as c } from '../../../common/contracts/payments.ts';
import type { AppContext } from '../../context.ts';
import { idempotencyGuard } from '../../http/idempotency.ts';
import { route, webhookRoute } from '../../http/route.ts';
import { SANDBOX_WEBHOOK_PATH } from '../../integrations/payments/index.ts';
import * as payments from './payments.service.ts';
import { checkoutFunnel } from './checkout-funnel.service.ts';
import { listDisputes } from './disputes.service.ts';
import { listProviderRefunds } from './provider-refunds.service.ts';
import { registerReceiptRoutes } from './receipts.routes.ts';

export function registerPaymentRoutes(app: FastifyInstance, ctx: AppContext) {
  const idempotency = idempotencyGuard(ctx);
  const learner = { access: { permission: 'learning:use' as const } };
  const user = { access: 'user' as const };

  route(
    app,
    c.createWalletTopUp,
    { ...learner, idempotency },
    async ({ auth, input, reply, idempotency: key }) => {
      reply.status(201);
      return payments.createWalletTopUp(ctx, auth.user.id, input, key!);
    },
  );
  route(
    app,
    c.createPointsTopUp,
    { ...learner, idempotency },
    async ({ req, auth, input, reply, idempotency: key }) => {
      reply.status(201);
      const payer = { ipAddress: req.ip, userAgent: String(req.headers['user-agent'] ?? '') };
      return payments.createPointsTopUp(ctx, auth.user.id, input, key!, payer);
    },
  );
  route(app, c.myPointsTopUps, learner, async ({ auth }) => payments.myPointsTopUps(ctx, auth.user.id));
  route(
    app,
    c.checkoutSeat,
    { ...learner, idempotency },
    async ({ auth, params, input, reply, idempotency: key }) => {
      reply.status(201);
      return payments.checkoutSeat(ctx, auth.user.id, params.id!, input, key!);
    },
  );
  route(app, c.quoteSeat, learner, async ({ auth, params, input }) =>
    payments.quoteSeat(ctx, auth.user.id, params.id!, input),
  );
  route(app, c.pointsHistory, learner, async ({ auth }) => payments.myPoints(ctx, auth.user.id));
  route(app, c.adminDisputes, { access: { permission: 'payments:manage' } }, async () => listDisputes(ctx));
  route(app, c.adminProviderRefunds, { access: { permission: 'payments:manage' } }, async () =>
    listProviderRefunds(ctx),
  );
  route(app, c.checkoutFunnel, { access: { permission: 'payments:manage' } }, async ({ input }) =>
    checkoutFunnel(ctx, input.days),
  );
  // Each capture locks its own payment, so several run at once: settling kept pace with answering
  // only when captures stopped running one after another (docs/performance.md, Money).
  ctx.jobs.handle(
    payments.SETTLE_QUEUE,
    async (payload) =>
      payments.settlePayment(
        ctx,
        String(payload.paymentId ?? ''),
        payload.action === 'cancel' ? 'cancel' : 'capture',
      ),
    { batchSize: 10, concurrency: 5 },
  );
  ctx.jobs.handle(
    payments.RECONCILE_QUEUE,
    async () => {
      await payments.reconcilePayments(ctx);
    },
    { cron: '*/10 * * * *' },
  );
  registerReceiptRoutes(app, ctx);
  route(app, c.getPayment, user, async ({ auth, params }) =>
    payments.getPayment(ctx, auth.user.id, params.id!),
  );
  route(app, c.myBalances, user, async ({ auth }) => payments.myBalances(ctx, auth.user.id));
  route(app, c.paymentProvider, user, async () => ctx.payments.browser);
  route(app, c.sandboxPaymentMethod, user, async ({ input, reply }) => {
    reply.status(201);
    return payments.createSandboxPaymentMethod(ctx, input);
  });
  route(app, c.sandboxBankMethod, user, async ({ input, reply }) => {
    reply.status(201);
    return payments.createSandboxBankMethod(ctx, input);
  });
  route(app, c.sandboxChallenge, user, async ({ params, input }) =>
    payments.answerSandboxChallenge(ctx, params.id!, input),
  );

  webhookRoute(app, '/api/payments/webhooks/:provider', async (req) => {
    const provider = (req.params as { provider?: string }).provider ?? '';
    const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    return payments.receiveWebhook(ctx, provider, raw, req.headers);
  });

  const sandbox = ctx.payments.sandbox;
  if (sandbox) {
    sandbox.registerJobs();
    // The sandbox's events reach our endpoint through the whole HTTP stack, in process: no network,
    // the same signature check and raw body as a real provider's delivery.
    sandbox.attachDelivery(async (raw, headers) => {
      const res = await app.inject({
        method: 'POST',
        url: SANDBOX_WEBHOOK_PATH,
        headers: { ...headers, 'content-type': 'application/json' },
        payload: raw,
      });
      return res.statusCode;
    });
  }
}
