import { and, count, desc, eq, gte } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { cities, publicActivityConsents, users } from '../../db/schema/index.ts';

/** Recent sign-ups of users who allowed being shown, with first name and city only. */
export async function recentPublicSignups(ex: Executor, since: Date, limit: number) {
  return ex
    .select({
      id: users.id,
      firstName: users.firstName,
      city: cities.name,
      createdAt: users.createdAt,
      emailVerifiedAt: users.emailVerifiedAt,
    })
    .from(publicActivityConsents)
    .innerJoin(users, eq(users.id, publicActivityConsents.userId))
    .leftJoin(cities, eq(cities.id, publicActivityConsents.cityId))
    .where(and(eq(publicActivityConsents.allowed, true), gte(users.createdAt, since)))
    .orderBy(desc(users.createdAt))
    .limit(limit);
}

/**
 * Learner accounts (userType student) created since `since`: the exact figure behind "{n} recent
 * learners joined". Parents and guardians are not counted: they register to follow a child's
 * learning, not to learn themselves; tutors, agents and staff are not learners either.
 */
export async function countLearnerSignupsSince(ex: Executor, since: Date): Promise<number> {
  const [row] = await ex
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.userType, 'student'), gte(users.createdAt, since)));
  return Number(row?.n ?? 0);
}
