import { sql } from 'drizzle-orm';
import { hashPassword } from '../../lib/passwords.ts';
import type { Db } from '../client.ts';
import { cities, skills, tutorAvailability, tutorProfiles, tutorSkills, users } from '../schema/index.ts';
import { CITIES, DEMO_TUTORS, SKILLS } from './catalog-data.ts';
import { DEMO_PASSWORD } from './demo-accounts.ts';
import { EUROPEAN_CITIES, MORE_TUTORS } from './europe-data.ts';

/**
 * Demo tutors who teach what children learn most hold a verified criminal-record certificate, so
 * they are cleared to teach minors (SPEC.md 9); the others teach adults only.
 */
const CHILD_SKILLS = new Set([
  'scratch-for-kids',
  'reading-writing',
  'mathematics',
  'english',
  'chess',
  'drawing',
  'piano',
]);

/** The first tutors (German cities, Berlin time) and the ones across Europe, each in their city's zone. */
const ALL_TUTORS = [...DEMO_TUTORS.map((t) => ({ ...t, timeZone: 'Europe/Berlin' })), ...MORE_TUTORS];

/**
 * Skills, cities and the demo tutors with profiles, skills and weekly availability. Their ratings are
 * not seeded here: they come from the review rows of seed/reviews.ts.
 */
export async function seedCatalog(db: Db) {
  await db.insert(skills).values(SKILLS).onConflictDoNothing();
  await db
    .insert(cities)
    .values([
      ...CITIES.map((c) => ({ ...c, countryCode: 'DE' })),
      ...EUROPEAN_CITIES.map(({ timeZone: _zone, ...c }) => c),
    ])
    .onConflictDoNothing();
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const now = new Date();
  // The tutors joined a year ago, so their reviews (seed/reviews.ts) are younger than their accounts.
  const joined = new Date(now.getTime() - 365 * 86400_000);
  for (const t of ALL_TUTORS) {
    await db.transaction(async (tx) => {
      await tx
        .insert(users)
        .values({
          email: t.email,
          firstName: t.firstName,
          lastName: t.lastName,
          userType: 'tutor',
          passwordHash,
          language: t.languages.includes('de') ? 'de' : (t.languages[0] ?? 'en'),
          emailVerifiedAt: joined,
          agreementVersion: '2026-11',
          agreementAcceptedAt: joined,
          createdAt: joined,
          updatedAt: joined,
        })
        .onConflictDoNothing({ target: users.email });
      const [user] = await tx.select({ id: users.id }).from(users).where(sql`${users.email} = ${t.email}`);
      const inserted = await tx
        .insert(tutorProfiles)
        .values({
          userId: user!.id,
          headline: t.headline,
          bio: t.bio,
          cityId: t.cityId,
          languages: t.languages,
          yearsExperience: t.yearsExperience,
          timeZone: t.timeZone,
          verifiedAt: joined,
          clearedForMinorsAt: t.skills.some((s) => CHILD_SKILLS.has(s)) ? joined : null,
          createdAt: joined,
        })
        .onConflictDoNothing()
        .returning({ id: tutorProfiles.userId });
      if (inserted.length === 0) return;
      await tx.insert(tutorSkills).values(t.skills.map((skillId) => ({ tutorId: user!.id, skillId })));
      await tx.insert(tutorAvailability).values(
        t.availability.map(([weekday, from, to]) => ({
          tutorId: user!.id,
          weekday,
          startMinute: from * 60,
          endMinute: to * 60,
        })),
      );
    });
  }
}
