import { catalogContracts } from '../../../common/contracts/catalog.ts';
import type { FastifyInstance } from 'fastify';
import { searchContracts } from '../../../common/contracts/search.ts';
import { suggestions } from './suggestions.service.ts';

import type { AppContext } from '../../context.ts';
import { route } from '../../http/route.ts';
import { getCityPage, getSkillPage, listCities, listSkills } from './catalog.service.ts';

export function registerCatalogRoutes(app: FastifyInstance, ctx: AppContext) {
  const open = { access: 'public' as const, allowWhilePasswordUnset: true };
  route(app, catalogContracts.listSkills, open, async ({ input }) => listSkills(ctx, input.category));
  route(app, catalogContracts.getSkill, open, async ({ params }) => getSkillPage(ctx, params.id!));
  route(app, catalogContracts.listCities, open, async () => listCities(ctx));
  route(app, catalogContracts.getCity, open, async ({ params }) => getCityPage(ctx, params.id!));
  // Asked on every pause in typing: limited per address like other open lookups (not in benchmarks,
  // whose load comes from one address).
  route(
    app,
    searchContracts.suggestions,
    { ...open, rateLimit: ctx.env.RATE_LIMIT_DISABLED ? undefined : { max: 120, timeWindow: '1 minute' } },
    async ({ input }) => suggestions(ctx, input.q, input.language),
  );
}
