import ical from 'ical-generator';

/** One booked session as a calendar event; texts come translated from the caller. */
export interface CalendarEvent {
  /** Stable across downloads and feeds, so calendars update the event instead of duplicating it. */
  id: string;
  startsAt: string;
  endsAt: string;
  summary: string;
  description: string;
  url: string;
}

/**
 * An iCalendar (RFC 5545) document of sessions, built by ical-generator: the "add to calendar" file
 * of one session and, later, a user's calendar feed are the same builder.
 */
export function calendarFile(name: string, events: CalendarEvent[], domain: string): string {
  const calendar = ical({ name, prodId: { company: 'TRT Tutoring', product: 'sessions', language: 'EN' } });
  for (const e of events)
    calendar.createEvent({
      id: `${e.id}@${domain}`,
      start: new Date(e.startsAt),
      end: new Date(e.endsAt),
      summary: e.summary,
      description: e.description,
      url: e.url,
    });
  return calendar.toString();
}
