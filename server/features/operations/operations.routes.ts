import type { FastifyInstance } from 'fastify';
import { operationsContracts as c } from '../../../common/contracts/operations.ts';
import type { AppContext } from '../../context.ts';
import { route } from '../../http/route.ts';
import * as operations from './operations.service.ts';

export function registerOperationsRoutes(app: FastifyInstance, ctx: AppContext) {
  const viewers = { access: { permission: 'operations:view' as const } };
  const managers = { access: { permission: 'operations:manage' as const } };
  route(app, c.listFailedJobs, viewers, async ({ input }) => operations.listFailedJobs(ctx, input));
  route(app, c.retryFailedJob, managers, async ({ auth, params }) =>
    operations.retryFailedJob(ctx, auth, params.id!),
  );
  route(app, c.discardFailedJob, managers, async ({ auth, params }) =>
    operations.discardFailedJob(ctx, auth, params.id!),
  );
}
