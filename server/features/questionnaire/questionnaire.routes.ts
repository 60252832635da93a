import type { FastifyInstance } from 'fastify';
import { questionnaireContracts as c } from '../../../common/contracts/questionnaire.ts';
import { can } from '../../../common/permissions.ts';
import type { AppContext } from '../../context.ts';
import { route } from '../../http/route.ts';
import * as simi from './questionnaire.service.ts';

export function registerQuestionnaireRoutes(app: FastifyInstance, ctx: AppContext) {
  const learner = { access: { permission: 'learning:use' as const } };
  const tutor = { access: { permission: 'teaching:use' as const } };
  // A run belongs to its user: the service answers 404 for anyone else's.
  const user = { access: 'user' as const };
  route(app, c.learnerStart, learner, async ({ auth, input }) =>
    simi.start(ctx, auth.user.id, 'learner', input),
  );
  route(app, c.tutorStart, tutor, async ({ auth, input }) => simi.start(ctx, auth.user.id, 'tutor', input));
  route(app, c.respond, user, async ({ auth, input }) => simi.respond(ctx, auth.user.id, input));
  route(app, c.pause, user, async ({ auth, params }) => simi.pause(ctx, auth.user.id, params.sessionId!));
  route(app, c.resume, user, async ({ auth, params }) => simi.resume(ctx, auth.user.id, params.sessionId!));
  route(app, c.profile, user, async ({ auth }) =>
    simi.profile(ctx, auth.user.id, can(auth.user, 'teaching:use') ? 'tutor' : 'learner'),
  );
  route(app, c.updateProfile, learner, async ({ auth, input }) =>
    simi.updateProfile(ctx, auth.user.id, input),
  );
  route(app, c.updateSkillProfile, learner, async ({ auth, params, input }) =>
    simi.updateSkillProfile(ctx, auth.user.id, params.skillId!, input),
  );
}
