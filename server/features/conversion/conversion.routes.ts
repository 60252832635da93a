import { conversionContracts } from '../../../common/contracts/conversion.ts';
import type { FastifyInstance } from 'fastify';

import { languageFromAcceptLanguage } from '../../../common/language-map.ts';
import type { AppContext } from '../../context.ts';
import { route } from '../../http/route.ts';
import { viewerTimeZone } from '../booking/index.ts';
import { instantDemo } from './instant-demo.service.ts';
import { createLead } from './leads.service.ts';

export function registerConversionRoutes(app: FastifyInstance, ctx: AppContext) {
  const demoLimit = ctx.env.RATE_LIMIT_DISABLED ? undefined : { max: 60, timeWindow: '1 minute' };
  route(
    app,
    conversionContracts.instantDemo,
    { access: 'public', rateLimit: demoLimit },
    async ({ input, auth }) =>
      instantDemo(ctx, input.skill, input.userType, viewerTimeZone(input.timeZone, auth?.user)),
  );
  route(
    app,
    conversionContracts.createLead,
    {
      access: 'public',
      rateLimit: ctx.env.RATE_LIMIT_DISABLED ? undefined : { max: 10, timeWindow: '1 hour' },
    },
    async ({ req, input }) =>
      createLead(ctx, input, {
        visitorId: req.anonId,
        language:
          req.auth?.user.language ?? languageFromAcceptLanguage(req.headers['accept-language']) ?? 'en',
      }),
  );
}
