import type { FastifyInstance } from 'fastify';
import { learningContracts as c } from '../../../common/contracts/learning.ts';
import type { AppContext } from '../../context.ts';
import { route } from '../../http/route.ts';
import { learnerHome, trending } from './learning.service.ts';

export function registerLearningRoutes(app: FastifyInstance, ctx: AppContext) {
  const learner = { access: { permission: 'learning:use' as const } };
  route(app, c.learnerHome, learner, async ({ auth }) => learnerHome(ctx, auth.user.id));
  route(app, c.trendingSkills, learner, async ({ auth, input }) => trending(ctx, auth.user.id, input));
}
