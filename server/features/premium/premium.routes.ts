import type { FastifyInstance } from 'fastify';
import { premiumContracts as c } from '../../../common/contracts/premium.ts';
import type { AppContext } from '../../context.ts';
import { idempotencyGuard } from '../../http/idempotency.ts';
import { route } from '../../http/route.ts';
import { registerPurpose } from '../payments/index.ts';
import { premiumMonthPaid, premiumMonthRefunded } from './premium-paid.ts';
import { hasBenefits } from './premium.repo.ts';
import * as premium from './premium.service.ts';

export function registerPremiumRoutes(app: FastifyInstance, ctx: AppContext) {
  const idempotency = idempotencyGuard(ctx);
  // Payments books premium's months and asks whether premium spares the access fee (purpose-hooks.ts).
  registerPurpose('premium', {
    paid: premiumMonthPaid,
    refundedInFull: premiumMonthRefunded,
    waivesAccessFee: hasBenefits,
  });
  const learner = { access: { permission: 'learning:use' as const } };
  route(app, c.myPremium, learner, async ({ auth }) => premium.myPremium(ctx, auth.user.id));
  route(app, c.subscribe, { ...learner, idempotency }, async ({ auth, input, reply, idempotency: key }) => {
    reply.status(201);
    return premium.subscribe(ctx, auth.user.id, input, key!);
  });
  route(app, c.payOverdue, { ...learner, idempotency }, async ({ auth, input, reply, idempotency: key }) => {
    reply.status(201);
    return premium.payOverdue(ctx, auth.user.id, input, key!);
  });
  route(app, c.cancel, learner, async ({ auth }) => premium.cancel(ctx, auth.user.id));
  route(app, c.resume, learner, async ({ auth }) => premium.resume(ctx, auth.user.id));
  ctx.jobs.handle(
    premium.PREMIUM_RENEWAL_QUEUE,
    async () => {
      await premium.renewDue(ctx);
    },
    { cron: '23 * * * *' },
  );
}
