import type { RefundAnalytics } from '../../../../common/contracts/refunds';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { LoadingBlock } from '../../../components/ui/spinner';
import { formatMediumDate } from '../../../lib/format';
import { refundsQueries } from '../api/refunds.queries';
import { formatMoney } from '../lib/money';

/** /admin/refund-analytics: the refund figures of the last 8 weeks, computed by the server from its rows. */
export function RefundAnalyticsPage() {
  const { t } = useTranslation();
  const figures = useQuery(refundsQueries.analytics());
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:py-10" data-testid="refund-analytics">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold text-slate-900">{t('refunds.analytics.title')}</h1>
          <p className="mt-2 max-w-2xl text-slate-700">{t('refunds.analytics.intro')}</p>
        </div>
        <Link href="/admin/refunds" className={buttonClasses('outline', 'sm')}>
          {t('refunds.admin.title')}
        </Link>
      </div>
      {figures.isLoading ? (
        <LoadingBlock label={t('common.loading')} />
      ) : figures.isError || !figures.data ? (
        <p role="alert" className="mt-6">
          {t('refunds.loadFailed')}
        </p>
      ) : (
        <Figures data={figures.data} />
      )}
    </div>
  );
}

function Figures({ data }: { data: RefundAnalytics }) {
  const { t, i18n } = useTranslation();
  const money = (cents: number) => formatMoney(cents, data.currency, i18n.language);
  const percent = (x: number | null) =>
    x === null
      ? t('refunds.analytics.none')
      : new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 1 }).format(x);
  const hours = (s: number | null) =>
    s === null
      ? t('refunds.analytics.none')
      : t('refunds.analytics.hours', {
          hours: new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }).format(s / 3600),
        });
  const tiles = [
    {
      key: 'total',
      label: t('refunds.analytics.total'),
      value: `${data.total.count} · ${money(data.total.amountCents)}`,
    },
    { key: 'approval', label: t('refunds.analytics.approvalRate'), value: percent(data.approvalRate) },
    { key: 'median', label: t('refunds.analytics.medianDecision'), value: hours(data.medianDecisionSeconds) },
    {
      key: 'share',
      label: t('refunds.analytics.share'),
      value: `${percent(data.refundShare)} (${data.refundedSeats} / ${data.paidSeats})`,
    },
  ];
  return (
    <>
      {data.total.count === 0 ? (
        <p
          className="mt-6 rounded-xl border border-slate-200 bg-slate-50 p-4 text-slate-700"
          data-testid="analytics-empty"
        >
          {t('refunds.analytics.empty')}
        </p>
      ) : null}
      <div className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {tiles.map((tile) => (
          <Card key={tile.key} className="p-4" data-testid={`analytics-${tile.key}`}>
            <p className="text-sm text-slate-700">{tile.label}</p>
            <p className="mt-1 text-xl font-bold text-slate-900 tabular-nums">{tile.value}</p>
          </Card>
        ))}
      </div>
      <div className="mt-6 grid gap-4 lg:grid-cols-3">
        {(['byStatus', 'byKind', 'byDestination'] as const).map((group) => (
          <Card key={group} className="overflow-x-auto p-4">
            <table className="w-full text-left text-sm" data-testid={`analytics-${group}`}>
              <caption className="mb-2 text-left font-semibold text-slate-900">
                {t(`refunds.analytics.${group}`)}
              </caption>
              <thead>
                <tr className="border-b border-slate-200 text-slate-700">
                  <th scope="col" className="py-1 pr-2 font-medium">
                    {t('refunds.analytics.what')}
                  </th>
                  <th scope="col" className="py-1 pr-2 text-right font-medium">
                    {t('refunds.analytics.count')}
                  </th>
                  <th scope="col" className="py-1 text-right font-medium">
                    {t('refunds.analytics.amount')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {data[group].map((b) => (
                  <tr key={b.key} className="border-b border-slate-100 last:border-0">
                    <th scope="row" className="py-1 pr-2 font-normal text-slate-800">
                      {t(
                        `refunds.${group === 'byStatus' ? 'statuses' : group === 'byKind' ? 'kinds' : 'destinations'}.${b.key}`,
                      )}
                    </th>
                    <td className="py-1 pr-2 text-right tabular-nums">{b.count}</td>
                    <td className="py-1 text-right tabular-nums">{money(b.amountCents)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </Card>
        ))}
      </div>
      <Card className="mt-6 overflow-x-auto p-4">
        <table className="w-full text-left text-sm" data-testid="analytics-weeks">
          <caption className="mb-2 text-left font-semibold text-slate-900">
            {t('refunds.analytics.weeks')}
          </caption>
          <thead>
            <tr className="border-b border-slate-200 text-slate-700">
              <th scope="col" className="py-1 pr-2 font-medium">
                {t('refunds.analytics.week')}
              </th>
              <th scope="col" className="py-1 pr-2 text-right font-medium">
                {t('refunds.analytics.requests')}
              </th>
              <th scope="col" className="py-1 pr-2 text-right font-medium">
                {t('refunds.analytics.refunded')}
              </th>
              <th scope="col" className="py-1 pr-2 text-right font-medium">
                {t('refunds.analytics.amount')}
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                {t('refunds.analytics.paidSeats')}
              </th>
            </tr>
          </thead>
          <tbody>
            {data.weeks.map((w) => (
              <tr key={w.weekStart} className="border-b border-slate-100 last:border-0">
                <th scope="row" className="py-1 pr-2 font-normal text-slate-800">
                  {formatMediumDate(w.weekStart, i18n.language)}
                </th>
                <td className="py-1 pr-2 text-right tabular-nums">{w.requests}</td>
                <td className="py-1 pr-2 text-right tabular-nums">{w.refunded}</td>
                <td className="py-1 pr-2 text-right tabular-nums">{money(w.refundedCents)}</td>
                <td className="py-1 text-right tabular-nums">{w.paidSeats}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Card>
    </>
  );
}
