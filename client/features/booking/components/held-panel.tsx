import type { SeatView } from '../../../../common/contracts/booking';
import { CalendarClock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Button, buttonClasses } from '../../../components/ui/button';
import { skillName } from '../../catalog';
import { formatHour, formatWhen } from '../lib/time-zone';
import { PayNowLink } from './pay-now-link';

/**
 * After Book Session: the seat is really held (pending payment) until its expiry. Pay now opens the
 * checkout (/payment, issue 12); an unpaid hold lapses at its expiry and the seat is freed for others.
 */
export function HeldPanel({ seat, zone, onAnother }: { seat: SeatView; zone?: string; onAnother(): void }) {
  const { t, i18n } = useTranslation();
  const until = seat.holdExpiresAt ? formatHour(seat.holdExpiresAt, i18n.language, zone) : '';
  return (
    <section
      className="mt-8 rounded-2xl border border-emerald-200 bg-emerald-50 p-6"
      aria-labelledby="held-title"
      data-testid="seat-held"
    >
      <h2 id="held-title" className="flex items-center gap-2 text-xl font-semibold text-emerald-900">
        <CalendarClock aria-hidden="true" className="size-6" />
        {t('booking.held.title')}
      </h2>
      <p className="mt-3 text-slate-800" role="status">
        {t('booking.held.text', {
          format: t(`booking.format.${seat.session.format}.label`),
          tutor: seat.session.tutor.name,
          when: `${skillName(t, seat.session.skill)}, ${formatWhen(seat.session.startsAt, i18n.language, zone)}`,
          until,
        })}
      </p>
      <p className="mt-2 text-slate-700">{t('booking.held.payBy', { until })}</p>
      <div className="mt-5 flex flex-col gap-3 sm:flex-row">
        <PayNowLink seat={seat} />
        <Link href="/learner-dashboard" className={buttonClasses('outline')}>
          {t('booking.held.mySessions')}
        </Link>
        <Button variant="outline" onClick={onAnother}>
          {t('booking.held.another')}
        </Button>
      </div>
    </section>
  );
}
