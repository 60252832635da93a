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
import { type Actor, can } from '../../../common/permissions.ts';
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

/** The kinds this user can get (a learner is never told a learner joined their group), with their choices. */
export async function preferences(
  ctx: AppContext,
  user: Actor & { id: string },
): Promise<NotificationPreference[]> {
  const chosen = new Map((await repo.preferencesOf(ctx.db, user.id)).map((p) => [p.kind, p]));
  const theirs = NOTIFICATION_KIND_LIST.filter((kind) => {
    const needs = NOTIFICATION_KINDS[kind].for;
    return needs === null || can(user, needs);
  });
  return theirs.map((kind) => {
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
  user: Actor & { id: string },
  list: { kind: string; inApp: boolean; email: boolean | null }[],
): Promise<NotificationPreference[]> {
  await ctx.db.transaction(async (tx) => {
    for (const p of list) {
      const kind = p.kind as NotificationKind;
      const emailable = NOTIFICATION_KINDS[kind].email !== null;
      await repo.savePreference(tx, user.id, { kind, inApp: p.inApp, email: emailable && p.email === true });
    }
  });
  return preferences(ctx, user);
}
