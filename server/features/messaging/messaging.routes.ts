import type { FastifyInstance } from 'fastify';
import { messagingContracts as c } from '../../../common/contracts/messaging.ts';
import type { AppContext } from '../../context.ts';
import { route } from '../../http/route.ts';
import * as messaging from './messaging.service.ts';

export function registerMessagingRoutes(app: FastifyInstance, ctx: AppContext) {
  // Only learners start a conversation; either side of one reads and answers it (the service checks).
  const learner = { access: { permission: 'learning:use' as const } };
  const user = { access: 'user' as const };
  route(app, c.messageTutor, learner, async ({ auth, params, input, reply }) => {
    reply.status(201);
    return messaging.messageTutor(ctx, auth.user.id, params.id!, input.body);
  });
  route(app, c.conversations, user, async ({ auth }) => messaging.conversations(ctx, auth.user.id));
  route(app, c.conversation, user, async ({ auth, params }) =>
    messaging.conversation(ctx, auth.user.id, params.id!),
  );
  route(app, c.reply, user, async ({ auth, params, input }) =>
    messaging.reply(ctx, auth.user.id, params.id!, input.body),
  );
}
