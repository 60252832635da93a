import { useQuery } from '@tanstack/react-query';
import { CalendarClock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useBrowserTimeZone } from '../../../hooks/use-browser-time-zone';
import { formatSlot } from '../../../lib/format';
import { catalogQueries } from '../api/catalog.queries';

export interface NextAvailableProps {
  tutorId: string;
  /** Every tutor of the list, in its order: the cards share one query, so one request answers all. */
  tutorIds: string[];
  /** Into booking with this tutor chosen. */
  href: string;
}

/**
 * "Next available: Mon, 30 Nov, 09:00": the tutor's next free hour as the booking page offers it in
 * the reader's time zone, linking into booking with the tutor chosen; nothing when there is none. The
 * zone is the browser's, which the server rendering the shared page cannot know, so the times are
 * asked for once the page is in the browser (an island on the server-rendered pages). Until then the
 * line's height is kept, so the card does not move when the time arrives.
 */
export function NextAvailable({ tutorId, tutorIds, href }: NextAvailableProps) {
  const { t, i18n } = useTranslation();
  const zone = useBrowserTimeZone();
  const next = useQuery({
    ...catalogQueries.nextAvailable(tutorIds, zone ?? ''),
    enabled: zone !== null,
  });
  if (!next.data) return next.isError ? null : <p aria-hidden="true" className="mt-3 min-h-5" />;
  const startsAt = next.data.tutors.find((x) => x.tutorId === tutorId)?.startsAt;
  if (!startsAt) return null;
  return (
    <p className="mt-3 flex items-start gap-2 text-sm" data-testid="tutor-next-available">
      <CalendarClock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-indigo-600" />
      <Link href={href} className="font-medium text-indigo-700 underline-offset-2 hover:underline">
        {t('catalog.tutor.nextAvailable', { time: formatSlot(startsAt, i18n.language) })}
      </Link>
    </p>
  );
}
