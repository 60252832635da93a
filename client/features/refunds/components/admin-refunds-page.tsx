import { refundsEndpoints } from '../../../../common/contracts/endpoints';
import {
  type AdminRefundView,
  REFUND_REASON_MAX,
  REFUND_STATUSES,
} from '../../../../common/contracts/refunds';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BarChart3, Check, RotateCw, X } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Badge } from '../../../components/ui/badge';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { Select } from '../../../components/ui/select';
import { LoadingBlock } from '../../../components/ui/spinner';
import { Textarea } from '../../../components/ui/textarea';
import { api } from '../../../lib/api';
import { errorMessage } from '../../../lib/error-message';
import { formatDateTime } from '../../../lib/format';
import { refundsQueries } from '../api/refunds.queries';
import { formatMoney, newKey } from '../lib/money';
import { destinationOf, STATUS_TONE } from './refund-list';

type Status = (typeof REFUND_STATUSES)[number];

/** /admin/refunds: support requests to approve or decline, failed refunds to retry, the rest to look up. */
export function AdminRefundsPage() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<Status>('requested');
  const statusId = useId();
  const list = useQuery(refundsQueries.admin(status));
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:py-10" data-testid="admin-refunds">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold text-slate-900">{t('refunds.admin.title')}</h1>
          <p className="mt-2 max-w-2xl text-slate-700">{t('refunds.admin.intro')}</p>
        </div>
        <Link href="/admin/refund-analytics" className={buttonClasses('outline', 'sm')}>
          <BarChart3 aria-hidden="true" className="size-4" />
          {t('refunds.analytics.title')}
        </Link>
      </div>
      <div className="mt-6 max-w-xs">
        <Label htmlFor={statusId}>{t('refunds.admin.show')}</Label>
        <Select
          id={statusId}
          className="mt-1.5 w-full"
          value={status}
          onChange={(e) => setStatus(e.target.value as Status)}
          data-testid="refund-status-filter"
        >
          {REFUND_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`refunds.admin.filter.${s}`)}
            </option>
          ))}
        </Select>
      </div>
      <section aria-labelledby="refund-queue" className="mt-6">
        <h2 id="refund-queue" className="text-xl font-semibold text-slate-900">
          {t(`refunds.admin.filter.${status}`)}
        </h2>
        {list.isLoading ? (
          <LoadingBlock label={t('common.loading')} compact />
        ) : list.isError ? (
          <p role="alert" className="mt-3">
            {t('refunds.loadFailed')}
          </p>
        ) : list.data?.refunds.length ? (
          <ul className="mt-3 space-y-4" data-testid="admin-refund-list">
            {list.data.refunds.map((r) => (
              <AdminRow key={r.id} refund={r} />
            ))}
          </ul>
        ) : (
          <p className="mt-3 text-slate-700" data-testid="admin-refunds-empty">
            {t('refunds.admin.empty')}
          </p>
        )}
      </section>
    </div>
  );
}

/** How long ago the session ended (or how long until it starts), in hours. */
function sinceSession(t: (k: string, o?: Record<string, unknown>) => string, r: AdminRefundView) {
  if (!r.session) return null;
  const now = Date.now();
  const end = new Date(r.session.endsAt).getTime();
  const start = new Date(r.session.startsAt).getTime();
  if (now >= end) return t('refunds.admin.endedAgo', { hours: Math.floor((now - end) / 3_600_000) });
  if (now >= start) return t('refunds.admin.running');
  return t('refunds.admin.startsIn', { hours: Math.max(0, Math.floor((start - now) / 3_600_000)) });
}

function AdminRow({ refund: r }: { refund: AdminRefundView }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const reasonId = useId();
  const statusId = useId();
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState('');
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const key = useRef<string | null>(null);
  const money = (cents: number) => formatMoney(cents, r.currency, i18n.language);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['/api/admin/refunds'], exact: false });
  const settle = {
    onSuccess: async ({ refund }: { refund: AdminRefundView }) => {
      key.current = null;
      setMessage({ text: t(`refunds.admin.done.${refund.status}`), error: false });
      await refresh();
    },
    onError: (error: unknown) => {
      key.current = null;
      setMessage({ text: errorMessage(error, t('refunds.admin.failed')), error: true });
    },
  };
  const act = useMutation({
    mutationFn: (action: 'approve' | 'retry') => {
      key.current ??= newKey();
      return api(
        action === 'approve' ? refundsEndpoints.approveRefund : refundsEndpoints.retryRefund,
        {},
        { params: { id: r.id }, headers: { 'Idempotency-Key': key.current } },
      );
    },
    ...settle,
  });
  const decline = useMutation({
    mutationFn: () =>
      api(refundsEndpoints.declineRefund, { reason: reason.trim() }, { params: { id: r.id } }),
    ...settle,
  });
  const busy = act.isPending || decline.isPending;
  const skill =
    r.kind === 'withdrawal'
      ? t('refunds.pointsTopUp')
      : r.session
        ? t(`seedContent.skills.${r.session.skill.id}.name`, { defaultValue: r.session.skill.name })
        : t('refunds.unknownBooking');
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm" data-testid="admin-refund">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold text-slate-900">
            {r.learner.name} <span className="font-normal text-slate-700 break-all">({r.learner.email})</span>
          </p>
          <p className="text-sm text-slate-700">
            {skill}
            {r.session
              ? ` · ${r.session.tutorName} · ${formatDateTime(r.session.startsAt, i18n.language)}`
              : ''}
          </p>
          <p className="text-sm text-slate-700">{sinceSession(t, r)}</p>
        </div>
        <Badge tone={STATUS_TONE[r.status]}>{t(`refunds.statuses.${r.status}`)}</Badge>
      </div>
      <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        <div>
          <dt className="inline text-slate-600">{t('refunds.admin.amount')}: </dt>
          <dd className="inline font-medium text-slate-900">
            {money(r.amountCents)}
            {r.pointsCents > 0
              ? ` (${t('refunds.admin.split', { card: money(r.cardCents), points: r.pointsCents })})`
              : ''}
          </dd>
        </div>
        <div>
          <dt className="inline text-slate-600">{t('refunds.admin.to')}: </dt>
          <dd className="inline text-slate-900">
            {t(`refunds.destinations.${destinationOf(r)}`)} · {t(`refunds.kinds.${r.kind}`)}
          </dd>
        </div>
        <div>
          <dt className="inline text-slate-600">{t('refunds.admin.asked')}: </dt>
          <dd className="inline text-slate-900">{formatDateTime(r.createdAt, i18n.language)}</dd>
        </div>
      </dl>
      {r.reason ? (
        <p
          className="mt-2 rounded-lg bg-slate-50 p-3 text-sm text-slate-800"
          data-testid="admin-refund-reason"
        >
          {t('refunds.admin.reason', { reason: r.reason })}
        </p>
      ) : null}
      {r.decisionReason ? (
        <p className="mt-2 text-sm text-slate-800">
          {t('refunds.decisionReason', { reason: r.decisionReason })}
        </p>
      ) : null}
      {r.status === 'failed' ? (
        <p className="mt-2 text-sm text-red-700" data-testid="admin-refund-failure">
          {t('refunds.admin.providerSaid', { message: r.failureMessage ?? r.failureCode ?? '' })}
        </p>
      ) : null}
      <div className="mt-3 flex flex-wrap gap-2">
        {r.status === 'requested' ? (
          <>
            <Button
              size="sm"
              disabled={busy}
              onClick={() => act.mutate('approve')}
              data-testid="approve-refund"
            >
              <Check aria-hidden="true" className="size-4" />
              {t('refunds.admin.approve', { amount: money(r.amountCents) })}
            </Button>
            <Button
              size="sm"
              variant="outline"
              disabled={busy}
              aria-expanded={declining}
              onClick={() => setDeclining(!declining)}
              data-testid="decline-refund"
            >
              <X aria-hidden="true" className="size-4" />
              {t('refunds.admin.decline')}
            </Button>
          </>
        ) : null}
        {r.status === 'failed' || r.status === 'approved' ? (
          <Button size="sm" disabled={busy} onClick={() => act.mutate('retry')} data-testid="retry-refund">
            <RotateCw aria-hidden="true" className="size-4" />
            {t('refunds.admin.retry')}
          </Button>
        ) : null}
      </div>
      {declining && r.status === 'requested' ? (
        <form
          className="mt-3 grid gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            decline.mutate();
          }}
        >
          <Label htmlFor={reasonId}>{t('refunds.admin.declineReason')}</Label>
          <Textarea
            id={reasonId}
            required
            minLength={3}
            maxLength={REFUND_REASON_MAX}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            data-testid="decline-reason"
          />
          <div>
            <Button
              type="submit"
              size="sm"
              variant="destructive"
              disabled={busy}
              data-testid="confirm-decline"
            >
              {t('refunds.admin.confirmDecline')}
            </Button>
          </div>
        </form>
      ) : null}
      <p
        id={statusId}
        role="status"
        aria-live="polite"
        className={message?.error ? 'mt-2 text-sm text-red-700' : 'mt-2 text-sm text-emerald-800'}
      >
        {message?.text ?? ''}
      </p>
    </li>
  );
}
