import type { Split } from '../../../../common/checkout-split';
import type { EndpointOutput } from '../../../../common/contracts/define';
import { paymentsEndpoints } from '../../../../common/contracts/endpoints';
import { Coins, TicketPercent } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { api } from '../../../lib/api';
import { errorMessage } from '../../../lib/error-message';
import { formatEuro } from '../../../lib/format';

export type Quote = EndpointOutput<typeof paymentsEndpoints.quoteSeat>;

/**
 * The price as it is split (common/checkout-split.ts, the same function the server charges by): the
 * seat, the one-time access fee, a voucher's discount, credit points, and what the card pays.
 */
export function PriceLines({ split }: { split: Split }) {
  const { t, i18n } = useTranslation();
  const euro = (cents: number) => formatEuro(cents, i18n.language);
  const lines: [string, string, string][] = [[t('payments.split.seat'), euro(split.listPriceCents), 'seat']];
  if (split.accessFeeCents > 0)
    lines.push([t('payments.split.accessFee'), euro(split.accessFeeCents), 'access-fee']);
  if (split.discountCents > 0)
    lines.push([t('payments.split.discount'), `−${euro(split.discountCents)}`, 'discount']);
  if (split.pointsCents > 0)
    lines.push([t('payments.split.points'), `−${euro(split.pointsCents)}`, 'points']);
  // Direct children of the summary's <dl>: one <div> per term and value.
  return (
    <>
      {lines.map(([term, value, id], i) => (
        <div
          key={id}
          className={`flex items-baseline justify-between gap-3 ${i === 0 ? 'border-t border-slate-200 pt-3' : ''}`}
          data-testid={`price-${id}`}
        >
          <dt className="text-sm text-slate-700">{term}</dt>
          <dd className="font-medium whitespace-nowrap text-slate-900">{value}</dd>
        </div>
      ))}
    </>
  );
}

/**
 * Ways to pay less: credit points (1 point = 1 cent) and a voucher code from an offer. A code is
 * checked by asking the server for the quote with it; a refused code says why and changes nothing.
 */
export function PayOptions({
  seatId,
  quote,
  usePoints,
  onUsePoints,
  onVoucher,
}: {
  seatId: string;
  quote: Quote;
  usePoints: boolean;
  onUsePoints(use: boolean): void;
  onVoucher(code: string | null, quote: Quote | null): void;
}) {
  const { t, i18n } = useTranslation();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const apply = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    if (!code.trim()) {
      setProblem(t('payments.voucher.errors.empty'));
      return;
    }
    setBusy(true);
    try {
      const answer = await api(paymentsEndpoints.quoteSeat, { voucher: code }, { params: { id: seatId } });
      onVoucher(answer.voucher?.code ?? null, answer);
      setCode('');
    } catch (error) {
      setProblem(errorMessage(error, t('payments.voucher.errors.unknown')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section
      aria-labelledby="pay-options-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
      data-testid="pay-options"
    >
      <h2 id="pay-options-title" className="text-lg font-semibold text-slate-900">
        {t('payments.split.optionsTitle')}
      </h2>
      {quote.pointsBalanceCents > 0 ? (
        <label className="mt-4 flex items-start gap-3 text-slate-900">
          <input
            type="checkbox"
            className="mt-1 size-5 accent-indigo-600"
            checked={usePoints}
            onChange={(e) => onUsePoints(e.currentTarget.checked)}
            data-testid="use-points"
          />
          <span>
            <span className="flex items-center gap-2 font-medium">
              <Coins aria-hidden="true" className="size-5 text-amber-600" />
              {t('payments.split.usePoints')}
            </span>
            <span className="block text-sm text-slate-700">
              {t('payments.split.pointsAvailable', {
                points: quote.pointsBalanceCents.toLocaleString(i18n.language),
                value: formatEuro(quote.pointsBalanceCents, i18n.language),
              })}
            </span>
          </span>
        </label>
      ) : (
        <p className="mt-3 text-sm text-slate-700">{t('payments.split.noPoints')}</p>
      )}
      {quote.voucher ? (
        <div
          className="mt-4 flex flex-wrap items-center justify-between gap-3 rounded-lg bg-emerald-50 p-3"
          data-testid="voucher-applied"
        >
          <p className="flex items-center gap-2 text-sm text-emerald-900">
            <TicketPercent aria-hidden="true" className="size-5" />
            {t('payments.voucher.applied', {
              code: quote.voucher.code,
              percent: quote.voucher.discountPercent,
              points: quote.voucher.creditPoints,
            })}
          </p>
          <Button variant="outline" size="sm" onClick={() => onVoucher(null, null)}>
            {t('payments.voucher.remove')}
          </Button>
        </div>
      ) : (
        <form className="mt-4 flex flex-col gap-2 sm:flex-row sm:items-start" onSubmit={apply} noValidate>
          <div className="flex-1">
            <TextField
              id="voucher-code"
              label={t('payments.voucher.label')}
              value={code}
              onChange={(e) => setCode(e.currentTarget.value)}
              autoComplete="off"
              maxLength={40}
              error={problem ?? undefined}
              data-testid="voucher-code"
            />
          </div>
          <Button
            type="submit"
            variant="outline"
            className="sm:mt-7"
            disabled={busy}
            data-testid="voucher-apply"
          >
            {t('payments.voucher.apply')}
          </Button>
        </form>
      )}
    </section>
  );
}
