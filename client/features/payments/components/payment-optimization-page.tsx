import { useQuery } from '@tanstack/react-query';
import { BarChart3, CalendarDays, CreditCard, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageSection } from '../../../components/ui/page-section';
import { LoadingBlock } from '../../../components/ui/spinner';
import { paymentsQueries } from '../api/payments.queries';
import { reasonKey } from '../lib/card';

const PERIODS = [7, 30, 90] as const;

/** A share as a whole percentage, or a dash when nothing was counted. */
const percent = (part: number, whole: number, language: string) =>
  whole === 0 ? '–' : new Intl.NumberFormat(language, { style: 'percent' }).format(part / whole);

/**
 * /payment-optimization (admins): the checkout funnel of the last days, why payments failed and how
 * they were made, all counted from the seats and payments themselves (issue 12).
 */
export function PaymentOptimizationPage() {
  const { t, i18n } = useTranslation();
  const [days, setDays] = useState<(typeof PERIODS)[number]>(30);
  const figures = useQuery(paymentsQueries.funnel(days));
  const lang = i18n.language;
  const data = figures.data;

  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:py-10" data-testid="payment-optimization-page">
      <h1 className="text-3xl font-bold text-slate-900">{t('payments.funnel.title')}</h1>
      <p className="mt-3 text-slate-700">{t('payments.funnel.intro')}</p>
      <fieldset className="mt-5">
        <legend className="text-sm font-medium text-slate-700">{t('payments.funnel.period')}</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {PERIODS.map((d) => (
            <label
              key={d}
              className={`cursor-pointer rounded-full border px-4 py-1.5 text-sm has-focus-visible:outline-2 has-focus-visible:outline-indigo-600 ${d === days ? 'border-indigo-600 bg-indigo-600 text-white' : 'border-slate-300 bg-white text-slate-800'}`}
            >
              <input
                type="radio"
                name="period"
                className="sr-only"
                checked={d === days}
                onChange={() => setDays(d)}
              />
              {t('payments.funnel.days', { count: d })}
            </label>
          ))}
        </div>
      </fieldset>

      {figures.isLoading ? (
        <LoadingBlock label={t('common.loading')} />
      ) : !data ? (
        <p role="alert" className="mt-6 rounded-lg bg-red-50 p-3 text-red-800">
          {t('payments.funnel.loadFailed')}
        </p>
      ) : (
        <>
          <PageSection id="funnel-steps" icon={BarChart3} title={t('payments.funnel.stepsTitle')}>
            <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4" data-testid="funnel-steps">
              {(
                [
                  ['held', data.funnel.held, null],
                  [
                    'attempted',
                    data.funnel.attempted,
                    percent(data.funnel.attempted, data.funnel.held, lang),
                  ],
                  ['paid', data.funnel.paid, percent(data.funnel.paid, data.funnel.held, lang)],
                  ['lapsed', data.funnel.lapsed, percent(data.funnel.lapsed, data.funnel.held, lang)],
                ] as const
              ).map(([key, value, share]) => (
                <div key={key} className="rounded-xl bg-slate-50 p-4" data-testid={`funnel-${key}`}>
                  <dt className="text-sm text-slate-700">{t(`payments.funnel.steps.${key}`)}</dt>
                  <dd className="mt-1 text-2xl font-bold text-slate-900">{value.toLocaleString(lang)}</dd>
                  {share ? (
                    <dd className="text-sm text-slate-700">{t('payments.funnel.ofHeld', { share })}</dd>
                  ) : null}
                </div>
              ))}
            </dl>
            <p data-testid="funnel-median">
              {data.medianSecondsToPay === null
                ? t('payments.funnel.noMedian')
                : t('payments.funnel.median', {
                    minutes: new Intl.NumberFormat(lang, { maximumFractionDigits: 1 }).format(
                      data.medianSecondsToPay / 60,
                    ),
                  })}
            </p>
          </PageSection>

          <PageSection id="funnel-failures" icon={TriangleAlert} title={t('payments.funnel.failuresTitle')}>
            {data.failureReasons.length === 0 ? (
              <p>{t('payments.funnel.noFailures')}</p>
            ) : (
              <ul className="divide-y divide-slate-200" data-testid="funnel-failures">
                {data.failureReasons.map((r) => (
                  <li key={r.code} className="flex justify-between gap-3 py-2">
                    <span className="text-slate-900">
                      {t(reasonKey(r.code) ?? 'payments.funnel.otherReason', { code: r.code })}
                    </span>
                    <span className="font-medium tabular-nums">{r.count.toLocaleString(lang)}</span>
                  </li>
                ))}
              </ul>
            )}
          </PageSection>

          <PageSection id="funnel-methods" icon={CreditCard} title={t('payments.funnel.methodsTitle')}>
            <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5" data-testid="funnel-methods">
              {(['card', 'split', 'points', 'voucher', 'fee'] as const).map((key) => (
                <div key={key} className="rounded-xl bg-slate-50 p-3">
                  <dt className="text-sm text-slate-700">{t(`payments.funnel.methods.${key}`)}</dt>
                  <dd className="text-xl font-bold text-slate-900">
                    {data.methods[key].toLocaleString(lang)}
                  </dd>
                </div>
              ))}
            </dl>
          </PageSection>

          <PageSection id="funnel-daily" icon={CalendarDays} title={t('payments.funnel.dailyTitle')}>
            {data.daily.length === 0 ? (
              <p>{t('payments.funnel.noSeats')}</p>
            ) : (
              <table className="w-full text-left text-sm" data-testid="funnel-daily">
                <thead>
                  <tr className="border-b border-slate-200 text-slate-600">
                    <th scope="col" className="py-2 font-medium">
                      {t('payments.funnel.day')}
                    </th>
                    <th scope="col" className="py-2 text-right font-medium">
                      {t('payments.funnel.steps.held')}
                    </th>
                    <th scope="col" className="py-2 text-right font-medium">
                      {t('payments.funnel.steps.paid')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.daily.map((d) => (
                    <tr key={d.day} className="border-b border-slate-100">
                      <td className="py-2">
                        {new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeZone: 'UTC' }).format(
                          new Date(`${d.day}T00:00:00Z`),
                        )}
                      </td>
                      <td className="py-2 text-right tabular-nums">{d.held.toLocaleString(lang)}</td>
                      <td className="py-2 text-right tabular-nums">{d.paid.toLocaleString(lang)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </PageSection>
        </>
      )}
    </div>
  );
}
