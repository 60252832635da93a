import type { ChildConversation, ChildConversationSummary } from '../../../common/contracts/family.ts';
import type { Conversation, ConversationSummary } from '../../../common/contracts/messaging.ts';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { notify } from '../notifications/index.ts';
import { isParticipant, redactContactDetails } from './messaging.policy.ts';
import * as repo from './messaging.repo.ts';

const notFound = () =>
  new AppError('NOT_FOUND', 'Conversation not found.').withKey('messaging.errors.notFound');

const iso = (d: Date | string) => new Date(d).toISOString();

/** A learner writes to a tutor: their conversation is made on the first message and continued after. */
export async function messageTutor(ctx: AppContext, learnerId: string, tutorId: string, text: string) {
  const now = ctx.now();
  const { id, redacted } = await ctx.db.transaction(async (tx) => {
    if (tutorId === learnerId || !(await repo.verifiedTutor(tx, tutorId)))
      throw new AppError('NOT_FOUND', 'Tutor not found.').withKey('messaging.errors.noTutor');
    const conversation = await repo.conversationOf(tx, learnerId, tutorId, now);
    const redacted = await send(ctx, tx, conversation, learnerId, text, now);
    return { id: conversation.id, redacted };
  });
  return { ...(await view(ctx, id, learnerId)), redacted };
}

/** Either side answers in their conversation. */
export async function reply(ctx: AppContext, userId: string, conversationId: string, text: string) {
  const now = ctx.now();
  const redacted = await ctx.db.transaction(async (tx) => {
    const conversation = await repo.findConversation(tx, conversationId);
    if (!conversation || !isParticipant(conversation, userId)) throw notFound();
    return send(ctx, tx, conversation, userId, text, now);
  });
  return { ...(await view(ctx, conversationId, userId)), redacted };
}

/** Stores the message without contact details and tells the other side, in the caller's transaction. */
async function send(
  ctx: AppContext,
  tx: Executor,
  conversation: { id: string; learnerId: string; tutorId: string },
  authorId: string,
  text: string,
  now: Date,
): Promise<boolean> {
  const { body, redacted } = redactContactDetails(text);
  await repo.addMessage(tx, conversation.id, authorId, body, now);
  const toTutor = authorId === conversation.learnerId;
  await notify(ctx, tx, {
    userId: toTutor ? conversation.tutorId : conversation.learnerId,
    kind: 'new_message',
    params: { from: await repo.nameOf(tx, authorId) },
    link: toTutor ? '/tutor-dashboard-enhanced' : '/learner-dashboard',
  });
  return redacted;
}

/** One conversation for one of its two people; the other side's messages count as read now. */
export async function conversation(ctx: AppContext, userId: string, id: string): Promise<Conversation> {
  const found = await repo.findConversation(ctx.db, id);
  if (!found || !isParticipant(found, userId)) throw notFound();
  await repo.markRead(ctx.db, id, userId, ctx.now());
  return { ...(await view(ctx, id, userId)), redacted: false };
}

async function view(ctx: AppContext, id: string, userId: string): Promise<Omit<Conversation, 'redacted'>> {
  const found = (await repo.findConversation(ctx.db, id))!;
  const otherId = found.learnerId === userId ? found.tutorId : found.learnerId;
  const rows = await repo.messagesOf(ctx.db, id);
  return {
    id,
    with: { id: otherId, name: await repo.nameOf(ctx.db, otherId) },
    followedByGuardian: await repo.followedByGuardian(ctx.db, found.learnerId),
    messages: rows.map((m) => ({
      id: m.id,
      mine: m.authorId === userId,
      body: m.body,
      createdAt: iso(m.createdAt),
    })),
  };
}

export async function conversations(ctx: AppContext, userId: string): Promise<ConversationSummary[]> {
  const rows = await repo.conversationsOf(ctx.db, userId);
  return rows
    .filter((r) => r.last)
    .map((r) => ({
      id: r.id,
      with: { id: r.otherId, name: r.otherName },
      last: {
        id: r.last.id,
        mine: r.last.authorId === userId,
        body: r.last.body,
        createdAt: iso(r.last.createdAt),
      },
      unread: r.unread,
    }));
}

/**
 * A learner's conversations as the parent or guardian who follows them reads them (the caller checked
 * the link): latest first, nothing marked read for the learner.
 */
export async function conversationsOfLearner(
  ctx: AppContext,
  learnerId: string,
): Promise<ChildConversationSummary[]> {
  const rows = await repo.conversationsOf(ctx.db, learnerId);
  return rows
    .filter((r) => r.last)
    .map((r) => ({
      id: r.id,
      tutor: { id: r.otherId, name: r.otherName },
      last: {
        id: r.last.id,
        author: r.last.authorId === learnerId ? ('child' as const) : ('tutor' as const),
        body: r.last.body,
        createdAt: iso(r.last.createdAt),
      },
    }));
}

/** One of the learner's conversations, read only, for the parent or guardian who follows them. */
export async function conversationOfLearner(
  ctx: AppContext,
  learnerId: string,
  id: string,
): Promise<ChildConversation> {
  const found = await repo.findConversation(ctx.db, id);
  if (!found || found.learnerId !== learnerId) throw notFound();
  const rows = await repo.messagesOf(ctx.db, id);
  return {
    id,
    tutor: { id: found.tutorId, name: await repo.nameOf(ctx.db, found.tutorId) },
    messages: rows.map((m) => ({
      id: m.id,
      author: m.authorId === learnerId ? ('child' as const) : ('tutor' as const),
      body: m.body,
      createdAt: iso(m.createdAt),
    })),
  };
}
