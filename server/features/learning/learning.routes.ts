import type { FastifyInstance } from 'fastify';
import { learningContracts as c } from '../../../common/contracts/learning.ts';
import type { AppContext } from '../../context.ts';
import { route } from '../../http/route.ts';
import { learnerHome, trending } from './learning.service.ts';
import { AGE_BANDS_QUEUE, getOnboarding, refreshAgeBands, saveOnboarding } from './onboarding.service.ts';

export function registerLearningRoutes(app: FastifyInstance, ctx: AppContext) {
  const learner = { access: { permission: 'learning:use' as const } };
  route(app, c.learnerHome, learner, async ({ auth }) => learnerHome(ctx, auth.user.id));
  route(app, c.trendingSkills, learner, async ({ auth, input }) => trending(ctx, auth.user.id, input));
  route(app, c.studentOnboarding, learner, async ({ auth }) => getOnboarding(ctx, auth.user.id));
  route(app, c.saveStudentOnboarding, learner, async ({ auth, input }) =>
    saveOnboarding(ctx, auth.user.id, input),
  );
  // Every night, on whichever node takes the job: age bands follow the birthdays that passed.
  ctx.jobs.handle(
    AGE_BANDS_QUEUE,
    async () => {
      await refreshAgeBands(ctx);
    },
    { cron: '20 3 * * *' },
  );
}
