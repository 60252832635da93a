import type { FastifyInstance } from 'fastify';
import { publicSiteContracts as c } from '../../../common/contracts/public-site.ts';
import type { AppContext } from '../../context.ts';
import { route } from '../../http/route.ts';
import { getPlatformMetrics } from './metrics.service.ts';

export function registerPlatformRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, c.platformMetrics, { access: 'public', allowWhilePasswordUnset: true }, async () =>
    getPlatformMetrics(ctx),
  );
}
