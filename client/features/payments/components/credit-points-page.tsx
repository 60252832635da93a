import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { Coins, CreditCard, History, Hourglass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { buttonClasses } from '../../../components/ui/button';
import { PageSection } from '../../../components/ui/page-section';
import { LoadingBlock } from '../../../components/ui/spinner';
import { formatDateTime, formatEuro, formatNumber } from '../../../lib/format';
import { bookingQueries, canPay, PayNowLink } from '../../booking';
import { skillName } from '../../catalog';
import { paymentsQueries } from '../api/payments.queries';

/** What a points movement was, by its ledger transaction's kind; anything else reads as "Other". */
const MOVEMENT_KEYS: Record<string, string> = {
  voucher_points: 'payments.points.kinds.voucher',
  points_hold: 'payments.points.kinds.spent',
  points_release: 'payments.points.kinds.returned',
  points_withdrawal: 'payments.points.kinds.withdrawal',
  points_withdrawal_release: 'payments.points.kinds.withdrawalReturned',
  refund: 'payments.points.kinds.refund',
  points_top_up: 'payments.points.kinds.bought',
  chargeback: 'payments.points.kinds.chargeback',
  chargeback_reinstated: 'payments.points.kinds.chargebackReinstated',
  provider_refund: 'payments.points.kinds.providerRefund',
  provider_refund_failed: 'payments.points.kinds.providerRefundFailed',
};

/** The learner's credit points and what they are worth, as both points screens show them. */
export function PointsBalance({ query }: { query: UseQueryResult<{ balanceCents: number }> }) {
  const { t, i18n } = useTranslation();
  if (query.isLoading) return <LoadingBlock label={t('common.loading')} />;
  if (!query.data) return <p role="alert">{t('payments.points.loadFailed')}</p>;
  const cents = query.data.balanceCents;
  return (
    <p className="text-slate-900" data-testid="points-balance">
      <span className="text-3xl font-bold">
        {t('payments.points.balance', { points: formatNumber(cents, i18n.language) })}
      </span>{' '}
      <span className="text-slate-700">
        {t('payments.points.worth', { value: formatEuro(cents, i18n.language) })}
      </span>
    </p>
  );
}

/**
 * /dual-payment-system: paying by card, with credit points, or both (issue 12). The learner's points
 * balance and its movements come from the ledger; the seats waiting for payment lead to checkout,
 * where the split is chosen.
 */
export function CreditPointsPage() {
  const { t, i18n } = useTranslation();
  const points = useQuery(paymentsQueries.points());
  const seats = useQuery(bookingQueries.mySeats());
  const waiting = (seats.data?.upcoming ?? []).filter(canPay);
  const lang = i18n.language;

  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:py-10" data-testid="credit-points-page">
      <h1 className="text-3xl font-bold text-slate-900">{t('payments.points.title')}</h1>
      <p className="mt-3 text-lg text-slate-700">{t('payments.points.intro')}</p>

      <PageSection id="points-balance" icon={Coins} title={t('payments.points.balanceTitle')}>
        <PointsBalance query={points} />
        <p>{t('payments.points.rate')}</p>
        <Link href="/european-payments" className={buttonClasses('outline', 'md')} data-testid="buy-points">
          {t('payments.points.buy')}
        </Link>
      </PageSection>

      <PageSection id="points-waiting" icon={Hourglass} title={t('payments.points.waitingTitle')}>
        {seats.isLoading ? (
          <LoadingBlock label={t('common.loading')} />
        ) : waiting.length === 0 ? (
          <div>
            <p>{t('payments.points.noneWaiting')}</p>
            <Link href="/session-booking" className={buttonClasses('outline', 'md', 'mt-3')}>
              {t('payments.points.book')}
            </Link>
          </div>
        ) : (
          <ul className="divide-y divide-slate-200" data-testid="points-waiting">
            {waiting.map((seat) => (
              <li key={seat.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <span className="text-slate-900">
                  <span className="font-medium">{skillName(t, seat.session.skill)}</span>
                  {' · '}
                  {formatDateTime(seat.session.startsAt, lang)}
                </span>
                <PayNowLink
                  seat={seat}
                  label={t('payments.points.payFor', {
                    skill: skillName(t, seat.session.skill),
                    when: formatDateTime(seat.session.startsAt, lang),
                  })}
                />
              </li>
            ))}
          </ul>
        )}
      </PageSection>

      <PageSection id="points-how" icon={CreditCard} title={t('payments.points.howTitle')}>
        <ul className="list-disc space-y-2 pl-5">
          <li>{t('payments.points.howCard')}</li>
          <li>{t('payments.points.howPoints')}</li>
          <li>{t('payments.points.howVoucher')}</li>
          <li>{t('payments.points.howRefund')}</li>
        </ul>
      </PageSection>

      <PageSection id="points-history" icon={History} title={t('payments.points.historyTitle')}>
        {points.data && points.data.entries.length > 0 ? (
          <table className="w-full text-left text-sm" data-testid="points-history">
            <thead>
              <tr className="border-b border-slate-200 text-slate-600">
                <th scope="col" className="py-2 pr-3 font-medium">
                  {t('payments.points.when')}
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  {t('payments.points.what')}
                </th>
                <th scope="col" className="py-2 text-right font-medium">
                  {t('payments.points.amount')}
                </th>
              </tr>
            </thead>
            <tbody>
              {points.data.entries.map((e) => (
                <tr key={`${e.transactionId}-${e.amountCents}`} className="border-b border-slate-100">
                  <td className="py-2 pr-3 text-slate-700">{formatDateTime(e.createdAt, lang)}</td>
                  <td className="py-2 pr-3 text-slate-900">
                    {t(MOVEMENT_KEYS[e.kind] ?? 'payments.points.kinds.other')}
                  </td>
                  <td
                    className={`py-2 text-right font-medium tabular-nums ${e.amountCents < 0 ? 'text-slate-900' : 'text-emerald-700'}`}
                  >
                    {e.amountCents > 0 ? '+' : '−'}
                    {Math.abs(e.amountCents).toLocaleString(lang)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : points.isLoading ? null : (
          <p>{t('payments.points.noHistory')}</p>
        )}
      </PageSection>
    </div>
  );
}
