import { Temporal } from 'temporal-polyfill';
import { and, eq, gt, inArray, lt, ne } from 'drizzle-orm';
import { BOOKING } from '../../../common/constants.ts';
import { hashPassword } from '../../lib/passwords.ts';
import type { Db } from '../client.ts';
import {
  conversations,
  familyLinks,
  learnerProfiles,
  messages,
  sessionSeats,
  tutoringSessions,
  users,
} from '../schema/index.ts';
import { DEMO_TUTORS } from './catalog-data.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts.ts';
import { learnerEmail } from './learners.ts';

const DAY_MS = 86_400_000;
const demoEmail = (role: string) => DEMO_ACCOUNTS.find((a) => a.role === role)!.email;

/**
 * The demo's children (fictional), each followed by a demo adult: Emma by the parent account, with a
 * conversation with an English tutor cleared to teach children and a paid seat in a group of her own
 * age; Paul by the guardian account, with nothing yet (the honest empty states). Children never
 * appear in the public activity.
 */
export const DEMO_CHILDREN = [
  {
    firstName: 'Emma',
    lastName: 'Hoffmann',
    ageBand: '10-12',
    language: 'de',
    followedBy: demoEmail('parent'),
  },
  {
    firstName: 'Paul',
    lastName: 'Berger',
    ageBand: '13-15',
    language: 'de',
    followedBy: demoEmail('guardian'),
  },
] as const;

/** Emma's tutor: the first demo tutor teaching English, cleared to teach children (seed/catalog.ts). */
const EMMA_TUTOR = DEMO_TUTORS.find((t) => t.skills.includes('english'))!;
const EMMA_SKILL = 'english';

const EMMA_MESSAGES = [
  {
    fromChild: true,
    body: `Hallo ${EMMA_TUTOR.firstName}! Ich bin 11 und wir fahren im Sommer nach England. Kann ich bei dir Englisch üben?`,
  },
  {
    fromChild: false,
    body: 'Hi Emma! Ja, gern. Ich habe eine Anfängergruppe für Kinder in deinem Alter. Wir fangen mit Begrüßungen und einem Lied an.',
  },
  { fromChild: true, body: 'Super, dann buche ich die Gruppe. Thank you!' },
];

export async function seedFamilies(db: Db, now = new Date()) {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const joined = new Date(now.getTime() - 21 * DAY_MS);
  const emails = DEMO_CHILDREN.map((c) => learnerEmail(c));
  await db
    .insert(users)
    .values(
      DEMO_CHILDREN.map((c, i) => ({
        email: emails[i]!,
        firstName: c.firstName,
        lastName: c.lastName,
        userType: 'student',
        passwordHash,
        language: c.language,
        timeZone: 'Europe/Berlin',
        emailVerifiedAt: joined,
        agreementVersion: '2026-11',
        agreementAcceptedAt: joined,
        createdAt: joined,
        updatedAt: joined,
      })),
    )
    .onConflictDoNothing({ target: users.email });
  const people = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, [...emails, ...DEMO_CHILDREN.map((c) => c.followedBy), EMMA_TUTOR.email]));
  const idOf = (email: string) => people.find((p) => p.email === email)?.id;
  const linked = await db
    .insert(familyLinks)
    .values(
      DEMO_CHILDREN.flatMap((c, i) => {
        const guardianId = idOf(c.followedBy);
        const childId = idOf(emails[i]!);
        return guardianId && childId ? [{ guardianId, childId, linkedAt: joined }] : [];
      }),
    )
    .onConflictDoNothing()
    .returning({ childId: familyLinks.childId });
  await db
    .insert(learnerProfiles)
    .values(
      DEMO_CHILDREN.flatMap((c, i) => {
        const userId = idOf(emails[i]!);
        return userId ? [{ userId, ageBand: c.ageBand, languages: ['de'], updatedAt: joined }] : [];
      }),
    )
    .onConflictDoNothing();
  const emma = idOf(emails[0]!);
  const tutor = idOf(EMMA_TUTOR.email);
  // Emma's conversation and seat are made once, with her link.
  if (!emma || !tutor || !linked.some((l) => l.childId === emma)) return;
  await seedEmmasConversation(db, emma, tutor, now);
  await seedEmmasSeat(db, emma, tutor, now);
}

async function seedEmmasConversation(db: Db, emma: string, tutor: string, now: Date) {
  const first = new Date(now.getTime() - 2 * DAY_MS);
  const [conversation] = await db
    .insert(conversations)
    .values({ learnerId: emma, tutorId: tutor, createdAt: first, lastMessageAt: first })
    .onConflictDoNothing()
    .returning({ id: conversations.id });
  if (!conversation) return;
  const rows = EMMA_MESSAGES.map((m, i) => {
    const at = new Date(first.getTime() + i * 3 * 3_600_000);
    return {
      conversationId: conversation.id,
      authorId: m.fromChild ? emma : tutor,
      body: m.body,
      createdAt: at,
      readAt: new Date(at.getTime() + 3_600_000),
    };
  });
  await db.insert(messages).values(rows);
  await db
    .update(conversations)
    .set({ lastMessageAt: rows.at(-1)!.createdAt })
    .where(eq(conversations.id, conversation.id));
}

/**
 * Emma's seat in her tutor's English beginners' group at the start of the tutor's first weekly window
 * at least three days ahead (Berlin) where the tutor teaches nothing else: a group of her own, as
 * children are never grouped with adults.
 */
async function seedEmmasSeat(db: Db, emma: string, tutor: string, now: Date) {
  const zone = 'Europe/Berlin';
  let day = Temporal.Instant.fromEpochMilliseconds(now.getTime() + 3 * DAY_MS)
    .toZonedDateTimeISO(zone)
    .toPlainDate();
  for (let i = 0; i < 28; i++, day = day.add({ days: 1 })) {
    const window = EMMA_TUTOR.availability.find(([weekday]) => weekday === day.dayOfWeek % 7);
    if (!window) continue;
    const startsAt = new Date(
      day.toPlainDateTime({ hour: window[1] }).toZonedDateTime(zone).toInstant().epochMilliseconds,
    );
    const endsAt = new Date(startsAt.getTime() + BOOKING.sessionMinutes * 60_000);
    const busy = await db
      .select({ id: tutoringSessions.id })
      .from(tutoringSessions)
      .where(
        and(
          eq(tutoringSessions.tutorId, tutor),
          ne(tutoringSessions.status, 'cancelled'),
          lt(tutoringSessions.startsAt, endsAt),
          gt(tutoringSessions.endsAt, startsAt),
        ),
      )
      .limit(1);
    if (busy.length) continue;
    const booked = new Date(now.getTime() - DAY_MS);
    const [session] = await db
      .insert(tutoringSessions)
      .values({
        tutorId: tutor,
        skillId: EMMA_SKILL,
        level: 'beginner',
        language: 'en',
        format: 'group',
        capacity: BOOKING.groupCapacity,
        startsAt,
        endsAt,
        status: 'open',
        createdAt: booked,
        updatedAt: booked,
      })
      .returning();
    // Paid by seedSeatPayments, which runs next, as every confirmed demo seat (with the access fee).
    await db.insert(sessionSeats).values({
      sessionId: session!.id,
      capacity: session!.capacity,
      startsAt,
      endsAt,
      seatNo: 1,
      learnerId: emma,
      status: 'confirmed',
      createdAt: booked,
      updatedAt: booked,
    });
    return;
  }
}
