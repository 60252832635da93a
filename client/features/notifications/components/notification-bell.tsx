import { notificationEndpoints } from '../../../../common/contracts/endpoints';
import type { NotificationView } from '../../../../common/contracts/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Bell, CheckCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '../../../components/ui/dialog';
import { LoadingBlock } from '../../../components/ui/spinner';
import { api } from '../../../lib/api';
import { cn } from '../../../lib/cn';
import { formatDateTime } from '../../../lib/format';
import { notificationQueries } from '../api/notifications.queries';
import { notificationText } from '../lib/notification-text';

/** How often an open page asks for new notifications (and whenever the tab comes back into view). */
const REFRESH_MS = 60_000;

/** The header's bell: the unread count, and the newest notifications in a panel. */
export function NotificationBell() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  const list = useQuery({ ...notificationQueries.list(), refetchInterval: REFRESH_MS });
  const unread = list.data?.unread ?? 0;
  const markRead = useMutation({
    mutationFn: (ids?: string[]) => api(notificationEndpoints.markNotificationsRead, ids ? { ids } : {}),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationQueries.list().queryKey }),
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) void list.refetch();
      }}
    >
      <DialogTrigger
        className="relative rounded-lg p-1.5 text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600 sm:p-2"
        aria-label={unread ? t('notifications.bellUnread', { count: unread }) : t('notifications.bell')}
        data-testid="notification-bell"
      >
        <Bell aria-hidden="true" className="size-5" />
        {unread ? (
          <span
            aria-hidden="true"
            className="absolute -top-0.5 -right-0.5 flex min-w-5 items-center justify-center rounded-full bg-red-700 px-1 text-xs font-bold text-white"
            data-testid="notification-count"
          >
            {unread > 99 ? '99+' : unread}
          </span>
        ) : null}
      </DialogTrigger>
      <DialogContent title={t('notifications.title')} className="sm:max-w-md">
        {list.data ? (
          <NotificationList
            items={list.data.items}
            onFollow={(id) => {
              markRead.mutate([id]);
              setOpen(false);
            }}
          />
        ) : list.isError ? (
          <p role="alert" className="text-slate-700">
            {t('notifications.loadFailed')}
          </p>
        ) : (
          <LoadingBlock label={t('common.loading')} compact />
        )}
        {unread ? (
          <Button
            variant="outline"
            size="sm"
            className="mt-4"
            disabled={markRead.isPending}
            onClick={() => markRead.mutate(undefined)}
            data-testid="mark-all-read"
          >
            <CheckCheck aria-hidden="true" className="size-4" />
            {t('notifications.markAllRead')}
          </Button>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function NotificationList({
  items,
  onFollow,
}: {
  items: NotificationView[];
  onFollow: (id: string) => void;
}) {
  const { t, i18n } = useTranslation();
  if (!items.length)
    return (
      <p className="text-slate-700" data-testid="notifications-empty">
        {t('notifications.empty')}
      </p>
    );
  return (
    <ul className="divide-y divide-slate-200" data-testid="notification-list">
      {items.map((n) => {
        const { title, text } = notificationText(t, i18n.language, n);
        const body = (
          <>
            <span className="flex items-start gap-2">
              {n.readAt ? null : (
                <span className="mt-1.5 size-2 shrink-0 rounded-full bg-indigo-600">
                  <span className="sr-only">{t('notifications.unread')}</span>
                </span>
              )}
              <span className={cn('font-medium text-slate-900', n.readAt ? '' : 'font-semibold')}>
                {title}
              </span>
            </span>
            <span className="mt-0.5 block text-sm text-slate-700">{text}</span>
            <span className="mt-0.5 block text-xs text-slate-600">
              {formatDateTime(n.createdAt, i18n.language)}
            </span>
          </>
        );
        return (
          <li
            key={n.id}
            className="py-3"
            data-testid="notification"
            data-kind={n.kind}
            data-read={n.readAt ? 'yes' : 'no'}
          >
            {n.link ? (
              <Link
                href={n.link}
                className="block rounded-md hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-indigo-600"
                onClick={() => onFollow(n.id)}
              >
                {body}
              </Link>
            ) : (
              body
            )}
          </li>
        );
      })}
    </ul>
  );
}
