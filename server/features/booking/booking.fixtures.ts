import { randomBytes } from 'node:crypto';
import { Temporal } from 'temporal-polyfill';
import { and, eq } from 'drizzle-orm';
import {
  sessionSeats,
  skills,
  tutorAvailability,
  tutorProfiles,
  tutorSkills,
} from '../../db/schema/index.ts';
import { registerUser, type TestApp, type TestClient } from '../../test/test-app.ts';

/** Test data for booking and what builds on it (notifications): made through the schema and the API. */
export const ZONE = 'Europe/Berlin';

/** A skill and a verified tutor teaching it every day from 08:00 to 22:00 Berlin time. */
export async function tutorWithSkill(
  t: TestApp,
  opts: { privateSessions?: boolean; levels?: string[]; clearedForMinors?: boolean } = {},
) {
  const skillId = `skill-${randomBytes(4).toString('hex')}`;
  await t.ctx.db.insert(skills).values({ id: skillId, name: `Skill ${skillId}`, category: 'music' });
  const { user, client } = await registerUser(t, {
    userType: 'tutor',
    firstName: 'Lukas',
    lastName: 'Meyer',
  });
  await t.ctx.db.insert(tutorProfiles).values({
    userId: user.id,
    languages: ['de', 'en'],
    verifiedAt: new Date(),
    timeZone: ZONE,
    privateSessionsEnabled: opts.privateSessions ?? false,
    clearedForMinorsAt: opts.clearedForMinors ? new Date() : null,
  });
  await t.ctx.db
    .insert(tutorSkills)
    .values({ tutorId: user.id, skillId, ...(opts.levels ? { levels: opts.levels } : {}) });
  await t.ctx.db.insert(tutorAvailability).values(
    [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
      tutorId: user.id,
      weekday,
      startMinute: 8 * 60,
      endMinute: 22 * 60,
    })),
  );
  return { tutorId: user.id as string, skillId, client };
}

/** A Berlin date `days` after today on the test clock, and the instant of `hour`:00 on it. */
export function dayAhead(t: TestApp, days: number, hour = 10) {
  const date = Temporal.Instant.fromEpochMilliseconds(t.ctx.now().getTime())
    .toZonedDateTimeISO(ZONE)
    .toPlainDate()
    .add({ days });
  const at = date.toPlainDateTime({ hour }).toZonedDateTime(ZONE).toInstant().toString();
  return { date: date.toString(), at: new Date(at).toISOString() };
}

/** Takes a seat in a 3:1 group (or what `extra` says) as the learner's browser would. */
export const hold = (
  client: TestClient,
  tutor: { tutorId: string; skillId: string },
  startsAt: string,
  extra = {},
) =>
  client.post('/api/booking/seats', {
    tutorId: tutor.tutorId,
    skillId: tutor.skillId,
    format: 'group',
    startsAt,
    level: 'beginner',
    language: 'en',
    timeZone: ZONE,
    ...extra,
  });

/**
 * Confirms a held seat as a successful payment will (the money issue's checkout owns that step; until
 * it lands, tests that need a paid seat confirm it here, in the same compare-and-swap shape).
 */
export async function confirmSeat(t: TestApp, seatId: string) {
  const rows = await t.ctx.db
    .update(sessionSeats)
    .set({ status: 'confirmed', holdExpiresAt: null })
    .where(and(eq(sessionSeats.id, seatId), eq(sessionSeats.status, 'held')))
    .returning({ id: sessionSeats.id });
  if (rows.length !== 1) throw new Error(`seat ${seatId} was not held`);
}
