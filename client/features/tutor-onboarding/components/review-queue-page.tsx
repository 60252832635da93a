import { useQuery } from '@tanstack/react-query';
import { ShieldAlert } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { LoadingBlock } from '../../../components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { formatDateTime } from '../../../lib/format';
import { onboardingQueries } from '../api/onboarding.queries';

const STATUSES = ['submitted', 'changes_requested', 'approved'] as const;
type QueueStatus = (typeof STATUSES)[number];

/** /admin/tutor-applications: the verification queue, the longest waiting first. */
export function ReviewQueuePage() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<QueueStatus>('submitted');
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:py-10" data-testid="review-queue-page">
      <h1 className="text-3xl font-bold text-slate-900">{t('onboarding.review.title')}</h1>
      <p className="mt-2 max-w-2xl text-slate-700">{t('onboarding.review.intro')}</p>
      <Tabs value={status} onValueChange={(v) => setStatus(v as QueueStatus)} className="mt-6">
        <TabsList>
          {STATUSES.map((s) => (
            <TabsTrigger key={s} value={s} data-testid={`queue-tab-${s}`}>
              {t(`onboarding.review.tabs.${s}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        {STATUSES.map((s) => (
          <TabsContent key={s} value={s}>
            {s === status ? <QueueList status={s} /> : null}
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}

function QueueList({ status }: { status: QueueStatus }) {
  const { t, i18n } = useTranslation();
  const query = useQuery(onboardingQueries.queue(status));
  if (!query.data) return <LoadingBlock label={t('common.loading')} />;
  if (!query.data.length)
    return (
      <p
        className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-slate-700"
        data-testid="queue-empty"
      >
        {t(`onboarding.review.empty.${status}`)}
      </p>
    );
  return (
    <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white" data-testid="queue">
      {query.data.map((item) => {
        const approved = item.steps.filter((s) => s.status === 'approved').length;
        return (
          <li key={item.tutor.id} className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center">
            <div className="min-w-0 flex-1">
              <Link
                href={`/admin/tutor-applications/${item.tutor.id}`}
                className="font-medium text-indigo-700 underline"
                data-testid="queue-item"
              >
                {item.tutor.name}
              </Link>
              <p className="truncate text-sm text-slate-700">{item.tutor.email}</p>
            </div>
            <div className="text-sm text-slate-700 sm:text-right">
              {item.submittedAt ? (
                <p>
                  {t('onboarding.review.submitted', {
                    date: formatDateTime(item.submittedAt, i18n.language),
                  })}
                </p>
              ) : null}
              <p>
                {t('onboarding.review.progress', { approved, total: item.steps.length || 6 })} ·{' '}
                {t('onboarding.review.documents', { count: item.documents })}
                {item.revision > 1 ? ` · ${t('onboarding.review.round', { round: item.revision })}` : ''}
              </p>
              {item.worksWithMinors ? (
                <p className="inline-flex items-center gap-1 text-amber-900">
                  <ShieldAlert aria-hidden="true" className="size-4" />
                  {t('onboarding.review.minors')}
                </p>
              ) : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
