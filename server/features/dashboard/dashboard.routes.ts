import type { FastifyInstance } from 'fastify';
import { dashboardContracts as c } from '../../../common/contracts/dashboard.ts';
import type { AppContext } from '../../context.ts';
import { route } from '../../http/route.ts';
import { getOverview } from './dashboard.service.ts';

export function registerDashboardRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, c.overview, { access: 'user' }, async ({ auth }) => getOverview(ctx, auth));
}
