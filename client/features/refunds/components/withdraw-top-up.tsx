import { refundsEndpoints } from '../../../../common/contracts/endpoints';
import type { WithdrawableTopUp } from '../../../../common/contracts/refunds';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { api } from '../../../lib/api';
import { isApiError } from '../../../lib/api-error';
import { errorMessage } from '../../../lib/error-message';
import { formatDateTime, formatEuro, formatNumber } from '../../../lib/format';
import { refundsQueries } from '../api/refunds.queries';
import { newKey } from '../lib/money';
import { STATUS_TONE } from './refund-list';

/** Why a top-up cannot be withdrawn, said under it; the other reasons show elsewhere in its row. */
const SAID = new Set<WithdrawableTopUp['option']>(['used', 'too_late', 'refunded']);

/**
 * The 14-day withdrawal of one credit-point top-up (ADR 038), under its row on /european-payments:
 * until when it can be refunded and a button that asks once more before refunding; the refund's state
 * once there is one; why not when the points are used or the 14 days are over. `onWithdrawn` lets the
 * page read the balance again.
 */
export function WithdrawTopUp({ topUp, onWithdrawn }: { topUp: WithdrawableTopUp; onWithdrawn(): void }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const statusId = useId();
  const [confirming, setConfirming] = useState(false);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  // One attempt keeps its key until it has an answer, so a retry after a dropped connection is the same request.
  const attempt = useRef<string | null>(null);
  // Written as the rest of /european-payments writes its amounts (credit points are bought in euros).
  const amount = formatEuro(topUp.amountCents, i18n.language);

  const withdraw = useMutation({
    mutationFn: () => {
      attempt.current ??= newKey();
      return api(
        refundsEndpoints.withdrawTopUp,
        { paymentId: topUp.paymentId },
        { headers: { 'Idempotency-Key': attempt.current } },
      );
    },
    onSuccess: async ({ refund }) => {
      attempt.current = null;
      setConfirming(false);
      setMessage({ text: t(`refunds.withdrawal.done.${refund.status}`, { amount }), error: false });
      onWithdrawn();
      await queryClient.invalidateQueries({ queryKey: refundsQueries.topUps().queryKey });
      await queryClient.invalidateQueries({ queryKey: refundsQueries.mine().queryKey });
    },
    onError: (error) => {
      if (!isApiError(error) || error.code !== 'IDEMPOTENCY_IN_FLIGHT') attempt.current = null;
      setMessage({ text: errorMessage(error, t('refunds.withdrawal.failed')), error: true });
    },
  });

  const refund = topUp.refund;
  return (
    <div className="mt-2 w-full text-sm" data-testid="withdrawal">
      {refund ? (
        <p className="flex flex-wrap items-center gap-2 text-slate-700">
          <Badge tone={STATUS_TONE[refund.status]} data-testid="withdrawal-status">
            {t('refunds.withdrawal.refundStatus', { status: t(`refunds.statuses.${refund.status}`) })}
          </Badge>
          {refund.status === 'failed' || refund.status === 'approved' ? (
            <span>{t(`refunds.withdrawal.statusHelp.${refund.status}`)}</span>
          ) : null}
        </p>
      ) : null}
      {topUp.option === 'available' ? (
        <div className="mt-1">
          <p className="text-slate-700">
            {t('refunds.withdrawal.until', { date: formatDateTime(topUp.withdrawUntil, i18n.language) })}
          </p>
          {confirming ? (
            <div
              className="mt-2 rounded-xl border border-slate-200 bg-slate-50 p-3"
              role="group"
              aria-labelledby={`${statusId}-ask`}
            >
              <p id={`${statusId}-ask`} className="text-slate-900">
                {t('refunds.withdrawal.confirmText', {
                  points: formatNumber(topUp.amountCents, i18n.language),
                  amount,
                })}
              </p>
              <div className="mt-2 flex flex-wrap gap-2">
                <Button
                  size="sm"
                  onClick={() => {
                    setMessage(null);
                    withdraw.mutate();
                  }}
                  disabled={withdraw.isPending}
                  data-testid="withdraw-confirm"
                >
                  {withdraw.isPending ? t('refunds.withdrawal.working') : t('refunds.withdrawal.confirm')}
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => setConfirming(false)}
                  disabled={withdraw.isPending}
                >
                  {t('refunds.withdrawal.keep')}
                </Button>
              </div>
            </div>
          ) : (
            <Button
              size="sm"
              variant="outline"
              className="mt-2"
              onClick={() => setConfirming(true)}
              data-testid="withdraw"
            >
              {t('refunds.withdrawal.button', { amount })}
            </Button>
          )}
        </div>
      ) : !refund && SAID.has(topUp.option) ? (
        <p className="text-slate-600" data-testid="withdrawal-closed">
          {t(`refunds.withdrawal.options.${topUp.option}`)}
        </p>
      ) : null}
      <p
        id={statusId}
        role={message?.error ? 'alert' : 'status'}
        className={message?.error ? 'mt-1 text-red-700' : 'mt-1 text-emerald-800'}
        data-testid="withdrawal-message"
      >
        {message?.text ?? ''}
      </p>
    </div>
  );
}
