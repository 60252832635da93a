import { BOOKING } from '../../../../common/constants';
import { bookingEndpoints } from '../../../../common/contracts/endpoints';
import { CalendarX, GraduationCap, X } from 'lucide-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Badge } from '../../../components/ui/badge';
import { Button, buttonClasses } from '../../../components/ui/button';
import { toast } from '../../../hooks/use-toast';
import { api } from '../../../lib/api';
import { errorMessage } from '../../../lib/error-message';
import { LoadingBlock } from '../../../components/ui/spinner';
import { skillName } from '../../catalog';
import { JoinLink } from '../../classroom';
import { bookingQueries } from '../api/booking.queries';
import { formatWhen } from '../lib/time-zone';
import { RecordAttendance } from './record-attendance';

/** A tutor's upcoming groups and private sessions with who has a seat, from the database. */
export function TeachingSessions() {
  const { t, i18n } = useTranslation();
  const teaching = useQuery(bookingQueries.teaching());
  return (
    <>
      <RecordAttendance sessions={teaching.data?.toRecord ?? []} />
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
                {/* The classroom is for a group with someone in it who has paid. */}
                {s.learners.some((l) => l.status === 'confirmed') ? (
                  <div className="mt-2">
                    <JoinLink
                      sessionId={s.id}
                      label={t('classroom.joinNamed', {
                        skill: skillName(t, s.skill),
                        when: formatWhen(s.startsAt, i18n.language),
                      })}
                    />
                  </div>
                ) : null}
                <CancelTeaching sessionId={s.id} startsAt={s.startsAt} />
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
    </>
  );
}

const FREE_CHANGE_MS = BOOKING.freeChangeHours * 3_600_000;

/** Cancel a session, in two steps: it cancels every learner's seat (they are told and offered other groups). */
function CancelTeaching({ sessionId, startsAt }: { sessionId: string; startsAt: string }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const cancel = useMutation({
    mutationFn: () => api(bookingEndpoints.cancelTeaching, {}, { params: { id: sessionId } }),
    onSuccess: (next) => {
      queryClient.setQueryData(bookingQueries.teaching().queryKey, next);
      toast({ title: t('booking.teaching.cancelled') });
    },
    onError: (error) =>
      toast({
        title: t('booking.teaching.notCancelled'),
        description: errorMessage(error, t('booking.errors.failed')),
        variant: 'destructive',
      }),
  });
  // Inside 2 hours a tutor contacts support (SPEC.md 9); the button is not offered then.
  if (new Date(startsAt).getTime() - Date.now() < FREE_CHANGE_MS) return null;
  return (
    <div className="mt-2 flex flex-wrap gap-2">
      {confirming ? (
        <>
          <Button
            size="sm"
            variant="destructive"
            disabled={cancel.isPending}
            onClick={() => cancel.mutate()}
            data-testid="confirm-cancel-teaching"
          >
            {t('booking.teaching.confirmCancel')}
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setConfirming(false)}>
            {t('booking.teaching.keep')}
          </Button>
        </>
      ) : (
        <Button
          size="sm"
          variant="outline"
          onClick={() => setConfirming(true)}
          aria-label={t('booking.teaching.cancelLabel', { when: formatWhen(startsAt, i18n.language) })}
          data-testid="cancel-teaching"
        >
          <X aria-hidden="true" className="size-4" />
          {t('booking.teaching.cancel')}
        </Button>
      )}
    </div>
  );
}
