import type { FastifyInstance } from 'fastify';
import { familyContracts as c } from '../../../common/contracts/family.ts';
import type { AppContext } from '../../context.ts';
import { route } from '../../http/route.ts';
import * as family from './family.service.ts';

export function registerFamilyRoutes(app: FastifyInstance, ctx: AppContext) {
  // The adult's side: parents and guardians (family:use); the child's side: learners (learning:use).
  const adult = { access: { permission: 'family:use' as const } };
  const child = { access: { permission: 'learning:use' as const } };
  route(app, c.family, adult, async ({ auth }) => family.overview(ctx, auth.user.id));
  route(
    app,
    c.createInvitation,
    { ...adult, rateLimit: { max: 20, timeWindow: '1 hour', per: 'user' } },
    async ({ auth, reply }) => {
      reply.status(201);
      return family.createInvitation(ctx, auth.user.id);
    },
  );
  route(app, c.withdrawInvitation, adult, async ({ auth, params }) =>
    family.withdrawInvitation(ctx, auth.user.id, params.id!),
  );
  route(app, c.endLink, adult, async ({ auth, params }) => family.endLink(ctx, auth.user.id, params.id!));
  route(app, c.childSeats, adult, async ({ auth, params }) =>
    family.childSeats(ctx, auth.user.id, params.id!),
  );
  route(app, c.childConversations, adult, async ({ auth, params }) =>
    family.childConversations(ctx, auth.user.id, params.id!),
  );
  route(app, c.childConversation, adult, async ({ auth, params }) =>
    family.childConversation(ctx, auth.user.id, params.id!, params.conversationId!),
  );
  route(app, c.childClassroomChat, adult, async ({ auth, params }) =>
    family.childClassroomChat(ctx, auth.user.id, params.id!, params.sessionId!),
  );
  route(app, c.myGuardians, child, async ({ auth }) => family.myGuardians(ctx, auth.user.id));
  // Codes are 50 random bits; the limit keeps guessing pointless all the same.
  route(
    app,
    c.acceptInvitation,
    { ...child, rateLimit: { max: 10, timeWindow: '15 minutes', per: 'user' } },
    async ({ auth, input, reply }) => {
      reply.status(201);
      return family.acceptInvitation(ctx, auth.user.id, input.code);
    },
  );
}
