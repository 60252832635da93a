import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { isApiError } from '../../lib/api';
import { discardFailedJob, type FailedJob, jobsQueries, retryFailedJob } from './api/jobs.queries';

export interface FailedJobsPanelProps {
  /**
   * Whether the reader may retry and discard (`can(user, 'operations:manage')`); without it the
   * list is read-only, as it is for moderators.
   */
  canManage?: boolean;
}

/** A job id short enough to say aloud and to tell rows apart. */
const shortId = (id: string) => id.slice(0, 8);

/**
 * The dead-job list for operators: background jobs that failed their last attempt, newest first,
 * with retry and discard. A table with a caption; every button names the job it acts on; results
 * are announced in a polite live region.
 */
export function FailedJobsPanel({ canManage = false }: FailedJobsPanelProps) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [announcement, setAnnouncement] = useState('');
  const [confirming, setConfirming] = useState<string | null>(null);
  const failed = useQuery({ ...jobsQueries.failed(page), placeholderData: keepPreviousData });

  const refresh = () => queryClient.invalidateQueries({ queryKey: jobsQueries.all });
  // Someone else may have retried or discarded the job meanwhile: that is said plainly, not as a failure.
  const onError = (err: unknown) => {
    const status = isApiError(err) ? err.status : 0;
    setConfirming(null);
    setAnnouncement(
      t(
        status === 404
          ? 'operations.failedJobs.gone'
          : status === 403
            ? 'operations.failedJobs.notAllowed'
            : 'operations.failedJobs.actionError',
      ),
    );
  };
  const retry = useMutation({
    mutationFn: (job: FailedJob) => retryFailedJob(job.id),
    onSuccess: (_, job) => setAnnouncement(t('operations.failedJobs.retried', { id: shortId(job.id) })),
    onError,
    onSettled: refresh,
  });
  const discard = useMutation({
    mutationFn: (job: FailedJob) => discardFailedJob(job.id),
    onSuccess: (_, job) => {
      setConfirming(null);
      setAnnouncement(t('operations.failedJobs.discarded', { id: shortId(job.id) }));
    },
    onError,
    onSettled: refresh,
  });
  const busy = retry.isPending || discard.isPending;

  const data = failed.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  // The last row of the last page went away: show the page before it.
  useEffect(() => {
    if (data && page > pages) setPage(pages);
  }, [data, page, pages]);

  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });

  return (
    <section aria-labelledby={titleId} className="rounded-xl border border-slate-200 bg-white p-6">
      <h2 id={titleId} className="text-xl font-bold text-slate-900">
        {t('operations.failedJobs.title')}
      </h2>
      <p className="mt-1 text-slate-700">{t('operations.failedJobs.intro')}</p>
      <p role="status" aria-live="polite" className="mt-3 text-sm font-medium text-slate-800 empty:hidden">
        {announcement}
      </p>

      {failed.isError && !data ? (
        <div role="alert" className="mt-4 text-slate-800">
          <p>{t('operations.failedJobs.loadError')}</p>
          <Button variant="outline" size="sm" className="mt-2" onClick={() => void failed.refetch()}>
            {t('operations.failedJobs.tryAgain')}
          </Button>
        </div>
      ) : !data ? (
        <p role="status" className="mt-4 text-slate-700">
          {t('operations.failedJobs.loading')}
        </p>
      ) : data.total === 0 ? (
        <div className="mt-4">
          <p className="font-semibold text-slate-900">{t('operations.failedJobs.empty')}</p>
          <p className="text-slate-700">{t('operations.failedJobs.emptyText')}</p>
        </div>
      ) : (
        <>
          <div className="mt-4 overflow-x-auto">
            <table className="w-full text-left text-sm">
              <caption className="pb-2 text-left text-slate-700">
                {t('operations.failedJobs.caption', { total: data.total })}
              </caption>
              <thead>
                <tr className="border-b border-slate-200 text-slate-900">
                  <th scope="col" className="py-2 pr-4">
                    {t('operations.failedJobs.columns.job')}
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    {t('operations.failedJobs.columns.queue')}
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    {t('operations.failedJobs.columns.attempts')}
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    {t('operations.failedJobs.columns.lastError')}
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    {t('operations.failedJobs.columns.failedAt')}
                  </th>
                  {canManage && (
                    <th scope="col" className="py-2">
                      {t('operations.failedJobs.columns.actions')}
                    </th>
                  )}
                </tr>
              </thead>
              <tbody>
                {data.jobs.map((job) => {
                  const names = { id: shortId(job.id), queue: job.queue };
                  return (
                    <tr key={job.id} className="border-b border-slate-100 align-top">
                      <th scope="row" className="py-2 pr-4 font-normal">
                        <span className="font-mono font-semibold">{shortId(job.id)}</span>
                        <span className="block break-all text-slate-600">{job.summary}</span>
                      </th>
                      <td className="py-2 pr-4 font-mono">{job.queue}</td>
                      <td className="py-2 pr-4">{job.attempts}</td>
                      <td className="py-2 pr-4 break-words">
                        {job.lastError ?? t('operations.failedJobs.noError')}
                      </td>
                      <td className="py-2 pr-4">
                        {job.failedAt ? (
                          <time dateTime={job.failedAt}>{when.format(new Date(job.failedAt))}</time>
                        ) : (
                          ''
                        )}
                      </td>
                      {canManage && (
                        <td className="py-2">
                          {confirming === job.id ? (
                            <ConfirmDiscard
                              question={t('operations.failedJobs.confirmDiscard')}
                              confirmLabel={t('operations.failedJobs.confirmDiscardNamed', names)}
                              confirmText={t('operations.failedJobs.discard')}
                              keepLabel={t('operations.failedJobs.keepNamed', names)}
                              keepText={t('operations.failedJobs.keep')}
                              disabled={busy}
                              onConfirm={() => discard.mutate(job)}
                              onKeep={() => setConfirming(null)}
                            />
                          ) : (
                            <div className="flex flex-wrap gap-2">
                              <Button
                                size="sm"
                                variant="secondary"
                                disabled={busy}
                                aria-label={t('operations.failedJobs.retryNamed', names)}
                                onClick={() => retry.mutate(job)}
                              >
                                {t('operations.failedJobs.retry')}
                              </Button>
                              <Button
                                size="sm"
                                variant="outline"
                                disabled={busy}
                                aria-label={t('operations.failedJobs.discardNamed', names)}
                                onClick={() => setConfirming(job.id)}
                              >
                                {t('operations.failedJobs.discard')}
                              </Button>
                            </div>
                          )}
                        </td>
                      )}
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          {pages > 1 && (
            <nav aria-label={t('operations.failedJobs.pagination')} className="mt-4 flex items-center gap-3">
              <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                {t('operations.failedJobs.previous')}
              </Button>
              <span className="text-sm text-slate-700">
                {t('operations.failedJobs.page', { page, pages })}
              </span>
              <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                {t('operations.failedJobs.next')}
              </Button>
            </nav>
          )}
        </>
      )}
    </section>
  );
}

/** The second step of a discard: focus moves to the confirming button, Escape or "Keep" backs out. */
function ConfirmDiscard(props: {
  question: string;
  confirmLabel: string;
  confirmText: string;
  keepLabel: string;
  keepText: string;
  disabled: boolean;
  onConfirm(): void;
  onKeep(): void;
}) {
  const confirmRef = useRef<HTMLButtonElement>(null);
  useEffect(() => confirmRef.current?.focus(), []);
  return (
    <div
      className="flex flex-wrap items-center gap-2"
      onKeyDown={(e) => {
        if (e.key === 'Escape') props.onKeep();
      }}
    >
      <span className="text-slate-800">{props.question}</span>
      <Button
        ref={confirmRef}
        size="sm"
        variant="destructive"
        disabled={props.disabled}
        aria-label={props.confirmLabel}
        onClick={props.onConfirm}
      >
        {props.confirmText}
      </Button>
      <Button
        size="sm"
        variant="ghost"
        disabled={props.disabled}
        aria-label={props.keepLabel}
        onClick={props.onKeep}
      >
        {props.keepText}
      </Button>
    </div>
  );
}
