import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LoadingBlock } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { formatDateTime, formatEuro } from '../../../lib/format';
import { paymentsQueries } from '../api/payments.queries';

/** The reasons a bank or card issuer gives that have words of their own; others show their code. */
const KNOWN_REASONS = new Set([
  'general',
  'fraudulent',
  'duplicate',
  'product_not_received',
  'unrecognized',
  'insufficient_funds',
  'debit_not_authorized',
  'customer_initiated',
]);

const STATUS_TONE = {
  open: 'bg-amber-100 text-amber-900',
  lost: 'bg-red-100 text-red-800',
  won: 'bg-emerald-100 text-emerald-800',
} as const;

/**
 * For operators on /admin/payment-queue: what payers' banks took back (ADR 033), newest first, with
 * the payer, what the payment was for, the bank's reason and whether the money came back. The ledger
 * has already taken back what each payment bought; following up with the payer is the operator's.
 */
export function ChargebacksSection() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const query = useQuery(paymentsQueries.disputes());
  const disputes = query.data?.disputes;
  return (
    <section aria-labelledby="chargebacks" className="mt-8" data-testid="chargebacks">
      <h2 id="chargebacks" className="text-xl font-bold text-slate-900">
        {t('payments.disputes.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t('payments.disputes.intro')}</p>
      {query.isLoading ? (
        <LoadingBlock label={t('common.loading')} />
      ) : !disputes ? (
        <p role="alert" className="mt-2 text-red-800">
          {t('payments.disputes.loadFailed')}
        </p>
      ) : disputes.length === 0 ? (
        <p className="mt-2 text-slate-700" data-testid="no-chargebacks">
          {t('payments.disputes.empty')}
        </p>
      ) : (
        <ul className="mt-3 space-y-3">
          {disputes.map((d) => (
            <li
              key={d.id}
              className="flex flex-wrap items-start justify-between gap-2 rounded-2xl border border-slate-200 bg-white p-4"
              data-testid="chargeback"
            >
              <span className="min-w-0">
                <span className="block font-semibold text-slate-900">
                  {d.payerName} · {formatEuro(d.amountCents, lang)}
                </span>
                <span className="block text-sm text-slate-700">
                  {t(`payments.disputes.purpose.${d.purpose}`, { defaultValue: d.purpose })} ·{' '}
                  {formatDateTime(d.createdAt, lang)}
                </span>
                <span className="block text-sm text-slate-700">
                  {t('payments.disputes.reason', {
                    reason: KNOWN_REASONS.has(d.reason)
                      ? t(`payments.disputes.reasons.${d.reason}`)
                      : d.reason,
                  })}
                </span>
              </span>
              <span
                className={cn(
                  'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold',
                  STATUS_TONE[d.status],
                )}
                data-testid="chargeback-status"
              >
                {t(`payments.disputes.status.${d.status}`)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
