import { sql } from 'drizzle-orm';
import { hashPassword } from '../../lib/passwords.ts';
import type { Db } from '../client.ts';
import { cities, skills, tutorAvailability, tutorProfiles, tutorSkills, users } from '../schema/index.ts';
import { CITIES, DEMO_TUTORS, SKILLS } from './catalog-data.ts';
import { DEMO_PASSWORD } from './demo-accounts.ts';

/** Skills, cities and the demo tutors with profiles, skills, ratings and weekly availability. */
export async function seedCatalog(db: Db) {
  await db.insert(skills).values(SKILLS).onConflictDoNothing();
  await db
    .insert(cities)
    .values(CITIES.map((c) => ({ ...c, countryCode: 'DE' })))
    .onConflictDoNothing();
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const now = new Date();
  for (const t of DEMO_TUTORS) {
    await db.transaction(async (tx) => {
      await tx
        .insert(users)
        .values({
          email: t.email,
          firstName: t.firstName,
          lastName: t.lastName,
          userType: 'tutor',
          passwordHash,
          language: t.languages.includes('de') ? 'de' : 'en',
          emailVerifiedAt: now,
          agreementVersion: '2026-11',
          agreementAcceptedAt: now,
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
          verifiedAt: now,
          ratingSum: t.ratings.reduce((a, b) => a + b, 0),
          ratingCount: t.ratings.length,
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
