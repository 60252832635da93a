import { count } from 'drizzle-orm';
import { hashPassword } from '../../lib/passwords.ts';
import type { Db } from '../client.ts';
import { users } from '../schema/index.ts';
import { seedBlog } from './blog-content.ts';
import { seedCampaigns } from './campaigns.ts';
import { seedCatalog } from './catalog.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts.ts';
import { seedLegal } from './legal-content.ts';
import { seedReviews } from './reviews.ts';

/** Inserts the demo accounts; existing ones are left as they are, so it can run any number of times. */
export async function seedDemo(db: Db): Promise<number> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const now = new Date();
  const inserted = await db
    .insert(users)
    .values(
      DEMO_ACCOUNTS.map((a) => ({
        email: a.email,
        firstName: a.firstName,
        lastName: a.lastName,
        userType: a.role,
        passwordHash,
        language: a.language,
        emailVerifiedAt: now,
        agreementVersion: '2026-11',
        agreementAcceptedAt: now,
      })),
    )
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id });
  await seedCatalog(db);
  await seedReviews(db);
  await seedCampaigns(db);
  await seedBlog(db);
  await seedLegal(db);
  return inserted.length;
}

export async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  return Number(row?.n ?? 0) === 0;
}
