import { inArray } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { learnerProfiles, learnerSkillProfiles, matchRequests, users } from '../schema/index.ts';
import { LEARNERS } from './europe-data.ts';
import { learnerEmail } from './learners.ts';

/**
 * Learners who answered Simi and wait for a group (issue 11): two per skill for a few popular skills,
 * so the next learner who asks Simi about one of them completes a group of three, and the waitlists
 * on the dashboards are real. Their answers are the ones a beginner-to-elementary adult in Germany
 * would give; the matching engine reads them as it reads anyone's.
 */
const WAITING: { skillId: string; level: number; learners: [number, number] }[] = [
  { skillId: 'spanish', level: 1, learners: [1, 3] },
  { skillId: 'guitar', level: 1, learners: [5, 7] },
  { skillId: 'coding', level: 2, learners: [9, 11] },
];

export async function seedMatching(db: Db, now = new Date()) {
  const picked = WAITING.flatMap((w) => w.learners.map((i) => LEARNERS[i]!));
  const rows = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, picked.map(learnerEmail)));
  const idOf = new Map(rows.map((r) => [r.email, r.id]));
  // They answered over the past week, oldest first (the queue's order).
  let minutesAgo = 7 * 24 * 60;
  for (const w of WAITING) {
    for (const i of w.learners) {
      const userId = idOf.get(learnerEmail(LEARNERS[i]!));
      if (!userId) continue;
      const at = new Date(now.getTime() - minutesAgo * 60_000);
      minutesAgo -= 17 * 60;
      await db
        .insert(learnerProfiles)
        .values({
          userId,
          ageBand: 'adult',
          languages: ['de', 'en'],
          availability: ['weekday_evening', 'weekend_morning'],
          pace: 'steady',
          style: i % 2 === 0 ? 'hands-on' : 'visual',
          updatedAt: at,
        })
        .onConflictDoNothing();
      await db
        .insert(learnerSkillProfiles)
        .values({
          userId,
          skillId: w.skillId,
          level: w.level,
          goals: ['conversation', 'travel'],
          confidence: 8,
          updatedAt: at,
        })
        .onConflictDoNothing();
      await db
        .insert(matchRequests)
        .values({ learnerId: userId, skillId: w.skillId, createdAt: at, updatedAt: at })
        .onConflictDoNothing();
    }
  }
  await seedProfiles(db, now);
}

const PARTS = [
  ['weekday_evening', 'weekend_morning'],
  ['weekday_afternoon', 'weekday_evening'],
  ['weekday_morning', 'weekend_afternoon'],
  ['weekday_evening', 'weekend_evening'],
] as const;
const PACES = ['steady', 'slow', 'fast'] as const;
const STYLES = ['visual', 'hands-on', 'auditory', 'reading'] as const;

/**
 * The rest of the demo marketplace's learners (all adults) have a Simi profile too, as learners who
 * answered Simi when they joined would: their languages (their own and English), two day parts,
 * pace and style. Group health and regroupings (/post-pairing-optimization) read them.
 */
async function seedProfiles(db: Db, now: Date) {
  const rows = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, LEARNERS.map(learnerEmail)));
  const idOf = new Map(rows.map((r) => [r.email, r.id]));
  const values = LEARNERS.flatMap((l, i) => {
    const userId = idOf.get(learnerEmail(l));
    if (!userId) return [];
    return [
      {
        userId,
        ageBand: 'adult',
        languages: l.language === 'en' ? ['en'] : [l.language, 'en'],
        availability: [...PARTS[i % PARTS.length]!],
        pace: PACES[i % PACES.length]!,
        style: STYLES[(i >> 1) % STYLES.length]!,
        updatedAt: now,
      },
    ];
  });
  if (values.length > 0) await db.insert(learnerProfiles).values(values).onConflictDoNothing();
}
