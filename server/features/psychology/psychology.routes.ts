import { psychologyContracts } from '../../../common/contracts/psychology.ts';
import type { FastifyInstance } from 'fastify';

import type { AppContext } from '../../context.ts';
import { route } from '../../http/route.ts';
import type { SessionCookies } from '../../http/session-context.ts';
import { claimExitOffer, dismissExitOffer, showExitOffer } from './exit-intent.service.ts';
import { getScarcity } from './scarcity.service.ts';
import { getPsychologySettings, updatePsychologySettings } from './settings.service.ts';
import { getSocialProof } from './social-proof.service.ts';

export function registerPsychologyRoutes(app: FastifyInstance, ctx: AppContext, cookies: SessionCookies) {
  const open = { access: 'public' as const, allowWhilePasswordUnset: true };
  route(app, psychologyContracts.socialProof, open, async ({ input }) => getSocialProof(ctx, input.lang));
  route(app, psychologyContracts.lossAversion, open, async () => getScarcity(ctx));
  route(app, psychologyContracts.exitIntent, open, async ({ req, reply }) =>
    showExitOffer(ctx, cookies.visitorId(req, reply)),
  );
  route(app, psychologyContracts.claimOffer, open, async ({ req, input }) =>
    claimExitOffer(ctx, input.impressionId, req.anonId, req.auth?.user.id ?? null),
  );
  route(app, psychologyContracts.dismissOffer, open, async ({ req, input }) =>
    dismissExitOffer(ctx, input.impressionId, req.anonId),
  );
  route(app, psychologyContracts.psychologySettings, open, async () => getPsychologySettings(ctx));
  route(
    app,
    psychologyContracts.updatePsychologySettings,
    { access: { permission: 'settings:manage' } },
    async ({ input }) => updatePsychologySettings(ctx, input),
  );
}
