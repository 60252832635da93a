import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-app.ts';
import type { Database } from '../client.ts';
import { ROLES } from '../../../common/constants.ts';
import { cities, reviews, skills, tutorProfiles, users } from '../schema/index.ts';
import { DEMO_ACCOUNTS } from './demo-accounts.ts';
import { isEmpty, seedDemo } from './seed.ts';

let database: Database;
let dispose: () => Promise<void>;
beforeAll(async () => {
  ({ database, dispose } = await openTestDatabase());
});
afterAll(async () => dispose());

describe('demo seed', () => {
  it('fills an empty database with one account per role, the catalogue and tutors, and can run again', async () => {
    expect(await isEmpty(database.db)).toBe(true);
    await seedDemo(database.db);
    const roles = await database.db.selectDistinct({ r: users.userType }).from(users);
    expect(roles.map((r) => r.r).sort()).toEqual([...new Set(DEMO_ACCOUNTS.map((a) => a.role))].sort());
    // A demo account for every role the product knows, enterprise admin and master agent included.
    expect(DEMO_ACCOUNTS.map((a) => a.role).sort()).toEqual([...ROLES].sort());
    const [s] = await database.db.select({ n: count() }).from(skills);
    const [c] = await database.db.select({ n: count() }).from(cities);
    expect(Number(s!.n)).toBeGreaterThanOrEqual(50);
    expect(Number(c!.n)).toBe(18);
    const [tp] = await database.db.select({ n: count() }).from(tutorProfiles);
    const before = await database.db.select({ n: count() }).from(users);
    await seedDemo(database.db);
    const after = await database.db.select({ n: count() }).from(users);
    expect(after).toEqual(before);
    expect(Number(tp!.n)).toBeGreaterThanOrEqual(9);
  });

  it('gives every demo tutor reviews by learners, at most one per learner and tutor, rated 1 to 5', async () => {
    const rows = await database.db
      .select({ tutorId: reviews.tutorId, rating: reviews.rating, author: users.userType })
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.authorId));
    expect(rows.length).toBe(43);
    expect(new Set(rows.map((r) => r.author))).toEqual(new Set(['student']));
    expect(rows.every((r) => r.rating >= 1 && r.rating <= 5)).toBe(true);
    const [profiles] = await database.db.select({ n: count() }).from(tutorProfiles);
    expect(new Set(rows.map((r) => r.tutorId)).size).toBe(Number(profiles!.n));
    // Seeding again adds no second review.
    await seedDemo(database.db);
    const [again] = await database.db.select({ n: count() }).from(reviews);
    expect(Number(again!.n)).toBe(43);
  });
});
