import { hashPassword } from '../../lib/passwords.ts';
import type { Db } from '../client.ts';
import { inArray } from 'drizzle-orm';
import { publicActivityConsents, users } from '../schema/index.ts';
import { CITIES } from './catalog-data.ts';
import { DEMO_PASSWORD } from './demo-accounts.ts';
import { EUROPEAN_CITIES, LEARNERS } from './europe-data.ts';
import { DEMO_REVIEWERS, reviewerEmail } from './reviews.ts';

/** A learner's zone from their country, for the few countries outside Central European Time. */
const ZONE_OF_COUNTRY: Record<string, string> = {
  PT: 'Europe/Lisbon',
  IE: 'Europe/Dublin',
  GB: 'Europe/London',
  FI: 'Europe/Helsinki',
  EE: 'Europe/Tallinn',
  LV: 'Europe/Riga',
  LT: 'Europe/Vilnius',
  RO: 'Europe/Bucharest',
  BG: 'Europe/Sofia',
  GR: 'Europe/Athens',
  CY: 'Asia/Nicosia',
};

/** Lower-case ASCII for an email's local part: "Zoë Müller-Łój" becomes "zoe.muller-loj". */
const ascii = (s: string) =>
  s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ł/g, 'l')
    .replace(/Ł/g, 'L')
    .replace(/ß/g, 'ss')
    .replace(/ø/g, 'o')
    .replace(/æ/g, 'ae')
    .replace(/[^A-Za-z-]/g, '')
    .toLowerCase();

export const learnerEmail = (l: { firstName: string; lastName: string }) =>
  `${ascii(l.firstName)}.${ascii(l.lastName)}@learners.demo.trt-tutoring.eu`;

/**
 * The last few learners signed up in the past days (2, 5 and 9 days ago) and chose to appear in the
 * site's recent activity with their city: the social-proof toast then tells of real, recent sign-ups.
 * They take part only in sessions booked after they joined (seed/history.ts).
 */
const RECENT_DAYS = [2, 5, 9];
const recentIndex = (i: number) => i - (LEARNERS.length - RECENT_DAYS.length);

const joinedOn = (at: Date | null) =>
  at ? { createdAt: at, updatedAt: at, emailVerifiedAt: at, agreementAcceptedAt: at } : {};

/** A city of the learner's country in the catalogue, if there is one. */
const cityOf = (countryCode: string) =>
  countryCode === 'DE' ? CITIES[0]?.id : EUROPEAN_CITIES.find((c) => c.countryCode === countryCode)?.id;

/**
 * The demo marketplace's adult learners (fictional): the authors of the first tutors' reviews and
 * 150 more across Europe, each in their country's zone and language. Existing accounts are kept.
 */
export async function seedLearners(db: Db, now = new Date()) {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  // They joined before the oldest seeded session.
  const joined = new Date(now.getTime() - 200 * 86400_000);
  const common = {
    userType: 'student',
    passwordHash,
    emailVerifiedAt: joined,
    agreementVersion: '2026-11',
    agreementAcceptedAt: joined,
    createdAt: joined,
    updatedAt: joined,
  };
  await db
    .insert(users)
    .values([
      ...DEMO_REVIEWERS.map((r) => ({
        ...common,
        email: reviewerEmail(r.key),
        firstName: r.firstName,
        lastName: r.lastName,
        language: r.language,
      })),
      ...LEARNERS.map((l, i) => ({
        ...common,
        ...joinedOn(
          recentIndex(i) >= 0 ? new Date(now.getTime() - RECENT_DAYS[recentIndex(i)]! * 86400_000) : null,
        ),
        email: learnerEmail(l),
        firstName: l.firstName,
        lastName: l.lastName,
        language: l.language,
        timeZone: ZONE_OF_COUNTRY[l.countryCode] ?? 'Europe/Berlin',
      })),
    ])
    .onConflictDoNothing({ target: users.email });
  const recent = LEARNERS.slice(-RECENT_DAYS.length);
  const rows = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, recent.map(learnerEmail)));
  const consents = rows.map((r) => {
    const learner = recent.find((l) => learnerEmail(l) === r.email)!;
    return { userId: r.id, allowed: true, cityId: cityOf(learner.countryCode) ?? null };
  });
  if (consents.length > 0) await db.insert(publicActivityConsents).values(consents).onConflictDoNothing();
}
