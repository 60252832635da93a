import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LoadingBlock } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { formatDateTime, formatEuro } from '../../../lib/format';
import { paymentsQueries } from '../api/payments.queries';

const STATUS_TONE = {
  succeeded: 'bg-slate-100 text-slate-900',
  failed: 'bg-amber-100 text-amber-900',
} as const;

/**
 * For operators on /admin/payment-queue: refunds made in the payment provider's dashboard (ADR 041),
 * newest first. The ledger recorded each from the provider's webhook and took back what the payment
 * bought; one the provider failed afterwards was given back.
 */
export function ProviderRefundsSection() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const query = useQuery(paymentsQueries.providerRefunds());
  const refunds = query.data?.refunds;
  return (
    <section aria-labelledby="provider-refunds" className="mt-8" data-testid="provider-refunds">
      <h2 id="provider-refunds" className="text-xl font-bold text-slate-900">
        {t('payments.providerRefunds.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t('payments.providerRefunds.intro')}</p>
      {query.isLoading ? (
        <LoadingBlock label={t('common.loading')} />
      ) : !refunds ? (
        <p role="alert" className="mt-2 text-red-800">
          {t('payments.providerRefunds.loadFailed')}
        </p>
      ) : refunds.length === 0 ? (
        <p className="mt-2 text-slate-700" data-testid="no-provider-refunds">
          {t('payments.providerRefunds.empty')}
        </p>
      ) : (
        <ul className="mt-3 space-y-3">
          {refunds.map((r) => (
            <li
              key={r.id}
              className="flex flex-wrap items-start justify-between gap-2 rounded-2xl border border-slate-200 bg-white p-4"
              data-testid="provider-refund"
            >
              <span className="min-w-0">
                <span className="block font-semibold text-slate-900">
                  {r.payerName} · {formatEuro(r.amountCents, lang)}
                </span>
                <span className="block text-sm text-slate-700">
                  {t(`payments.disputes.purpose.${r.purpose}`, { defaultValue: r.purpose })} ·{' '}
                  {t('payments.providerRefunds.ofPayment', { amount: formatEuro(r.paymentCents, lang) })} ·{' '}
                  {formatDateTime(r.createdAt, lang)}
                </span>
                <span className="block break-all text-xs text-slate-600">{r.providerRefundId}</span>
              </span>
              <span
                className={cn(
                  'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold',
                  STATUS_TONE[r.status],
                )}
              >
                {t(`payments.providerRefunds.status.${r.status}`)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
