import { notificationEndpoints } from '../../../../common/contracts/endpoints';
import type { NotificationPreference } from '../../../../common/contracts/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { LoadingBlock } from '../../../components/ui/spinner';
import { toast } from '../../../hooks/use-toast';
import { api } from '../../../lib/api';
import { errorMessage } from '../../../lib/error-message';
import { notificationQueries } from '../api/notifications.queries';

/** Per kind of notification: in the app, by email. Part of the dashboard's settings. */
export function NotificationPreferences() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const stored = useQuery(notificationQueries.preferences());
  const [draft, setDraft] = useState<NotificationPreference[] | null>(null);
  useEffect(() => {
    if (stored.data && !draft) setDraft(stored.data);
  }, [stored.data, draft]);
  const save = useMutation({
    mutationFn: (preferences: NotificationPreference[]) =>
      api(notificationEndpoints.saveNotificationPreferences, { preferences }),
    onSuccess: (saved) => {
      setDraft(saved);
      queryClient.setQueryData(notificationQueries.preferences().queryKey, saved);
      toast({ title: t('notifications.preferences.saved') });
    },
    onError: (error) =>
      toast({
        title: t('notifications.preferences.notSaved'),
        description: errorMessage(error, t('notifications.loadFailed')),
        variant: 'destructive',
      }),
  });
  if (!draft) return <LoadingBlock label={t('common.loading')} compact />;
  const set = (kind: string, change: Partial<NotificationPreference>) =>
    setDraft(draft.map((p) => (p.kind === kind ? { ...p, ...change } : p)));

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate(draft);
      }}
      data-testid="notification-preferences"
    >
      <h2 className="text-lg font-semibold text-slate-900">{t('notifications.preferences.title')}</h2>
      <p className="mt-1 text-sm text-slate-700">{t('notifications.preferences.text')}</p>
      <table className="mt-4 w-full text-left text-sm">
        <thead>
          <tr className="border-b border-slate-200 text-slate-700">
            <th scope="col" className="py-2 pr-3 font-medium">
              {t('notifications.preferences.kind')}
            </th>
            <th scope="col" className="px-2 py-2 text-center font-medium">
              {t('notifications.preferences.inApp')}
            </th>
            <th scope="col" className="py-2 pl-2 text-center font-medium">
              {t('notifications.preferences.email')}
            </th>
          </tr>
        </thead>
        <tbody>
          {draft.map((p) => {
            const label = t(`notifications.preferences.kinds.${p.kind}`);
            return (
              <tr key={p.kind} className="border-b border-slate-100 last:border-0">
                <th scope="row" className="py-2 pr-3 font-normal text-slate-800">
                  {label}
                </th>
                <td className="px-2 py-2 text-center">
                  <Checkbox
                    className="mx-auto"
                    checked={p.inApp}
                    aria-label={`${label}: ${t('notifications.preferences.inApp')}`}
                    onCheckedChange={(on) => set(p.kind, { inApp: on === true })}
                  />
                </td>
                <td className="py-2 pl-2 text-center">
                  {p.email === null ? (
                    <span className="text-xs text-slate-600">
                      {t('notifications.preferences.emailSeparate')}
                    </span>
                  ) : (
                    <Checkbox
                      className="mx-auto"
                      checked={p.email}
                      aria-label={`${label}: ${t('notifications.preferences.email')}`}
                      onCheckedChange={(on) => set(p.kind, { email: on === true })}
                    />
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <Button
        type="submit"
        size="sm"
        className="mt-4"
        disabled={save.isPending}
        data-testid="save-notification-preferences"
      >
        {t('notifications.preferences.save')}
      </Button>
    </form>
  );
}
