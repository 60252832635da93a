import type { RefundView } from '../../../../common/contracts/refunds';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import { formatDateTime } from '../../../lib/format';
import { formatMoney } from '../lib/money';

export const STATUS_TONE = {
  requested: 'amber',
  approved: 'indigo',
  refunded: 'green',
  declined: 'slate',
  failed: 'amber',
} as const;

/** A withdrawal goes back to the way the top-up was paid (a card, or a bank account for a debit). */
export const destinationOf = (r: Pick<RefundView, 'kind' | 'destination'>) =>
  r.kind === 'withdrawal' ? 'payment' : r.destination;

/** A learner's refunds: what, how much, where to, its status and the decision's reason. */
export function RefundList({ refunds, testId }: { refunds: RefundView[]; testId: string }) {
  const { t, i18n } = useTranslation();
  return (
    <ul className="divide-y divide-slate-200" data-testid={testId}>
      {refunds.map((r) => (
        <li key={r.id} className="py-3" data-testid="refund-row">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="font-medium text-slate-900">
              {r.kind === 'withdrawal'
                ? t('refunds.pointsTopUp')
                : r.session
                  ? `${t(`seedContent.skills.${r.session.skill.id}.name`, { defaultValue: r.session.skill.name })} · ${formatDateTime(r.session.startsAt, i18n.language)}`
                  : t('refunds.unknownBooking')}
            </p>
            <Badge tone={STATUS_TONE[r.status]} data-testid="refund-status">
              {t(`refunds.statuses.${r.status}`)}
            </Badge>
          </div>
          <p className="text-sm text-slate-700">
            {formatMoney(r.amountCents, r.currency, i18n.language)} ·{' '}
            {t(`refunds.destinations.${destinationOf(r)}`)} · {t(`refunds.kinds.${r.kind}`)} ·{' '}
            {t('refunds.askedOn', { when: formatDateTime(r.createdAt, i18n.language) })}
          </p>
          {r.reason ? (
            <p className="text-sm text-slate-700">{t('refunds.yourReason', { reason: r.reason })}</p>
          ) : null}
          {r.decisionReason ? (
            <p className="text-sm text-slate-900" data-testid="refund-decision">
              {t('refunds.decisionReason', { reason: r.decisionReason })}
            </p>
          ) : null}
          {r.status === 'failed' || r.status === 'approved' ? (
            <p className="text-sm text-slate-700">{t(`refunds.statusHelp.${r.status}`)}</p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
