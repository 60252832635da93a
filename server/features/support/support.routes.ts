import { supportContracts } from '../../../common/contracts/support.ts';
import type { FastifyInstance } from 'fastify';

import { languageFromAcceptLanguage } from '../../../common/language-map.ts';
import type { AppContext } from '../../context.ts';
import { route } from '../../http/route.ts';
import { sendContactMessage } from './contact.service.ts';

export function registerSupportRoutes(app: FastifyInstance, ctx: AppContext) {
  const limit = ctx.env.RATE_LIMIT_DISABLED ? undefined : { max: 5, timeWindow: '15 minutes' };
  route(
    app,
    supportContracts.contact,
    { access: 'public', allowWhilePasswordUnset: true, rateLimit: limit },
    async ({ req, input }) =>
      sendContactMessage(ctx, input, {
        userId: req.auth?.user.id ?? null,
        language:
          req.auth?.user.language ?? languageFromAcceptLanguage(req.headers['accept-language']) ?? 'en',
      }),
  );
}
