import type { FastifyInstance } from 'fastify';
import { payoutsContracts as c } from '../../../common/contracts/payouts.ts';
import type { AppContext } from '../../context.ts';
import { route, webhookRoute } from '../../http/route.ts';
import { SANDBOX_PAYOUT_WEBHOOK_PATH, SandboxPayoutProvider } from '../../integrations/payments/index.ts';
import { PAYOUT_CRON, PAYOUT_ZONE } from './payouts.policy.ts';
import * as payouts from './payouts.service.ts';

export function registerPayoutRoutes(app: FastifyInstance, ctx: AppContext) {
  const tutor = { access: { permission: 'teaching:use' as const } };
  const admin = { access: { permission: 'payments:manage' as const } };

  route(app, c.myEarnings, tutor, async ({ auth }) => payouts.myEarnings(ctx, auth.user.id));
  route(app, c.myPayouts, tutor, async ({ auth }) => payouts.myPayouts(ctx, auth.user.id));
  route(app, c.getPayoutMethod, tutor, async ({ auth }) => payouts.getPayoutMethod(ctx, auth.user.id));
  route(app, c.putPayoutMethod, tutor, async ({ auth, input }) =>
    payouts.putPayoutMethod(ctx, auth.user.id, input),
  );
  route(app, c.startConnectOnboarding, tutor, async ({ auth }) =>
    payouts.startConnectOnboarding(ctx, auth.user.id),
  );
  route(app, c.refreshConnectAccount, tutor, async ({ auth }) =>
    payouts.refreshConnectAccount(ctx, auth.user.id),
  );
  route(app, c.connectDashboard, tutor, async ({ auth }) => payouts.connectDashboard(ctx, auth.user.id));
  route(app, c.adminBatches, admin, async () => payouts.adminOverview(ctx));
  route(app, c.adminRunLastWeek, admin, async () => payouts.runLastWeek(ctx));
  route(app, c.adminRetryPayout, admin, async ({ params }) => payouts.retryPayout(ctx, params.id!));
  route(app, c.adminCancelPayout, admin, async ({ params }) => payouts.cancelPayout(ctx, params.id!));

  webhookRoute(app, '/api/payouts/webhooks/:provider', async (req) => {
    const provider = (req.params as { provider?: string }).provider ?? '';
    const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    return payouts.receivePayoutWebhook(ctx, provider, raw, req.headers);
  });

  ctx.jobs.handle(payouts.PAYOUT_SEND_QUEUE, async (p) =>
    payouts.sendPayout(ctx, String(p.payoutId ?? ''), Number(p.attempt ?? 0)),
  );
  // The weekly run: a second run of the same week (two nodes, a retry) finds its batch and does nothing.
  ctx.jobs.handle(payouts.PAYOUT_RUN_QUEUE, async () => {
    await payouts.runLastWeek(ctx);
  });
  ctx.jobs.handle(
    payouts.PAYOUT_RECONCILE_QUEUE,
    async () => {
      await payouts.reconcilePayouts(ctx);
    },
    { cron: '*/30 * * * *' },
  );
  // Mondays 03:00 in Berlin, summer or winter: a schedule in that zone (handle's cron is UTC only).
  app.addHook('onReady', async () => {
    try {
      await ctx.jobs.schedule(payouts.PAYOUT_RUN_QUEUE, PAYOUT_CRON, {}, { tz: PAYOUT_ZONE });
    } catch (err) {
      ctx.log.warn({ err }, 'payouts: the weekly schedule could not be set');
    }
  });

  const sandbox = ctx.payments.payouts;
  if (sandbox instanceof SandboxPayoutProvider) {
    sandbox.registerJobs();
    // Its events reach our endpoint through the whole HTTP stack, in process, as the payments' do.
    sandbox.attachDelivery(async (raw, headers) => {
      const res = await app.inject({
        method: 'POST',
        url: SANDBOX_PAYOUT_WEBHOOK_PATH,
        headers: { ...headers, 'content-type': 'application/json' },
        payload: raw,
      });
      return res.statusCode;
    });
  }
}
