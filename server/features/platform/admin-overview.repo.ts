import { count, eq, isNotNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { blogPosts, tutorApplications, tutorProfiles, users } from '../../db/schema/index.ts';

export async function countUsersByRole(ex: Executor) {
  return ex.select({ role: users.userType, n: count() }).from(users).groupBy(users.userType);
}

export async function countVerifiedTutors(ex: Executor): Promise<number> {
  const [row] = await ex
    .select({ n: count() })
    .from(tutorProfiles)
    .where(isNotNull(tutorProfiles.verifiedAt));
  return Number(row?.n ?? 0);
}

export async function countPublishedArticles(ex: Executor): Promise<number> {
  const [row] = await ex.select({ n: count() }).from(blogPosts).where(eq(blogPosts.status, 'published'));
  return Number(row?.n ?? 0);
}

export async function countApplicationsWaiting(ex: Executor): Promise<number> {
  const [row] = await ex
    .select({ n: count() })
    .from(tutorApplications)
    .where(eq(tutorApplications.status, 'submitted'));
  return Number(row?.n ?? 0);
}
