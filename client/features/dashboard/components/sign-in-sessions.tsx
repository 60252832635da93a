import { authEndpoints } from '../../../../common/contracts/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Laptop, LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { LoadingBlock, Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../hooks/use-toast';
import { api } from '../../../lib/api';
import { errorMessage } from '../../../lib/error-message';
import { OVERVIEW_QUERY_KEY, SESSIONS_QUERY_KEY, useSignInSessions } from '../hooks/use-dashboard-data';
import { formatDateTime } from '../../../lib/format';
import { describeUserAgent } from '../lib/format';

/** Where the account is signed in; any other device can be signed out from here. */
export function SignInSessions() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const sessions = useSignInSessions();
  const revoke = useMutation({
    mutationFn: (id: string) => api(authEndpoints.revokeSession, undefined, { params: { id } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: SESSIONS_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: OVERVIEW_QUERY_KEY });
      toast({ title: t('dashboard.settings.sessionRevoked') });
    },
    onError: (error) => {
      toast({
        title: t('dashboard.settings.revokeFailed'),
        description: errorMessage(error, t('dashboard.settings.revokeFailed')),
        variant: 'destructive',
      });
    },
  });

  return (
    <section aria-labelledby="sign-in-sessions-title">
      <h2 id="sign-in-sessions-title" className="text-lg font-semibold text-slate-900">
        {t('dashboard.settings.sessionsTitle')}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t('dashboard.settings.sessionsText')}</p>
      {sessions.isLoading ? (
        <LoadingBlock label={t('common.loading')} compact />
      ) : !sessions.data ? (
        <p role="alert" className="mt-4 text-sm text-red-800">
          {t('dashboard.settings.sessionsFailed')}
        </p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-200" data-testid="sign-in-sessions">
          {sessions.data.map((session) => {
            const device = describeUserAgent(session.userAgent) ?? t('dashboard.settings.unknownDevice');
            const revoking = revoke.isPending && revoke.variables === session.id;
            return (
              <li
                key={session.id}
                className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center"
                data-testid="sign-in-session"
              >
                <Laptop aria-hidden="true" className="hidden size-6 shrink-0 text-slate-500 sm:block" />
                <div className="min-w-0 flex-1">
                  <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
                    {device}
                    {session.current ? (
                      <Badge tone="green">{t('dashboard.settings.thisDevice')}</Badge>
                    ) : null}
                  </p>
                  <p className="text-sm text-slate-700">
                    {t('dashboard.settings.sessionDetails', {
                      ip: session.ip ?? t('dashboard.settings.unknownIp'),
                      lastSeen: formatDateTime(session.lastSeenAt, i18n.language),
                      created: formatDateTime(session.createdAt, i18n.language),
                    })}
                  </p>
                </div>
                {session.current ? null : (
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={revoking}
                    onClick={() => revoke.mutate(session.id)}
                    aria-label={t('dashboard.settings.revokeLabel', { device })}
                    data-testid="revoke-session"
                  >
                    {revoking ? (
                      <Spinner className="size-4" />
                    ) : (
                      <LogOut aria-hidden="true" className="size-4" />
                    )}
                    {t('dashboard.settings.revoke')}
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
