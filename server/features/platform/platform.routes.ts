import type { FastifyInstance } from 'fastify';
import { platformContracts } from '../../../common/contracts/platform.ts';

import type { AppContext } from '../../context.ts';
import { route } from '../../http/route.ts';
import { getAdminOverview } from './admin-overview.service.ts';
import { getPlatformMetrics } from './metrics.service.ts';
import { getSiteConfig } from './site-config.service.ts';

export function registerPlatformRoutes(app: FastifyInstance, ctx: AppContext) {
  route(
    app,
    platformContracts.platformMetrics,
    { access: 'public', allowWhilePasswordUnset: true },
    async () => getPlatformMetrics(ctx),
  );
  route(app, platformContracts.siteConfig, { access: 'public', allowWhilePasswordUnset: true }, async () =>
    getSiteConfig(ctx),
  );
  route(app, platformContracts.adminOverview, { access: { permission: 'admin:access' } }, async () =>
    getAdminOverview(ctx),
  );
}
