import { CalendarX, GraduationCap } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Badge } from '../../../components/ui/badge';
import { buttonClasses } from '../../../components/ui/button';
import { LoadingBlock } from '../../../components/ui/spinner';
import { skillName } from '../../catalog';
import { bookingQueries } from '../api/booking.queries';
import { formatWhen } from '../lib/time-zone';

/** A tutor's upcoming groups and private sessions with who has a seat, from the database. */
export function TeachingSessions() {
  const { t, i18n } = useTranslation();
  const teaching = useQuery(bookingQueries.teaching());
  return (
    <section aria-labelledby="teaching-title" data-testid="teaching-sessions">
      <h2 id="teaching-title" className="text-lg font-semibold text-slate-900">
        {t('booking.teaching.title')}
      </h2>
      {teaching.isLoading ? (
        <LoadingBlock label={t('common.loading')} compact />
      ) : teaching.data?.upcoming.length ? (
        <ul className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {teaching.data.upcoming.map((s) => (
            <li key={s.id} className="p-4" data-testid="teaching-session">
              <p className="font-semibold text-slate-900">
                {skillName(t, s.skill)} · {t(`booking.format.${s.format}.label`)} ·{' '}
                {t(`booking.format.levels.${s.level}`)}
              </p>
              <p className="text-sm text-slate-700">
                {formatWhen(s.startsAt, i18n.language)} ·{' '}
                {t('booking.mine.seats', { taken: s.seatsTaken, capacity: s.capacity })}
              </p>
              <ul className="mt-2 flex flex-wrap gap-2" aria-label={t('booking.teaching.learners')}>
                {s.learners.map((l, i) => (
                  <li key={`${l.name}-${i}`}>
                    <Badge tone={l.status === 'confirmed' ? 'green' : 'amber'}>
                      {l.status === 'confirmed' ? l.name : t('booking.teaching.held', { name: l.name })}
                    </Badge>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      ) : (
        <div className="mt-3 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-8 text-center">
          <CalendarX aria-hidden="true" className="mx-auto size-6 text-indigo-700" />
          <p className="mx-auto mt-3 max-w-md text-slate-700">{t('booking.teaching.none')}</p>
          <Link href="/TeachFAQ" className={buttonClasses('primary', 'sm', 'mt-4')}>
            <GraduationCap aria-hidden="true" className="size-4" />
            {t('dashboard.area.tutor.action')}
          </Link>
        </div>
      )}
    </section>
  );
}
