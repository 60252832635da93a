import { useQuery } from '@tanstack/react-query';
import { CalendarClock, Landmark, ReceiptText, Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { EmptyState } from '../../../components/content-states';
import { Button, buttonClasses } from '../../../components/ui/button';
import { LoadingBlock } from '../../../components/ui/spinner';
import { formatEuro, formatLongDate, formatMediumDate } from '../../../lib/format';
import { payoutsQueries } from '../api/payouts.queries';
import { PayoutsPage, ScrollTable, StatusBadge, WeekLabel } from './payout-parts';

/**
 * /tutor-payment-management: what the tutor earned per completed session, what waits for the next
 * Monday's payout, and every payout with its status (and a failure's reason). Without a payout
 * method the earnings wait, and the page says so with the way to add one.
 */
export function TutorPaymentManagementPage() {
  const { t, i18n } = useTranslation();
  const earnings = useQuery(payoutsQueries.earnings());
  const payouts = useQuery(payoutsQueries.payouts());
  const lang = i18n.language;
  const money = (cents: number) => formatEuro(cents, lang);
  const data = earnings.data;

  return (
    <PayoutsPage
      testId="tutor-payment-management"
      title={t('payouts.earnings.title')}
      intro={t('payouts.earnings.intro', { amount: money(data?.perSessionCents ?? 1200) })}
    >
      {earnings.isPending ? <LoadingBlock label={t('common.loading')} /> : null}
      {earnings.isError ? (
        <div role="alert" className="mt-6 rounded-2xl border border-red-200 bg-red-50 p-5 text-red-900">
          <p className="font-semibold">{t('payouts.loadError')}</p>
          <Button variant="outline" size="sm" className="mt-2" onClick={() => void earnings.refetch()}>
            {t('common.retry')}
          </Button>
        </div>
      ) : null}
      {data ? (
        <>
          {!data.hasPayoutMethod ? (
            <div
              className="mt-6 rounded-2xl border border-amber-300 bg-amber-50 p-5 text-amber-950"
              data-testid="no-payout-method"
            >
              <h2 className="font-semibold">{t('payouts.earnings.noMethodTitle')}</h2>
              <p className="mt-1">{t('payouts.earnings.noMethodText')}</p>
              <Link href="/tutor-direct-payments" className={buttonClasses('primary', 'sm', 'mt-3')}>
                {t('payouts.earnings.addMethod')}
              </Link>
            </div>
          ) : null}
          <dl className="mt-6 grid grid-cols-2 gap-3 lg:grid-cols-4" data-testid="payout-figures">
            <Figure
              icon={<Wallet aria-hidden="true" className="size-5" />}
              label={t('payouts.earnings.waiting')}
            >
              <span data-testid="balance-waiting">{money(data.waitingCents)}</span>
            </Figure>
            <Figure
              icon={<Landmark aria-hidden="true" className="size-5" />}
              label={t('payouts.earnings.inTransit')}
            >
              {money(data.inTransitCents)}
            </Figure>
            <Figure
              icon={<ReceiptText aria-hidden="true" className="size-5" />}
              label={t('payouts.earnings.paid')}
            >
              {money(data.paidCents)}
            </Figure>
            <Figure
              icon={<CalendarClock aria-hidden="true" className="size-5" />}
              label={t('payouts.earnings.nextPayout')}
            >
              <time dateTime={data.nextPayoutAt} className="text-base sm:text-lg">
                {formatLongDate(data.nextPayoutAt, lang)}
              </time>
            </Figure>
          </dl>
          {data.hasPayoutMethod ? (
            <Link href="/tutor-direct-payments" className={buttonClasses('outline', 'sm', 'mt-4')}>
              {t('payouts.earnings.changeMethod')}
            </Link>
          ) : null}

          <section aria-labelledby="earnings-per-session" className="mt-10">
            <h2 id="earnings-per-session" className="text-xl font-bold text-slate-900">
              {t('payouts.earnings.perSession')}
            </h2>
            {data.earnings.length === 0 ? (
              <div className="mt-3">
                <EmptyState
                  icon={Wallet}
                  title={t('payouts.earnings.emptyTitle')}
                  text={t('payouts.earnings.emptyText')}
                  testId="earnings-empty"
                />
              </div>
            ) : (
              <ScrollTable label={t('payouts.earnings.perSession')} testId="earnings-table">
                <thead>
                  <tr className="border-b border-slate-200 text-slate-900">
                    <th scope="col" className="px-2 py-2 sm:px-4">
                      {t('payouts.columns.date')}
                    </th>
                    <th scope="col" className="px-2 py-2 sm:px-4">
                      {t('payouts.columns.skill')}
                    </th>
                    <th scope="col" className="px-2 py-2 sm:px-4 text-right">
                      {t('payouts.columns.amount')}
                    </th>
                    <th scope="col" className="px-2 py-2 sm:px-4">
                      {t('payouts.columns.status')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.earnings.map((e) => (
                    <tr key={e.sessionId} className="border-b border-slate-100 last:border-0">
                      <td className="px-2 py-2 sm:px-4 whitespace-nowrap">
                        <time dateTime={e.earnedAt}>{formatMediumDate(e.earnedAt, lang)}</time>
                      </td>
                      <td className="px-2 py-2 sm:px-4">{e.skill}</td>
                      <td className="px-2 py-2 sm:px-4 text-right whitespace-nowrap">
                        {money(e.amountCents)}
                      </td>
                      <td className="px-2 py-2 sm:px-4">
                        <StatusBadge status={e.state} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </ScrollTable>
            )}
          </section>
        </>
      ) : null}

      <section aria-labelledby="payout-history" className="mt-10">
        <h2 id="payout-history" className="text-xl font-bold text-slate-900">
          {t('payouts.earnings.history')}
        </h2>
        {payouts.isError ? (
          <p role="alert" className="mt-3 text-red-800">
            {t('payouts.loadError')}
          </p>
        ) : !payouts.data ? (
          <LoadingBlock label={t('common.loading')} compact />
        ) : payouts.data.payouts.length === 0 ? (
          <div className="mt-3">
            <EmptyState
              icon={ReceiptText}
              title={t('payouts.earnings.historyEmptyTitle')}
              text={t('payouts.earnings.historyEmptyText')}
              testId="payouts-empty"
            />
          </div>
        ) : (
          <ul className="mt-3 space-y-3" data-testid="payout-history-list">
            {payouts.data.payouts.map((p) => (
              <li
                key={p.id}
                className="rounded-2xl border border-slate-200 bg-white p-4"
                data-testid="payout-row"
              >
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <p className="font-semibold text-slate-900">
                    <WeekLabel start={p.periodStart} end={p.periodEnd} />
                  </p>
                  <StatusBadge status={p.status} />
                </div>
                <p className="mt-1 text-slate-700">
                  {t('payouts.earnings.payoutLine', {
                    amount: money(p.amountCents),
                    sessions: p.sessions,
                    destination: p.destination,
                  })}
                </p>
                {p.status === 'failed' && p.failureMessage ? (
                  <p className="mt-1 text-sm text-red-800">
                    {t('payouts.earnings.failedBecause', { reason: p.failureMessage })}
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>
    </PayoutsPage>
  );
}

function Figure({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-4">
      <dt className="flex items-center gap-2 text-sm font-medium text-slate-700">
        <span className="text-indigo-700">{icon}</span>
        {label}
      </dt>
      <dd className="mt-1 text-xl font-bold text-slate-900 sm:text-2xl">{children}</dd>
    </div>
  );
}
