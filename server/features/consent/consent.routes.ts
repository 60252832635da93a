import { consentContracts } from '../../../common/contracts/consent.ts';
import type { FastifyInstance } from 'fastify';

import type { AppContext } from '../../context.ts';
import { route } from '../../http/route.ts';
import type { SessionCookies } from '../../http/session-context.ts';
import { getConsent, saveConsent } from './consent.service.ts';

export function registerConsentRoutes(app: FastifyInstance, ctx: AppContext, cookies: SessionCookies) {
  route(
    app,
    consentContracts.getCookieConsent,
    { access: 'public', allowWhilePasswordUnset: true },
    async ({ req }) => getConsent(ctx, { userId: req.auth?.user.id ?? null, visitorId: req.anonId }),
  );
  route(
    app,
    consentContracts.saveCookieConsent,
    { access: 'public', allowWhilePasswordUnset: true },
    async ({ req, reply, input }) => {
      // The choice is tied to this browser (and to the account when signed in).
      return saveConsent(
        ctx,
        { userId: req.auth?.user.id ?? null, visitorId: cookies.visitorId(req, reply) },
        input,
      );
    },
  );
}
