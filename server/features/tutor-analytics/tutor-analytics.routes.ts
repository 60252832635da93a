import type { FastifyInstance } from 'fastify';
import { tutorAnalyticsContracts as c } from '../../../common/contracts/tutor-analytics.ts';
import type { AppContext } from '../../context.ts';
import { route } from '../../http/route.ts';
import { tutorAnalytics } from './tutor-analytics.service.ts';

export function registerTutorAnalyticsRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, c.tutorAnalytics, { access: { permission: 'teaching:use' } }, async ({ auth }) =>
    tutorAnalytics(ctx, auth.user.id),
  );
}
