import { calendarFeedEndpoints } from '../../../../common/contracts/endpoints';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CalendarSync, Copy, RefreshCw, X } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { LoadingBlock } from '../../../components/ui/spinner';
import { toast } from '../../../hooks/use-toast';
import { api } from '../../../lib/api';
import { errorMessage } from '../../../lib/error-message';
import { formatDateTime } from '../../../lib/format';
import { endpointQuery } from '../../../lib/queries';

const feedQuery = () => endpointQuery(calendarFeedEndpoints.calendarFeed);

/**
 * The user's iCalendar feed: a secret URL calendar apps subscribe to. Only its hash is stored, so the
 * URL is shown once, when made; a new one replaces it, and turning the feed off revokes it.
 */
export function CalendarFeedCard() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const state = useQuery(feedQuery());
  const [url, setUrl] = useState<string | null>(null);
  const linkId = useId();
  const failed = (error: unknown) =>
    toast({
      title: t('calendarFeed.failed'),
      description: errorMessage(error, t('calendarFeed.failed')),
      variant: 'destructive',
    });
  const create = useMutation({
    mutationFn: () => api(calendarFeedEndpoints.createCalendarFeed, {}),
    onSuccess: ({ url: made, ...rest }) => {
      setUrl(made);
      queryClient.setQueryData(feedQuery().queryKey, rest);
    },
    onError: failed,
  });
  const revoke = useMutation({
    mutationFn: () => api(calendarFeedEndpoints.revokeCalendarFeed, {}),
    onSuccess: (next) => {
      setUrl(null);
      queryClient.setQueryData(feedQuery().queryKey, next);
    },
    onError: failed,
  });
  const busy = create.isPending || revoke.isPending;

  return (
    <section aria-labelledby="calendar-feed-title" data-testid="calendar-feed">
      <h2 id="calendar-feed-title" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <CalendarSync aria-hidden="true" className="size-5 text-indigo-700" />
        {t('calendarFeed.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t('calendarFeed.text')}</p>
      <p className="mt-1 text-sm text-slate-700">{t('calendarFeed.private')}</p>
      {!state.data ? (
        <LoadingBlock label={t('common.loading')} compact />
      ) : (
        <div className="mt-4 space-y-3">
          {url ? (
            <div>
              <label htmlFor={linkId} className="block text-sm font-medium text-slate-900">
                {t('calendarFeed.linkLabel')}
              </label>
              <div className="mt-1.5 flex flex-col gap-2 sm:flex-row">
                <Input
                  id={linkId}
                  readOnly
                  value={url}
                  onFocus={(e) => e.currentTarget.select()}
                  data-testid="calendar-feed-url"
                />
                <Button
                  variant="secondary"
                  onClick={async () => {
                    await navigator.clipboard?.writeText(url);
                    toast({ title: t('calendarFeed.copied') });
                  }}
                >
                  <Copy aria-hidden="true" className="size-4" />
                  {t('calendarFeed.copy')}
                </Button>
              </div>
              <p className="mt-1.5 text-sm text-amber-900">{t('calendarFeed.copyNow')}</p>
            </div>
          ) : (
            <p className="text-sm text-slate-800" data-testid="calendar-feed-state">
              {state.data.active && state.data.createdAt
                ? t('calendarFeed.onSince', { date: formatDateTime(state.data.createdAt, i18n.language) })
                : t('calendarFeed.off')}
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            <Button
              size="sm"
              disabled={busy}
              onClick={() => create.mutate()}
              data-testid="calendar-feed-create"
            >
              {state.data.active ? <RefreshCw aria-hidden="true" className="size-4" /> : null}
              {t(state.data.active ? 'calendarFeed.renew' : 'calendarFeed.create')}
            </Button>
            {state.data.active ? (
              <Button
                size="sm"
                variant="outline"
                disabled={busy}
                onClick={() => revoke.mutate()}
                data-testid="calendar-feed-revoke"
              >
                <X aria-hidden="true" className="size-4" />
                {t('calendarFeed.revoke')}
              </Button>
            ) : null}
          </div>
        </div>
      )}
    </section>
  );
}
