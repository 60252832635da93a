import { and, asc, eq, gte, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { tutorAvailability, tutorAvailabilityExceptions, tutorProfiles } from '../../db/schema/index.ts';

export async function profileZone(ex: Executor, tutorId: string): Promise<string | null> {
  const [row] = await ex
    .select({ timeZone: tutorProfiles.timeZone })
    .from(tutorProfiles)
    .where(eq(tutorProfiles.userId, tutorId));
  return row?.timeZone ?? null;
}

export const weeklyWindows = (ex: Executor, tutorId: string) =>
  ex
    .select({
      weekday: tutorAvailability.weekday,
      startMinute: tutorAvailability.startMinute,
      endMinute: tutorAvailability.endMinute,
    })
    .from(tutorAvailability)
    .where(eq(tutorAvailability.tutorId, tutorId))
    .orderBy(asc(tutorAvailability.weekday), asc(tutorAvailability.startMinute));

/** Whole days off from `fromDate` on (partial exceptions are not edited here and are left alone). */
export async function daysOffFrom(ex: Executor, tutorId: string, fromDate: string): Promise<string[]> {
  const rows = await ex
    .selectDistinct({ date: tutorAvailabilityExceptions.date })
    .from(tutorAvailabilityExceptions)
    .where(
      and(
        eq(tutorAvailabilityExceptions.tutorId, tutorId),
        gte(tutorAvailabilityExceptions.date, fromDate),
        isNull(tutorAvailabilityExceptions.startMinute),
      ),
    )
    .orderBy(asc(tutorAvailabilityExceptions.date));
  return rows.map((r) => r.date);
}

/** A tutor who has not applied yet has no profile; their hours need one (unverified, so not bookable). */
export async function ensureProfile(ex: Executor, tutorId: string, timeZone: string) {
  await ex
    .insert(tutorProfiles)
    .values({ userId: tutorId, timeZone })
    .onConflictDoUpdate({ target: tutorProfiles.userId, set: { timeZone } });
}

export async function replaceWindows(
  ex: Executor,
  tutorId: string,
  windows: { weekday: number; startMinute: number; endMinute: number }[],
) {
  await ex.delete(tutorAvailability).where(eq(tutorAvailability.tutorId, tutorId));
  if (windows.length) await ex.insert(tutorAvailability).values(windows.map((w) => ({ tutorId, ...w })));
}

export async function replaceDaysOff(ex: Executor, tutorId: string, fromDate: string, dates: string[]) {
  await ex
    .delete(tutorAvailabilityExceptions)
    .where(
      and(
        eq(tutorAvailabilityExceptions.tutorId, tutorId),
        gte(tutorAvailabilityExceptions.date, fromDate),
        isNull(tutorAvailabilityExceptions.startMinute),
      ),
    );
  if (dates.length)
    await ex
      .insert(tutorAvailabilityExceptions)
      .values(dates.map((date) => ({ tutorId, date, startMinute: null, endMinute: null })));
}
