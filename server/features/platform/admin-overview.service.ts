import { ROLES } from '../../../common/constants.ts';
import type { AdminOverview } from '../../../common/contracts/platform.ts';
import type { AppContext } from '../../context.ts';
import * as repo from './admin-overview.repo.ts';

/** The operator view on /admin: counted now from the database, never cached or estimated. */
export async function getAdminOverview(ctx: AppContext): Promise<AdminOverview> {
  const [byRole, verifiedTutors, applicationsWaiting, publishedArticles] = await Promise.all([
    repo.countUsersByRole(ctx.db),
    repo.countVerifiedTutors(ctx.db),
    repo.countApplicationsWaiting(ctx.db),
    repo.countPublishedArticles(ctx.db),
  ]);
  const counts = new Map(byRole.map((r) => [r.role, Number(r.n)]));
  const usersByRole = ROLES.map((role) => ({ role, count: counts.get(role) ?? 0 }));
  return {
    usersByRole,
    totalUsers: usersByRole.reduce((sum, r) => sum + r.count, 0),
    verifiedTutors,
    applicationsWaiting,
    publishedArticles,
  };
}
