import { BOOKING } from '../../../../common/constants';

// Shared with the catalogue's next available times, which must use the zone these slots are shown in.
export { useBrowserTimeZone } from '../../../hooks/use-browser-time-zone';

/** A day as YYYY-MM-DD in a time zone (the calendar date the learner sees there). */
export function dateIn(zone: string, at: Date): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(at);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

/** The first and last day a learner may pick: today and the booking horizon, in their zone. */
export function bookableDays(zone: string, now: Date): { min: string; max: string } {
  return {
    min: dateIn(zone, now),
    max: dateIn(zone, new Date(now.getTime() + BOOKING.horizonDays * 24 * 3600 * 1000)),
  };
}

/** "14:00" in the reader's language, in `zone` or the browser's own. */
export function formatHour(iso: string, language: string, zone?: string): string {
  return new Intl.DateTimeFormat(language, {
    hour: '2-digit',
    minute: '2-digit',
    ...(zone ? { timeZone: zone } : {}),
  }).format(new Date(iso));
}

/** "Monday, 14 December 2026, 14:00" in the learner's zone. */
export function formatWhen(iso: string, language: string, zone?: string): string {
  return new Intl.DateTimeFormat(language, {
    dateStyle: 'full',
    timeStyle: 'short',
    ...(zone ? { timeZone: zone } : {}),
  }).format(new Date(iso));
}
