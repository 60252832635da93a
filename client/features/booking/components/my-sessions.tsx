import type { SavedBooking, SeatView } from '../../../../common/contracts/booking';
import { bookingEndpoints } from '../../../../common/contracts/endpoints';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CalendarPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Badge } from '../../../components/ui/badge';
import { Button, buttonClasses } from '../../../components/ui/button';
import { LoadingBlock } from '../../../components/ui/spinner';
import { toast } from '../../../hooks/use-toast';
import { api } from '../../../lib/api';
import { errorMessage } from '../../../lib/error-message';
import { skillName } from '../../catalog';
import { JoinLink } from '../../classroom';
import { BOOKING_KEY_PREFIX, bookingQueries } from '../api/booking.queries';
import { downloadSessionFile } from '../lib/add-to-calendar';
import { formatHour, formatWhen } from '../lib/time-zone';
import { MoveSeat } from './move-seat';
import { PayNowLink } from './pay-now-link';
import { RateSession } from './rate-session';

const refreshBooking = (queryClient: ReturnType<typeof useQueryClient>) =>
  queryClient.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith(BOOKING_KEY_PREFIX) });

/** A learner's past seats (attended, cancelled or lapsed), newest first. */
export function PastSessions() {
  const { t, i18n } = useTranslation();
  const seats = useQuery(bookingQueries.mySeats());
  return (
    <section aria-labelledby="past-title" data-testid="past-sessions">
      <h2 id="past-title" className="text-lg font-semibold text-slate-900">
        {t('booking.mine.past')}
      </h2>
      {seats.isLoading ? (
        <LoadingBlock label={t('common.loading')} compact />
      ) : seats.data?.past.length ? (
        <ul className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {seats.data.past.map((seat) => (
            <li key={seat.id} className="p-4">
              <p className="font-semibold text-slate-900">
                {skillName(t, seat.session.skill)} · {t(`booking.format.${seat.session.format}.label`)}
              </p>
              <p className="text-sm text-slate-700">
                {formatWhen(seat.session.startsAt, i18n.language)} · {seat.session.tutor.name} ·{' '}
                {seat.attended === false
                  ? t('booking.mine.absent')
                  : seat.session.status === 'completed' && seat.status === 'confirmed'
                    ? t('booking.mine.completed')
                    : t(`booking.mine.statuses.${seat.status === 'held' ? 'expired' : seat.status}`, {
                        until: '',
                      })}
              </p>
              <RateSession seat={seat} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-slate-700">{t('booking.mine.nonePast')}</p>
      )}
    </section>
  );
}

/** A learner's upcoming seats (held and confirmed) and the choices saved for later, from the database. */
export function MySessions() {
  const { t } = useTranslation();
  const seats = useQuery(bookingQueries.mySeats());
  const saved = useQuery(bookingQueries.saved());
  return (
    <div className="space-y-8" data-testid="my-sessions">
      <section aria-labelledby="upcoming-title">
        <h2 id="upcoming-title" className="text-lg font-semibold text-slate-900">
          {t('booking.mine.upcoming')}
        </h2>
        {seats.isLoading ? (
          <LoadingBlock label={t('common.loading')} compact />
        ) : seats.data?.upcoming.length ? (
          <ul className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
            {seats.data.upcoming.map((seat) => (
              <SeatRow key={seat.id} seat={seat} />
            ))}
          </ul>
        ) : (
          <div className="mt-3 flex flex-wrap items-center gap-3">
            <p className="text-slate-700">{t('booking.mine.none')}</p>
            <Link
              href="/session-booking"
              className={buttonClasses('primary', 'sm')}
              data-testid="book-a-session"
            >
              <CalendarPlus aria-hidden="true" className="size-4" />
              {t('booking.mine.book')}
            </Link>
          </div>
        )}
      </section>
      <section aria-labelledby="saved-title">
        <h2 id="saved-title" className="text-lg font-semibold text-slate-900">
          {t('booking.mine.saved')}
        </h2>
        {saved.isLoading ? (
          <LoadingBlock label={t('common.loading')} compact />
        ) : saved.data?.length ? (
          <ul className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
            {saved.data.map((s) => (
              <SavedRow key={s.id} saved={s} />
            ))}
          </ul>
        ) : (
          <p className="mt-3 text-slate-700">{t('booking.mine.noneSaved')}</p>
        )}
      </section>
    </div>
  );
}

function SeatRow({ seat }: { seat: SeatView }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const cancel = useMutation({
    mutationFn: () => api(bookingEndpoints.cancelSeat, undefined, { params: { id: seat.id } }),
    onSuccess: () => {
      toast({ title: t('booking.mine.cancelled') });
      void refreshBooking(queryClient);
    },
    onError: (error) =>
      toast({
        title: t('booking.mine.cancel'),
        description: errorMessage(error, t('booking.errors.failed')),
        variant: 'destructive',
      }),
  });
  const skill = skillName(t, seat.session.skill);
  const when = formatWhen(seat.session.startsAt, i18n.language);
  return (
    <li className="p-4" data-testid="my-seat">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <div className="min-w-0 flex-1">
          <p className="font-semibold text-slate-900">
            {skill} · {t(`booking.format.${seat.session.format}.label`)}
          </p>
          <p className="text-sm text-slate-700">
            {when} · {seat.session.tutor.name} ·{' '}
            {t('booking.mine.seats', { taken: seat.session.seatsTaken, capacity: seat.session.capacity })}
          </p>
          <Badge tone={seat.status === 'confirmed' ? 'green' : 'amber'} className="mt-2">
            {seat.status === 'held' && seat.holdExpiresAt
              ? t('booking.mine.statuses.held', {
                  until: formatHour(seat.holdExpiresAt, i18n.language),
                })
              : t(`booking.mine.statuses.${seat.status}`)}
          </Badge>
        </div>
        <PayNowLink seat={seat} size="sm" label={t('booking.pay.nowNamed', { skill, when })} />
        {seat.status === 'confirmed' ? (
          <JoinLink sessionId={seat.session.id} label={t('classroom.joinNamed', { skill, when })} />
        ) : null}
        <Button
          variant="outline"
          size="sm"
          onClick={() => void downloadSessionFile(seat, t, i18n.language)}
          aria-label={t('booking.mine.addToCalendarNamed', { skill, when })}
          data-testid="add-to-calendar"
        >
          <CalendarPlus aria-hidden="true" className="size-4" />
          {t('booking.mine.addToCalendar')}
        </Button>
        {seat.freeCancellation ? (
          <Button
            variant="outline"
            size="sm"
            disabled={cancel.isPending}
            onClick={() => cancel.mutate()}
            aria-label={t('booking.mine.cancelNamed', { skill, when })}
            data-testid="cancel-seat"
          >
            {t('booking.mine.cancel')}
          </Button>
        ) : (
          <p className="text-sm text-slate-700 sm:max-w-xs">{t('booking.mine.contactSupport')}</p>
        )}
      </div>
      <MoveSeat seat={seat} />
    </li>
  );
}

function SavedRow({ saved }: { saved: SavedBooking }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => api(bookingEndpoints.deleteSaved, undefined, { params: { id: saved.id } }),
    onSuccess: () => void refreshBooking(queryClient),
  });
  const skill = skillName(t, saved.skill);
  const params = new URLSearchParams({ skill: saved.skill.id, format: saved.format, tutor: saved.tutor.id });
  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center" data-testid="saved-booking">
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-slate-900">
          {skill} · {t(`booking.format.${saved.format}.label`)} · {saved.tutor.name}
        </p>
        <p className="text-sm text-slate-700">
          {saved.startsAt ? formatWhen(saved.startsAt, i18n.language) : t('booking.mine.anyTime')}
        </p>
      </div>
      <div className="flex gap-2">
        <Link href={`/session-booking?${params.toString()}`} className={buttonClasses('primary', 'sm')}>
          {t('booking.mine.continue')}
        </Link>
        <Button
          variant="outline"
          size="sm"
          disabled={remove.isPending}
          onClick={() => remove.mutate()}
          aria-label={t('booking.mine.removeNamed', { skill, tutor: saved.tutor.name })}
        >
          {t('booking.mine.remove')}
        </Button>
      </div>
    </li>
  );
}
