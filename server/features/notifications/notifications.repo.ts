import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { rowsOf, type Executor } from '../../db/client.ts';
import { notificationPreferences, notifications, users } from '../../db/schema/index.ts';

export const recipient = async (ex: Executor, userId: string) => {
  const [row] = await ex
    .select({
      email: users.email,
      firstName: users.firstName,
      language: users.language,
      timeZone: users.timeZone,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
};

export const preferencesOf = (ex: Executor, userId: string) =>
  ex
    .select({
      kind: notificationPreferences.kind,
      inApp: notificationPreferences.inApp,
      email: notificationPreferences.email,
    })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));

export async function savePreference(
  ex: Executor,
  userId: string,
  p: { kind: string; inApp: boolean; email: boolean },
) {
  await ex
    .insert(notificationPreferences)
    .values({ userId, ...p })
    .onConflictDoUpdate({
      target: [notificationPreferences.userId, notificationPreferences.kind],
      set: { inApp: p.inApp, email: p.email },
    });
}

export const latest = (ex: Executor, userId: string, limit: number) =>
  ex
    .select({
      id: notifications.id,
      kind: notifications.kind,
      params: notifications.params,
      link: notifications.link,
      readAt: notifications.readAt,
      createdAt: notifications.createdAt,
    })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);

export async function unreadCount(ex: Executor, userId: string): Promise<number> {
  const [row] = await ex
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

/** Marks the user's own notifications read: the given ones, or all. Others' ids change nothing. */
export async function markRead(ex: Executor, userId: string, ids: string[] | undefined, now: Date) {
  if (ids && ids.length === 0) return;
  await ex
    .update(notifications)
    .set({ readAt: now })
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        ids ? inArray(notifications.id, ids) : undefined,
      ),
    );
}

/**
 * Stores the in-app notification unless the user switched this kind off in the app, and answers
 * whether they want it by email: one round trip, since bookings announce in their own transaction.
 */
export async function insertUnlessOff(
  ex: Executor,
  n: { userId: string; kind: string; params: Record<string, string | number>; link: string | null },
  defaults: { inApp: boolean; email: boolean },
): Promise<{ email: boolean }> {
  const result = await ex.execute(sql`
    with pref as (
      select in_app, email from ${notificationPreferences} where user_id = ${n.userId} and kind = ${n.kind}
    ), stored as (
      insert into ${notifications} (user_id, kind, params, link)
      select ${n.userId}, ${n.kind}, ${JSON.stringify(n.params)}::jsonb, ${n.link}
      where coalesce((select in_app from pref), ${defaults.inApp})
      returning 1
    )
    select coalesce((select email from pref), ${defaults.email}) as email, (select count(*) from stored) as stored`);
  const [row] = rowsOf<{ email: boolean }>(result);
  return { email: row?.email === true };
}
