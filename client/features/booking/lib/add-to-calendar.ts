import type { SeatView } from '../../../../common/contracts/booking';
import type { TFunction } from 'i18next';
import { languageName } from '../../../lib/format';
import { skillName } from '../../catalog';

/**
 * Downloads a seat's session as an .ics file any calendar opens. The builder (and ical-generator with
 * it) is loaded on the click, so the dashboard's first load carries none of it.
 */
export async function downloadSessionFile(seat: SeatView, t: TFunction, language: string): Promise<void> {
  const { calendarFile } = await import('../../../../common/calendar-file');
  const s = seat.session;
  const skill = skillName(t, s.skill);
  const text = calendarFile(
    t('booking.mine.calendarName'),
    [
      {
        id: seat.id,
        startsAt: s.startsAt,
        endsAt: s.endsAt,
        summary: t('booking.mine.calendarSummary', {
          skill,
          format: t(`booking.format.${s.format}.label`),
          tutor: s.tutor.name,
        }),
        description: t('booking.mine.calendarDescription', {
          level: t(`booking.format.levels.${s.level}`),
          language: languageName(s.language, language),
        }),
        url: `${window.location.origin}/learner-dashboard`,
      },
    ],
    window.location.hostname,
  );
  const url = URL.createObjectURL(new Blob([text], { type: 'text/calendar;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `${s.skill.id}-${s.startsAt.slice(0, 10)}.ics`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
