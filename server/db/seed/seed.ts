import { count } from 'drizzle-orm';
import { hashPassword } from '../../lib/passwords.ts';
import type { Db } from '../client.ts';
import { users } from '../schema/index.ts';
import { seedBlog } from './blog-content.ts';
import { seedCampaigns } from './campaigns.ts';
import { seedCatalog } from './catalog.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts.ts';
import { CITIES, DEMO_TUTORS } from './catalog-data.ts';
import { EUROPEAN_CITIES, LEARNERS, MORE_TUTORS } from './europe-data.ts';
import { seedLegal } from './legal-content.ts';
import { DEMO_REVIEWERS } from './reviews.ts';
import { seedHistory } from './history.ts';
import { DEMO_CHILDREN, seedFamilies } from './families.ts';
import { seedLearners } from './learners.ts';
import { seedMatching } from './matching.ts';
import { seedPayouts } from './payouts.ts';
import { seedRefunds } from './refunds.ts';
import { seedSeatPayments } from './seat-payments.ts';

/**
 * How many people the demo seed adds besides DEMO_ACCOUNTS' one per role: every demo tutor (the
 * tutor account among them) and the adult demo learners. Tests count from these, not from literals.
 */
export const SEEDED = {
  tutors: DEMO_TUTORS.length + MORE_TUTORS.length,
  adultLearners: DEMO_REVIEWERS.length + LEARNERS.length,
  /** Learners under 16, each followed by the demo parent or guardian (seed/families.ts). */
  children: DEMO_CHILDREN.length,
  cities: CITIES.length + EUROPEAN_CITIES.length,
  /** Every learner account: the demo learner, the adult learners, the children. */
  get learners() {
    return 1 + this.adultLearners + this.children;
  },
  /** All accounts: one per role, the other tutors, the adult learners, the children. */
  get users() {
    return DEMO_ACCOUNTS.length + (this.tutors - 1) + this.adultLearners + this.children;
  },
};

/** Inserts the demo accounts; existing ones are left as they are, so it can run any number of times. */
export async function seedDemo(db: Db): Promise<number> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const now = new Date();
  // The demo accounts joined a year ago, as the demo tutors did: their sessions and reviews go back
  // months. They accepted the current agreement now.
  const joined = new Date(now.getTime() - 365 * 86400_000);
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
        emailVerifiedAt: joined,
        agreementVersion: '2026-11',
        agreementAcceptedAt: now,
        createdAt: joined,
        updatedAt: now,
      })),
    )
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id });
  await seedCatalog(db);
  await seedLearners(db);
  await seedHistory(db);
  // After the history (whose groups are adults'), before the seat payments (which pay Emma's seat).
  await seedFamilies(db);
  await seedPayouts(db);
  await seedRefunds(db);
  await seedSeatPayments(db);
  await seedMatching(db);
  await seedCampaigns(db);
  await seedBlog(db);
  await seedLegal(db);
  return inserted.length;
}

export async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  return Number(row?.n ?? 0) === 0;
}
