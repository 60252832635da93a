import { analyticsContracts } from '../../../common/contracts/analytics.ts';
import type { FastifyInstance } from 'fastify';

import type { AppContext } from '../../context.ts';
import { route } from '../../http/route.ts';
import { recordEvents } from './analytics.service.ts';

export function registerAnalyticsRoutes(app: FastifyInstance, ctx: AppContext) {
  route(
    app,
    analyticsContracts.analyticsEvents,
    { access: 'public', allowWhilePasswordUnset: true },
    async ({ req, input }) =>
      recordEvents(ctx, { userId: req.auth?.user.id ?? null, visitorId: req.anonId }, input.events),
  );
}
