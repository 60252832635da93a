import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Result, ResultStatus } from '../../../components/ui/result-status';
import { Button } from '../../../components/ui/button';
import { LoadingBlock } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/error-message';
import { formatEuro } from '../../../lib/format';
import {
  type AdminPayout,
  cancelPayout,
  payoutsQueries,
  retryPayout,
  runLastWeek,
} from '../api/payouts.queries';
import { ChargebacksSection, ProviderRefundsSection } from '../../payments';
import { formatDay, PayoutsPage, ScrollTable, WeekLabel } from './payout-parts';

/**
 * /admin/payment-queue: the weekly payout batches with their totals and counts, the failed payouts
 * with the provider's reason to retry or cancel, and "Pay last week now" (the weekly job's own work;
 * a week already paid is not paid again). Every result is announced in a polite live region.
 */
export function PaymentQueuePage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const queryClient = useQueryClient();
  const queue = useQuery(payoutsQueries.queue());
  const [announcement, setAnnouncement] = useState<Result | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: payoutsQueries.queue().queryKey });
  const failure = (error: unknown) =>
    setAnnouncement({ ok: false, text: errorMessage(error, t('payouts.queue.actionFailed')) });

  const run = useMutation({
    mutationFn: runLastWeek,
    onSuccess: ({ created, batch }) => {
      const week = { start: formatDay(batch.periodStart, lang), end: formatDay(batch.periodEnd, lang) };
      setAnnouncement({
        ok: true,
        text: created
          ? t('payouts.queue.ran', {
              ...week,
              tutors: batch.tutors,
              amount: formatEuro(batch.totalCents, lang),
            })
          : t('payouts.queue.alreadyRan', week),
      });
    },
    onError: failure,
    onSettled: refresh,
  });
  const retry = useMutation({
    mutationFn: (p: AdminPayout) => retryPayout(p.id),
    onSuccess: (_, p) =>
      setAnnouncement({ ok: true, text: t('payouts.queue.retried', { name: p.tutorName }) }),
    onError: failure,
    onSettled: refresh,
  });
  const cancel = useMutation({
    mutationFn: (p: AdminPayout) => cancelPayout(p.id),
    onSuccess: (_, p) =>
      setAnnouncement({ ok: true, text: t('payouts.queue.cancelled', { name: p.tutorName }) }),
    onError: failure,
    onSettled: refresh,
  });
  const busy = run.isPending || retry.isPending || cancel.isPending;
  const data = queue.data;

  return (
    <PayoutsPage testId="payment-queue" title={t('payouts.queue.title')} intro={t('payouts.queue.intro')}>
      {queue.isPending ? <LoadingBlock label={t('common.loading')} /> : null}
      {queue.isError ? (
        <div role="alert" className="mt-6 rounded-2xl border border-red-200 bg-red-50 p-5 text-red-900">
          <p className="font-semibold">{t('payouts.loadError')}</p>
          <Button variant="outline" size="sm" className="mt-2" onClick={() => void queue.refetch()}>
            {t('common.retry')}
          </Button>
        </div>
      ) : null}
      {data ? (
        <div className="mt-6 flex flex-wrap items-center gap-3 rounded-2xl border border-slate-200 bg-white p-5">
          <div className="min-w-0 flex-1">
            <p className="font-semibold text-slate-900">
              {t('payouts.queue.lastWeek')}{' '}
              <WeekLabel start={data.lastWeek.periodStart} end={data.lastWeek.periodEnd} />
            </p>
            <p className="text-sm text-slate-700">
              {data.lastWeek.done ? t('payouts.queue.lastWeekDone') : t('payouts.queue.lastWeekOpen')}
            </p>
          </div>
          <Button disabled={busy} onClick={() => run.mutate()} data-testid="pay-last-week">
            {t('payouts.queue.payLastWeek')}
          </Button>
        </div>
      ) : null}
      <ResultStatus data-testid="queue-result" result={announcement} className="mt-4" large />

      {data ? (
        <>
          <section aria-labelledby="failed-payouts" className="mt-8">
            <h2 id="failed-payouts" className="text-xl font-bold text-slate-900">
              {t('payouts.queue.failed')}
            </h2>
            {data.failed.length === 0 ? (
              <p className="mt-2 text-slate-700" data-testid="no-failed">
                {t('payouts.queue.noFailed')}
              </p>
            ) : (
              <ul className="mt-3 space-y-3">
                {data.failed.map((p) => (
                  <li
                    key={p.id}
                    className="rounded-2xl border border-amber-300 bg-white p-4"
                    data-testid="failed-payout"
                  >
                    <p className="font-semibold text-slate-900">
                      {p.tutorName} · {formatEuro(p.amountCents, lang)}
                    </p>
                    <p className="text-sm text-slate-700">
                      <WeekLabel start={p.periodStart} end={p.periodEnd} /> · {p.destination} ·{' '}
                      {t('payouts.queue.attempts', { attempts: p.attempts })}
                    </p>
                    <p className="mt-1 text-sm text-red-800">
                      {t('payouts.earnings.failedBecause', {
                        reason: p.failureMessage ?? p.failureCode ?? '',
                      })}
                    </p>
                    <div className="mt-3 flex flex-wrap gap-2">
                      <Button
                        size="sm"
                        variant="secondary"
                        disabled={busy}
                        aria-label={t('payouts.queue.retryNamed', { name: p.tutorName })}
                        onClick={() => retry.mutate(p)}
                      >
                        {t('payouts.queue.retry')}
                      </Button>
                      <Button
                        size="sm"
                        variant="outline"
                        disabled={busy}
                        aria-label={t('payouts.queue.cancelNamed', { name: p.tutorName })}
                        onClick={() => cancel.mutate(p)}
                      >
                        {t('payouts.queue.cancel')}
                      </Button>
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </section>

          <ChargebacksSection />
          <ProviderRefundsSection />

          <section aria-labelledby="payout-batches" className="mt-8">
            <h2 id="payout-batches" className="text-xl font-bold text-slate-900">
              {t('payouts.queue.batches')}
            </h2>
            {data.batches.length === 0 ? (
              <p className="mt-2 text-slate-700">{t('payouts.queue.noBatches')}</p>
            ) : (
              <ScrollTable label={t('payouts.queue.batches')} testId="batches-table">
                <thead>
                  <tr className="border-b border-slate-200 text-slate-900">
                    <th scope="col" className="px-2 py-2 sm:px-4">
                      {t('payouts.columns.week')}
                    </th>
                    <th scope="col" className="px-2 py-2 sm:px-4 text-right">
                      {t('payouts.columns.tutors')}
                    </th>
                    <th scope="col" className="px-2 py-2 sm:px-4 text-right">
                      {t('payouts.columns.total')}
                    </th>
                    <th scope="col" className="px-2 py-2 sm:px-4 text-right">
                      {t('payouts.status.paid')}
                    </th>
                    <th scope="col" className="px-2 py-2 sm:px-4 text-right">
                      {t('payouts.status.in_transit')}
                    </th>
                    <th scope="col" className="px-2 py-2 sm:px-4 text-right">
                      {t('payouts.status.failed')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.batches.map((b) => (
                    <tr key={b.id} className="border-b border-slate-100 last:border-0">
                      <th scope="row" className="px-2 py-2 sm:px-4 font-normal whitespace-nowrap">
                        <WeekLabel start={b.periodStart} end={b.periodEnd} />
                      </th>
                      <td className="px-2 py-2 sm:px-4 text-right">{b.tutors}</td>
                      <td className="px-2 py-2 sm:px-4 text-right whitespace-nowrap">
                        {formatEuro(b.totalCents, lang)}
                      </td>
                      <td className="px-2 py-2 sm:px-4 text-right">{b.counts.paid}</td>
                      <td className="px-2 py-2 sm:px-4 text-right">
                        {b.counts.in_transit + b.counts.pending}
                      </td>
                      <td className="px-2 py-2 sm:px-4 text-right">{b.counts.failed}</td>
                    </tr>
                  ))}
                </tbody>
              </ScrollTable>
            )}
          </section>
        </>
      ) : null}
    </PayoutsPage>
  );
}
