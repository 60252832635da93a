import { Temporal } from 'temporal-polyfill';
import type { Availability } from '../../../common/contracts/booking.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import * as repo from './availability.repo.ts';
import { isTimeZone } from './slots.policy.ts';

/** Today's date in `zone`: days off before it are history and neither shown nor replaced. */
const todayIn = (zone: string, now: Date) =>
  Temporal.Instant.fromEpochMilliseconds(now.getTime()).toZonedDateTimeISO(zone).toPlainDate().toString();

const DEFAULT_ZONE = 'Europe/Berlin';

export async function myAvailability(ctx: AppContext, tutorId: string): Promise<Availability> {
  const timeZone = (await repo.profileZone(ctx.db, tutorId)) ?? DEFAULT_ZONE;
  const [windows, daysOff] = await Promise.all([
    repo.weeklyWindows(ctx.db, tutorId),
    repo.daysOffFrom(ctx.db, tutorId, todayIn(timeZone, ctx.now())),
  ]);
  return { timeZone, windows, daysOff };
}

/**
 * Replaces the weekly hours, the zone they are written in and the coming days off, in one transaction.
 * Sessions already booked stay: the tutor cancels those separately (learners must be told).
 */
export async function saveAvailability(
  ctx: AppContext,
  tutorId: string,
  input: Availability,
): Promise<Availability> {
  if (!isTimeZone(input.timeZone))
    throw new AppError('VALIDATION', 'Unknown time zone.', [
      { field: 'timeZone', message: 'Unknown time zone.', key: 'booking.validation.timeZone' },
    ]).withKey('booking.validation.timeZone');
  const today = todayIn(input.timeZone, ctx.now());
  const daysOff = [...new Set(input.daysOff)].sort();
  const past = daysOff.find((d) => d < today || !isCalendarDate(d));
  if (past)
    throw new AppError('VALIDATION', 'Days off must be real dates from today on.', [
      {
        field: 'daysOff',
        message: 'Days off must be real dates from today on.',
        key: 'booking.validation.dayOff',
      },
    ]).withKey('booking.validation.dayOff');
  await ctx.db.transaction(async (tx) => {
    await repo.ensureProfile(tx, tutorId, input.timeZone);
    await repo.replaceWindows(tx, tutorId, input.windows);
    await repo.replaceDaysOff(tx, tutorId, today, daysOff);
  });
  return myAvailability(ctx, tutorId);
}

function isCalendarDate(date: string): boolean {
  try {
    return Temporal.PlainDate.from(date, { overflow: 'reject' }).toString() === date;
  } catch {
    return false;
  }
}
