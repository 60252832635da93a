import {
  NOTIFICATION_KIND_LIST,
  NOTIFICATION_KINDS,
  type NotificationKind,
} from '../../../common/constants.ts';
import {
  NOTIFICATION_LIST_LIMIT,
  type NotificationPreference,
  type NotificationView,
} from '../../../common/contracts/notifications.ts';
import type { AppContext } from '../../context.ts';
import * as repo from './notifications.repo.ts';

export async function listNotifications(ctx: AppContext, userId: string) {
  const [rows, unread] = await Promise.all([
    repo.latest(ctx.db, userId, NOTIFICATION_LIST_LIMIT),
    repo.unreadCount(ctx.db, userId),
  ]);
  const items: NotificationView[] = rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    params: r.params,
    link: r.link,
    readAt: r.readAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
  }));
  return { items, unread };
}

export async function markRead(ctx: AppContext, userId: string, ids: string[] | undefined) {
  await repo.markRead(ctx.db, userId, ids, ctx.now());
  return { unread: await repo.unreadCount(ctx.db, userId) };
}

export async function preferences(ctx: AppContext, userId: string): Promise<NotificationPreference[]> {
  const chosen = new Map((await repo.preferencesOf(ctx.db, userId)).map((p) => [p.kind, p]));
  return NOTIFICATION_KIND_LIST.map((kind) => {
    const defaults = NOTIFICATION_KINDS[kind];
    const row = chosen.get(kind);
    return {
      kind,
      inApp: row?.inApp ?? defaults.inApp,
      email: defaults.email === null ? null : (row?.email ?? defaults.email),
    };
  });
}

/** Saves the choices in one transaction; a kind that is never emailed stays so whatever is sent. */
export async function savePreferences(
  ctx: AppContext,
  userId: string,
  list: { kind: string; inApp: boolean; email: boolean | null }[],
): Promise<NotificationPreference[]> {
  await ctx.db.transaction(async (tx) => {
    for (const p of list) {
      const kind = p.kind as NotificationKind;
      const emailable = NOTIFICATION_KINDS[kind].email !== null;
      await repo.savePreference(tx, userId, { kind, inApp: p.inApp, email: emailable && p.email === true });
    }
  });
  return preferences(ctx, userId);
}
