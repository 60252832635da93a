import type { FastifyInstance } from 'fastify';
import { marketplaceAdminContracts as c } from '../../../common/contracts/marketplace-admin.ts';
import type { AppContext } from '../../context.ts';
import { route } from '../../http/route.ts';
import * as service from './marketplace-admin.service.ts';

export function registerMarketplaceAdminRoutes(app: FastifyInstance, ctx: AppContext) {
  const operators = { access: { permission: 'settings:manage' as const } };
  route(app, c.createSkill, operators, async ({ input, reply }) => {
    reply.status(201);
    return service.createSkill(ctx, input);
  });
  route(app, c.updateSkill, operators, async ({ params, input }) =>
    service.updateSkill(ctx, params.id!, input),
  );
  route(app, c.createCity, operators, async ({ input, reply }) => {
    reply.status(201);
    return service.createCity(ctx, input);
  });
  route(app, c.marketplaceTutors, operators, async ({ input }) => service.tutors(ctx, input.q));
  route(app, c.setPrivateSessions, operators, async ({ params, input }) =>
    service.setPrivateSessions(ctx, params.id!, input.enabled),
  );
}
