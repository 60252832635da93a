import { refundsEndpoints } from '../../../../common/contracts/endpoints';
import type { RefundableBooking } from '../../../../common/contracts/refunds';
import { REFUND_REASON_MAX } from '../../../../common/contracts/refunds';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Clock, HandCoins, History, ReceiptText } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { PageSection } from '../../../components/ui/page-section';
import { LoadingBlock } from '../../../components/ui/spinner';
import { Textarea } from '../../../components/ui/textarea';
import { api } from '../../../lib/api';
import { isApiError } from '../../../lib/api-error';
import { errorMessage } from '../../../lib/error-message';
import { formatDateTime } from '../../../lib/format';
import { refundsQueries } from '../api/refunds.queries';
import { formatMoney, newKey } from '../lib/money';
import { RefundList } from './refund-list';

/** /refund-portal: the learner's paid bookings with what the rules allow, and their refund requests. */
export function RefundPortalPage() {
  const { t } = useTranslation();
  // A refunded booking leaves the list at once, so its outcome is announced here, not in its row.
  const [announcement, setAnnouncement] = useState('');
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:py-10" data-testid="refund-portal">
      <h1 className="text-3xl font-bold text-slate-900">{t('refunds.portal.title')}</h1>
      <p className="mt-2 max-w-2xl text-slate-700">{t('refunds.portal.intro')}</p>
      <ul className="mt-4 max-w-2xl list-disc space-y-1 pl-5 text-sm text-slate-700">
        <li>{t('refunds.rules.automatic')}</li>
        <li>{t('refunds.rules.support')}</li>
        <li>{t('refunds.rules.points')}</li>
      </ul>
      <p
        role="status"
        aria-live="polite"
        className="mt-4 rounded-lg text-emerald-800 empty:hidden"
        data-testid="refund-announcement"
      >
        {announcement}
      </p>
      <Bookings onDone={setAnnouncement} />
      <MyRequests />
    </div>
  );
}

function Bookings({ onDone }: { onDone: (text: string) => void }) {
  const { t } = useTranslation();
  const bookings = useQuery(refundsQueries.bookings());
  return (
    <PageSection id="refund-bookings" icon={ReceiptText} title={t('refunds.portal.bookings')}>
      {bookings.isLoading ? (
        <LoadingBlock label={t('common.loading')} compact />
      ) : bookings.isError ? (
        <p role="alert">{t('refunds.loadFailed')}</p>
      ) : bookings.data?.bookings.length ? (
        <ul className="divide-y divide-slate-200" data-testid="refund-bookings">
          {bookings.data.bookings.map((b) => (
            <BookingRow key={b.paymentId} booking={b} onDone={onDone} />
          ))}
        </ul>
      ) : (
        <p data-testid="refund-bookings-empty">{t('refunds.portal.noBookings')}</p>
      )}
    </PageSection>
  );
}

const OPTION_TONE = { automatic: 'green', support: 'amber', too_late: 'slate', taken: 'indigo' } as const;

function BookingRow({ booking, onDone }: { booking: RefundableBooking; onDone: (text: string) => void }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const ids = { reason: useId(), destination: useId(), status: useId() };
  const [destination, setDestination] = useState<'card' | 'credit'>('card');
  const [reason, setReason] = useState('');
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  // One attempt keeps its key until it has an answer, so a retry after a dropped connection is the same request.
  const attempt = useRef<string | null>(null);
  const total = booking.cardCents + booking.pointsCents;
  const money = (cents: number) => formatMoney(cents, booking.currency, i18n.language);
  const skill = t(`seedContent.skills.${booking.session.skill.id}.name`, {
    defaultValue: booking.session.skill.name,
  });
  const ask = useMutation({
    mutationFn: () => {
      attempt.current ??= newKey();
      return api(
        refundsEndpoints.requestRefund,
        {
          paymentId: booking.paymentId,
          destination,
          ...(reason.trim() ? { reason: reason.trim() } : {}),
        },
        { headers: { 'Idempotency-Key': attempt.current } },
      );
    },
    onSuccess: async ({ refund }) => {
      attempt.current = null;
      setMessage(null);
      onDone(t(`refunds.portal.done.${refund.status}`, { amount: money(refund.amountCents) }));
      await queryClient.invalidateQueries({ queryKey: refundsQueries.bookings().queryKey });
      await queryClient.invalidateQueries({ queryKey: refundsQueries.mine().queryKey });
    },
    onError: (error) => {
      if (!isApiError(error) || error.code !== 'IDEMPOTENCY_IN_FLIGHT') attempt.current = null;
      setMessage({ text: errorMessage(error, t('refunds.portal.failed')), error: true });
    },
  });
  const open = booking.option === 'automatic' || booking.option === 'support';
  return (
    <li className="py-4" data-testid="refund-booking">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold text-slate-900">
            {skill} · {booking.session.tutorName}
          </p>
          <p className="text-sm text-slate-700">
            <Clock aria-hidden="true" className="mr-1 inline size-4" />
            {formatDateTime(booking.session.startsAt, i18n.language)}
          </p>
          <p className="text-sm text-slate-700">
            {t('refunds.portal.paid', { amount: money(total) })}
            {booking.pointsCents > 0
              ? ` ${t('refunds.portal.paidSplit', { card: money(booking.cardCents), points: booking.pointsCents })}`
              : ''}
          </p>
        </div>
        <Badge tone={OPTION_TONE[booking.option]} data-testid="refund-option">
          {t(`refunds.options.${booking.option}`)}
        </Badge>
      </div>
      <p className="mt-2 text-sm text-slate-700">
        {t(`refunds.optionHelp.${booking.option}`, {
          until: formatDateTime(booking.supportUntil, i18n.language),
        })}
      </p>
      {open ? (
        <form
          className="mt-3 grid gap-3 rounded-xl border border-slate-200 bg-slate-50 p-4"
          onSubmit={(e) => {
            e.preventDefault();
            setMessage(null);
            ask.mutate();
          }}
          aria-describedby={ids.status}
        >
          <fieldset>
            <legend className="text-sm font-medium text-slate-900">{t('refunds.portal.destination')}</legend>
            <div className="mt-1 flex flex-wrap gap-4">
              {(['card', 'credit'] as const).map((d) => (
                <label key={d} className="flex items-center gap-2 text-sm text-slate-800">
                  <input
                    type="radio"
                    name={ids.destination}
                    value={d}
                    checked={destination === d}
                    onChange={() => setDestination(d)}
                    className="size-4 accent-indigo-600"
                  />
                  {t(`refunds.destinations.${d}`)}
                </label>
              ))}
            </div>
          </fieldset>
          {booking.option === 'support' ? (
            <div>
              <Label htmlFor={ids.reason}>{t('refunds.portal.reason')}</Label>
              <Textarea
                id={ids.reason}
                className="mt-1.5"
                required
                minLength={3}
                maxLength={REFUND_REASON_MAX}
                value={reason}
                onChange={(e) => setReason(e.target.value)}
                data-testid="refund-reason"
              />
            </div>
          ) : null}
          <div>
            <Button type="submit" size="sm" disabled={ask.isPending} data-testid="refund-submit">
              <HandCoins aria-hidden="true" className="size-4" />
              {booking.option === 'automatic'
                ? t('refunds.portal.refundNow', { amount: money(total) })
                : t('refunds.portal.sendRequest')}
            </Button>
          </div>
        </form>
      ) : null}
      <p
        id={ids.status}
        role="status"
        aria-live="polite"
        className={message?.error ? 'mt-2 text-sm text-red-700' : 'mt-2 text-sm text-emerald-800'}
        data-testid="refund-message"
      >
        {message?.text ?? ''}
      </p>
    </li>
  );
}

function MyRequests() {
  const { t } = useTranslation();
  const mine = useQuery(refundsQueries.mine());
  return (
    <PageSection id="refund-requests" icon={History} title={t('refunds.portal.requests')}>
      {mine.isLoading ? (
        <LoadingBlock label={t('common.loading')} compact />
      ) : mine.isError ? (
        <p role="alert">{t('refunds.loadFailed')}</p>
      ) : mine.data?.refunds.length ? (
        <RefundList refunds={mine.data.refunds} testId="my-refunds" />
      ) : (
        <p data-testid="my-refunds-empty">{t('refunds.portal.noRequests')}</p>
      )}
    </PageSection>
  );
}
