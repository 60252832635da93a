import type { FastifyInstance } from 'fastify';
import { refundsContracts as c } from '../../../common/contracts/refunds.ts';
import type { AppContext } from '../../context.ts';
import { idempotencyGuard } from '../../http/idempotency.ts';
import { route } from '../../http/route.ts';
import { SEAT_CANCELLED_REFUND_QUEUE } from '../booking/index.ts';
import * as admin from './refunds.admin.service.ts';
import * as refunds from './refunds.service.ts';

export function registerRefundRoutes(app: FastifyInstance, ctx: AppContext) {
  const idempotency = idempotencyGuard(ctx);
  const learner = { access: { permission: 'learning:use' as const } };
  const manager = { access: { permission: 'payments:manage' as const } };

  route(app, c.refundableBookings, learner, async ({ auth }) =>
    refunds.refundableBookings(ctx, auth.user.id),
  );
  route(app, c.myRefunds, learner, async ({ auth }) => refunds.myRefunds(ctx, auth.user.id));
  route(app, c.requestRefund, { ...learner, idempotency }, async ({ auth, input, reply }) => {
    reply.status(201);
    return { refund: await refunds.requestRefund(ctx, auth.user.id, input) };
  });

  route(app, c.withdrawableTopUps, learner, async ({ auth }) =>
    refunds.withdrawableTopUps(ctx, auth.user.id),
  );
  route(app, c.withdrawTopUp, { ...learner, idempotency }, async ({ auth, input, reply }) => {
    reply.status(201);
    return { refund: await refunds.withdrawTopUp(ctx, auth.user.id, input.paymentId) };
  });

  route(app, c.adminRefunds, manager, async ({ input }) => admin.listForAdmin(ctx, input));
  route(app, c.refundAnalytics, manager, async () => admin.refundAnalytics(ctx));
  route(app, c.approveRefund, { ...manager, idempotency }, async ({ auth, params }) =>
    admin.approveRefund(ctx, auth.user.id, params.id!),
  );
  route(app, c.declineRefund, manager, async ({ auth, params, input }) =>
    admin.declineRefund(ctx, auth.user.id, params.id!, input.reason),
  );
  route(app, c.retryRefund, { ...manager, idempotency }, async ({ params }) =>
    admin.retryRefund(ctx, params.id!),
  );

  ctx.jobs.handle(SEAT_CANCELLED_REFUND_QUEUE, async (payload) => {
    await refunds.refundCancelledSeat(ctx, String(payload.seatId ?? ''));
  });
  ctx.jobs.handle(
    refunds.SWEEP_QUEUE,
    async () => {
      await refunds.sweepRefunds(ctx);
    },
    { cron: '*/10 * * * *' },
  );
}
