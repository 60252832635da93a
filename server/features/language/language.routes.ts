import { languageContracts } from '../../../common/contracts/language.ts';
import type { FastifyInstance } from 'fastify';

import type { AppContext } from '../../context.ts';
import { route } from '../../http/route.ts';
import { createTranslationProviders } from '../../integrations/translation/index.ts';
import { detectLanguage } from './language-config.policy.ts';
import { translate } from './translate.service.ts';

export function registerLanguageRoutes(app: FastifyInstance, ctx: AppContext) {
  const providers = createTranslationProviders(ctx.env);
  route(
    app,
    languageContracts.languageConfig,
    { access: 'public', allowWhilePasswordUnset: true },
    async ({ req }) => {
      const country = req.headers[ctx.env.COUNTRY_HEADER] ?? req.headers['cf-ipcountry'];
      return detectLanguage(typeof country === 'string' ? country : null, req.headers['accept-language']);
    },
  );
  route(
    app,
    languageContracts.translate,
    {
      access: 'public',
      allowWhilePasswordUnset: true,
      rateLimit: ctx.env.RATE_LIMIT_DISABLED ? undefined : { max: 300, timeWindow: '1 minute' },
    },
    async ({ input }) => translate(ctx, providers, input.text, input.sourceLanguage, input.targetLanguage),
  );
}
