import type { Split } from '../../../../common/checkout-split';
import type { SeatView } from '../../../../common/contracts/booking';
import type { PaymentView } from '../../../../common/contracts/payments';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, FileDown } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { buttonClasses } from '../../../components/ui/button';
import { useBrowserTimeZone } from '../../../hooks/use-browser-time-zone';
import { formatCountdown, useSecondsLeft } from '../../../hooks/use-seconds-left';
import { formatEuro } from '../../../lib/format';
import { formatHour, formatWhen } from '../../booking';
import { skillName } from '../../catalog';
import { paymentsQueries } from '../api/payments.queries';
import { reasonKey } from '../lib/card';
import { PriceLines } from './pay-options';

/** The checkout's frame, its summary of the seat, and how a payment ends (issue 12). */

export function Shell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:py-10" data-testid="checkout-page">
      <Link
        href="/learner-dashboard"
        className="inline-flex items-center gap-2 text-sm font-medium text-indigo-700 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('payments.checkout.back')}
      </Link>
      <h1 className="mt-4 text-3xl font-bold text-slate-900">{t('payments.checkout.title')}</h1>
      {children}
    </div>
  );
}

/** What is being bought: skill, tutor, time in the viewer's zone, format, price, and the hold's deadline. */
export function SeatSummary({ seat, live, split }: { seat: SeatView; live: boolean; split?: Split | null }) {
  const { t, i18n } = useTranslation();
  const zone = useBrowserTimeZone() ?? undefined;
  const deadline = seat.holdExpiresAt ? Date.parse(seat.holdExpiresAt) : null;
  const left = useSecondsLeft(live ? deadline : null);
  const rows: [string, string][] = [
    [t('payments.checkout.skill'), skillName(t, seat.session.skill)],
    [t('payments.checkout.tutor'), seat.session.tutor.name],
    [
      t('payments.checkout.when'),
      zone
        ? t('payments.checkout.whenInZone', {
            when: formatWhen(seat.session.startsAt, i18n.language, zone),
            zone,
          })
        : formatWhen(seat.session.startsAt, i18n.language),
    ],
    [t('payments.checkout.format'), t(`booking.format.${seat.session.format}.label`)],
  ];
  return (
    <section
      aria-labelledby="checkout-summary"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
      data-testid="checkout-summary"
    >
      <h2 id="checkout-summary" className="text-xl font-semibold text-slate-900">
        {t('payments.checkout.summary')}
      </h2>
      <dl className="mt-4 space-y-3">
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt className="text-sm text-slate-600">{term}</dt>
            <dd className="font-medium break-words text-slate-900">{value}</dd>
          </div>
        ))}
        {split ? <PriceLines split={split} /> : null}
        <div className="flex items-baseline justify-between border-t border-slate-200 pt-3">
          <dt className="font-semibold text-slate-900">
            {split && split.pointsCents > 0 ? t('payments.split.byCard') : t('payments.checkout.total')}
          </dt>
          <dd className="text-2xl font-bold text-slate-900" data-testid="checkout-price">
            {formatEuro(split ? split.cardCents : seat.priceCents, i18n.language)}
          </dd>
        </div>
      </dl>
      {split && split.accessFeeCents > 0 ? (
        <p className="mt-2 text-xs text-slate-600">{t('payments.split.accessFeeNote')}</p>
      ) : null}
      {live && seat.holdExpiresAt ? (
        <p className="mt-4 rounded-lg bg-amber-50 p-3 text-sm text-amber-950">
          {t('payments.checkout.heldUntil', {
            until: formatHour(seat.holdExpiresAt, i18n.language, zone),
          })}{' '}
          <span
            role="timer"
            aria-live="off"
            className="font-semibold tabular-nums"
            data-testid="hold-countdown"
          >
            {t('payments.checkout.timeLeft', { time: formatCountdown(left) })}
          </span>
        </p>
      ) : null}
    </section>
  );
}

export type OutcomeKind = 'confirmed' | 'declined' | 'expired' | 'notFound' | 'slow';

/** A finished checkout: its heading takes the focus, so a screen reader reads the result at once. */
export function Outcome({
  kind,
  reason,
  paymentId,
}: {
  kind: OutcomeKind;
  reason?: string;
  /** A confirmed seat's payment: its receipt is offered once the money is taken. */
  paymentId?: string;
}) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const tone =
    kind === 'confirmed' ? 'border-emerald-200 bg-emerald-50' : 'border-amber-200 bg-amber-50 text-amber-950';
  return (
    <section
      className={`mt-8 rounded-2xl border p-6 ${tone}`}
      aria-labelledby="checkout-outcome"
      data-testid={`checkout-${kind}`}
    >
      <h2
        id="checkout-outcome"
        ref={heading}
        tabIndex={-1}
        className="text-2xl font-semibold text-slate-900 focus:outline-none"
      >
        {t(`payments.checkout.outcome.${kind}.title`)}
      </h2>
      <p className="mt-3 text-slate-800">{reason ?? t(`payments.checkout.outcome.${kind}.text`)}</p>
      <div className="mt-5 flex flex-col gap-3 sm:flex-row">
        {kind === 'expired' ? (
          <Link href="/session-booking" className={buttonClasses('primary')}>
            {t('payments.checkout.bookAgain')}
          </Link>
        ) : null}
        <Link
          href="/learner-dashboard"
          className={buttonClasses(kind === 'expired' ? 'outline' : 'primary')}
          data-testid="to-dashboard"
        >
          {t('payments.checkout.toDashboard')}
        </Link>
        {kind === 'confirmed' && paymentId ? <ReceiptLink paymentId={paymentId} /> : null}
      </div>
    </section>
  );
}

/** Reads of the payment while its capture is pending: about a minute, then the dashboard has it. */
const RECEIPT_POLLS = 30;

/**
 * The receipt (GET /api/payments/:id/receipt) of a confirmed seat. The seat is confirmed when the card
 * is authorised and a job takes the money moments later (ADR 026); a receipt exists only from then,
 * so the link appears once the payment reads succeeded, never before.
 */
function ReceiptLink({ paymentId }: { paymentId: string }) {
  const { t } = useTranslation();
  const payment = useQuery({
    ...paymentsQueries.payment(paymentId),
    refetchInterval: (q) =>
      q.state.data?.status === 'succeeded' ||
      q.state.data?.status === 'failed' ||
      q.state.dataUpdateCount > RECEIPT_POLLS
        ? false
        : 2000,
  });
  if (payment.data?.status !== 'succeeded') return null;
  return (
    <a
      href={`/api/payments/${paymentId}/receipt`}
      className={buttonClasses('outline')}
      data-testid="receipt-link"
      download
    >
      <FileDown aria-hidden="true" className="size-4" />
      {t('receipt.download')}
    </a>
  );
}

/** Settled means it will not change by itself any more: taken, authorised, or failed. */
export const isSettled = (p: PaymentView) =>
  p.status === 'succeeded' || p.status === 'requires_capture' || p.status === 'failed';

/** How a settled payment ends for the learner. */
export function outcomeOf(p: PaymentView): 'confirmed' | 'expired' | 'declined' {
  if (p.failureCode === 'hold_expired') return 'expired';
  return p.status === 'failed' ? 'declined' : 'confirmed';
}

/** The provider's reason for a failed payment, in the reader's language when we know its code. */
export function useReason() {
  const { t } = useTranslation();
  return (p: Pick<PaymentView, 'failureCode' | 'failureMessage'>) => {
    const key = reasonKey(p.failureCode);
    return key ? t(key) : p.failureMessage || t('payments.checkout.reasons.generic');
  };
}
