import type { FastifyInstance } from 'fastify';
import { matchingContracts as c, matchingDemoContracts } from '../../../common/contracts/matching.ts';
import type { AppContext } from '../../context.ts';
import { route } from '../../http/route.ts';
import { matchingDemo } from './demo.service.ts';
import * as health from './group-health.service.ts';
import { registerMatchingJobs } from './matching.jobs.ts';
import { runForSkill } from './matching-run.service.ts';
import * as proposals from './proposals.service.ts';
import * as tutorSide from './tutor-proposals.service.ts';

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
  const tutor = { access: { permission: 'teaching:use' as const } };
  route(app, c.tutorProposals, tutor, async ({ auth }) =>
    tutorSide.tutorProposals(ctx, auth.user.id, auth.user.language),
  );
  route(app, c.confirmTutorProposal, tutor, async ({ auth, params }) =>
    tutorSide.confirmAsTutor(ctx, auth.user.id, params.id!, auth.user.language),
  );
  route(app, c.declineTutorProposal, tutor, async ({ auth, params }) =>
    tutorSide.declineAsTutor(ctx, auth.user.id, params.id!, auth.user.language),
  );
  // Public, and bounded: at most 120 generated learners a run, and a limit per address.
  route(
    app,
    matchingDemoContracts.matchingDemo,
    { access: 'public', rateLimit: { max: 30, timeWindow: '1 minute' } },
    async ({ input }) => matchingDemo(input),
  );
  route(app, c.runMatching, { access: { permission: 'operations:manage' as const } }, async ({ input }) =>
    runForSkill(ctx, input.skillId),
  );
  route(app, c.groupHealth, { access: { permission: 'operations:view' as const } }, async ({ auth, input }) =>
    health.groupHealthOverview(ctx, auth.user.language, input.skillId),
  );
  route(
    app,
    c.applyRegrouping,
    { access: { permission: 'operations:manage' as const } },
    async ({ auth, input }) =>
      health.applyRegrouping(ctx, { userId: auth.user.id, staff: true }, input.seatId, input.toSessionId),
  );
  route(app, c.myRegroupings, learner, async ({ auth }) =>
    health.myRegroupings(ctx, auth.user.id, auth.user.language),
  );
  route(app, c.acceptRegrouping, learner, async ({ auth, input }) =>
    health.applyRegrouping(ctx, { userId: auth.user.id, staff: false }, input.seatId, input.toSessionId),
  );
}
