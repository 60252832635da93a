import { describe, expect, it } from 'vitest';
import { calendarFile } from './calendar-file.ts';

describe('calendar file', () => {
  it('is an iCalendar document with one event per session, times in UTC and a stable id', () => {
    const text = calendarFile(
      'TRT Tutoring',
      [
        {
          id: 'seat-1',
          startsAt: '2026-12-05T10:00:00.000Z',
          endsAt: '2026-12-05T11:00:00.000Z',
          summary: 'Guitar · 3:1 group with Lukas M.',
          description: 'Beginner, in English',
          url: 'https://trt.example/learner-dashboard',
        },
      ],
      'trt.example',
    );
    expect(text).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(text).toContain('UID:seat-1@trt.example');
    expect(text).toContain('DTSTART:20261205T100000Z');
    expect(text).toContain('DTEND:20261205T110000Z');
    expect(text).toContain('SUMMARY:Guitar · 3:1 group with Lukas M.');
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(text).toMatch(/END:VCALENDAR\r?\n?$/);
  });
});
