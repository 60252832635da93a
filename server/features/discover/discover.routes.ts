import type { FastifyInstance } from 'fastify';
import { discoverContracts as c } from '../../../common/contracts/discover.ts';
import type { AppContext } from '../../context.ts';
import { route } from '../../http/route.ts';
import * as discover from './discover.service.ts';

/** The learners' discovery screens read these without an account, like the catalogue. */
export function registerDiscoverRoutes(app: FastifyInstance, ctx: AppContext) {
  const open = { access: 'public' as const, allowWhilePasswordUnset: true };
  route(app, c.skillsWithSeats, open, async ({ auth }) => discover.skillsWithSeats(ctx, auth?.user.id));
  route(app, c.openGroups, open, async ({ input, auth }) =>
    discover.openGroups(ctx, input.category, auth?.user.id),
  );
  route(app, c.kids, open, async () => discover.kids(ctx));
  route(app, c.popularSkills, open, async () => discover.popularSkills(ctx));
}
