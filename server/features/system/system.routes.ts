import type { FastifyInstance } from 'fastify';
import { systemContracts as c } from '../../../common/contracts/system.ts';
import type { AppContext } from '../../context.ts';
import { route } from '../../http/route.ts';
import { checkHealth } from './health.service.ts';

export function registerSystemRoutes(app: FastifyInstance, ctx: AppContext) {
  route(
    app,
    c.health,
    { access: 'public', allowWhilePasswordUnset: true, smallAnswer: true, probe: true },
    async ({ reply }) => {
      const health = await checkHealth(ctx);
      if (health.status !== 'ok') reply.status(503);
      return health;
    },
  );
}
