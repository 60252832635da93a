import type { FastifyInstance } from 'fastify';
import { contentContracts as c } from '../../../common/contracts/content.ts';
import type { AppContext } from '../../context.ts';
import { route } from '../../http/route.ts';
import { getCityPage, getSkillPage, listCities, listSkills } from './catalog.service.ts';

export function registerCatalogRoutes(app: FastifyInstance, ctx: AppContext) {
  const open = { access: 'public' as const, allowWhilePasswordUnset: true };
  route(app, c.listSkills, open, async ({ input }) => listSkills(ctx, input.category));
  route(app, c.getSkill, open, async ({ params }) => getSkillPage(ctx, params.id!));
  route(app, c.listCities, open, async () => listCities(ctx));
  route(app, c.getCity, open, async ({ params }) => getCityPage(ctx, params.id!));
}
