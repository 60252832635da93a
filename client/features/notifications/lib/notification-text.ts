import type { NotificationView } from '../../../../common/contracts/notifications';
import type { TFunction } from 'i18next';
import { formatDateTime, formatLongDate } from '../../../lib/format';

/**
 * A notification's title and text in the reader's language: stored as its kind and values, worded
 * here (the skill by its translated name, the time in the reader's zone), as the email is on the server.
 */
export function notificationText(
  t: TFunction,
  language: string,
  n: Pick<NotificationView, 'kind' | 'params'>,
) {
  const p = n.params;
  const values: Record<string, string | number> = { ...p };
  if (typeof p.skillId === 'string')
    values.skill = t(`seedContent.skills.${p.skillId}.name`, { defaultValue: String(p.skill ?? p.skillId) });
  if (typeof p.startsAt === 'string') values.when = formatDateTime(p.startsAt, language);
  if (typeof p.endsAt === 'string') values.date = formatLongDate(p.endsAt, language);
  if (typeof p.outcome === 'string') values.outcome = t(`notifications.outcomes.${p.outcome}`);
  // A refund's amount and where it went (server/features/notifications/notify.ts words them alike).
  if (typeof p.amountCents === 'number')
    values.amount = new Intl.NumberFormat(language, {
      style: 'currency',
      currency: typeof p.currency === 'string' ? p.currency : 'EUR',
    }).format(p.amountCents / 100);
  if (typeof p.destination === 'string') values.destination = t(`refunds.destinationWords.${p.destination}`);
  return {
    title: t(`notifications.kinds.${n.kind}.title`, values),
    text: t(`notifications.kinds.${n.kind}.text`, values),
  };
}
