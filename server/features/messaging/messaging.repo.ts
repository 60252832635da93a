import { and, asc, desc, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { conversations, familyLinks, messages, tutorProfiles, users } from '../../db/schema/index.ts';
import { shortName } from '../../db/short-name.ts';

export async function verifiedTutor(ex: Executor, tutorId: string) {
  const [row] = await ex
    .select({ id: tutorProfiles.userId })
    .from(tutorProfiles)
    .where(and(eq(tutorProfiles.userId, tutorId), sql`${tutorProfiles.verifiedAt} is not null`));
  return row ?? null;
}

/** The learner's conversation with the tutor, made if there is none (one per pair, by its unique key). */
export async function conversationOf(ex: Executor, learnerId: string, tutorId: string, now: Date) {
  await ex
    .insert(conversations)
    .values({ learnerId, tutorId, createdAt: now, lastMessageAt: now })
    .onConflictDoNothing({ target: [conversations.learnerId, conversations.tutorId] });
  const [row] = await ex
    .select()
    .from(conversations)
    .where(and(eq(conversations.learnerId, learnerId), eq(conversations.tutorId, tutorId)));
  return row!;
}

export async function findConversation(ex: Executor, id: string) {
  const [row] = await ex.select().from(conversations).where(eq(conversations.id, id));
  return row ?? null;
}

export async function addMessage(
  ex: Executor,
  conversationId: string,
  authorId: string,
  body: string,
  now: Date,
) {
  await ex.insert(messages).values({ conversationId, authorId, body, createdAt: now });
  await ex.update(conversations).set({ lastMessageAt: now }).where(eq(conversations.id, conversationId));
}

export const messagesOf = (ex: Executor, conversationId: string) =>
  ex
    .select()
    .from(messages)
    .where(eq(messages.conversationId, conversationId))
    .orderBy(asc(messages.createdAt), asc(messages.id))
    .limit(500);

export const markRead = (ex: Executor, conversationId: string, readerId: string, now: Date) =>
  ex
    .update(messages)
    .set({ readAt: now })
    .where(
      and(
        eq(messages.conversationId, conversationId),
        ne(messages.authorId, readerId),
        isNull(messages.readAt),
      ),
    );

export async function nameOf(ex: Executor, userId: string) {
  const [row] = await ex.select({ name: shortName }).from(users).where(eq(users.id, userId));
  return row?.name ?? '';
}

/** A user's conversations, latest first, with the other side's short name, the last message and unread count. */
export async function conversationsOf(ex: Executor, userId: string) {
  // Written out with the table's name: in a one-table select Drizzle names columns bare, and a bare
  // "id" inside a subquery would be the subquery's own.
  const other = sql`case when conversations.learner_id = ${userId} then conversations.tutor_id else conversations.learner_id end`;
  return ex
    .select({
      id: conversations.id,
      otherId: sql<string>`${other}`,
      otherName: sql<string>`(select u.first_name || ' ' || left(u.last_name, 1) || '.' from ${users} u where u.id = ${other})`,
      last: sql<{ id: string; authorId: string; body: string; createdAt: string }>`(
        select json_build_object('id', m.id, 'authorId', m.author_id, 'body', m.body, 'createdAt', m.created_at)
        from ${messages} m where m.conversation_id = conversations.id order by m.created_at desc, m.id desc limit 1)`,
      unread: sql<number>`(select count(*)::int from ${messages} m where m.conversation_id = conversations.id
        and m.author_id <> ${userId} and m.read_at is null)`,
    })
    .from(conversations)
    .where(or(eq(conversations.learnerId, userId), eq(conversations.tutorId, userId)))
    .orderBy(desc(conversations.lastMessageAt))
    .limit(100);
}

/** Whether a parent or guardian follows the learner (family links, PRODUCT.md H): they can read this. */
export async function followedByGuardian(ex: Executor, learnerId: string) {
  const [row] = await ex
    .select({ id: familyLinks.id })
    .from(familyLinks)
    .where(and(eq(familyLinks.childId, learnerId), isNull(familyLinks.endedAt)))
    .limit(1);
  return Boolean(row);
}
