import type { FastifyInstance } from 'fastify';
import { matchingContracts as c } from '../../../common/contracts/matching.ts';
import type { AppContext } from '../../context.ts';
import { route } from '../../http/route.ts';
import { registerMatchingJobs } from './matching.jobs.ts';
import { runForSkill } from './matching-run.service.ts';
import * as proposals from './proposals.service.ts';

export function registerMatchingRoutes(app: FastifyInstance, ctx: AppContext) {
  registerMatchingJobs(ctx);
  const learner = { access: { permission: 'learning:use' as const } };
  route(app, c.proposals, learner, async ({ auth }) =>
    proposals.myProposals(ctx, auth.user.id, auth.user.language),
  );
  route(app, c.acceptProposal, learner, async ({ auth, params, input }) =>
    proposals.accept(ctx, auth.user.id, params.id!, input.timeZone),
  );
  route(app, c.declineProposal, learner, async ({ auth, params }) =>
    proposals.decline(ctx, auth.user.id, params.id!),
  );
  route(app, c.runMatching, { access: { permission: 'operations:manage' as const } }, async ({ input }) =>
    runForSkill(ctx, input.skillId),
  );
}
