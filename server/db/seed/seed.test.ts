import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-app.ts';
import type { Database } from '../client.ts';
import { cities, skills, tutorProfiles, users } from '../schema/index.ts';
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
});
