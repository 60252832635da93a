import { z } from 'zod';
import { defineContract } from './define.ts';
import { messagingRoutes } from './routes.ts';
import { messagingMessages as m } from './values.ts';

const uuid = z.uuid(m.id);
const body = z.string().trim().min(1, m.body).max(2000, m.body);
const person = z.object({ id: z.string(), name: z.string() });

const messageSchema = z.object({
  id: z.string(),
  mine: z.boolean(),
  body: z.string(),
  createdAt: z.string(),
});

const conversationSchema = z.object({
  id: z.string(),
  /** The other side: first name and initial, never contact details. */
  with: person,
  messages: z.array(messageSchema),
  /** The message just sent had contact details, which were taken out. */
  redacted: z.boolean(),
  /** A parent or guardian follows the learner of this conversation and can read it (both sides are told). */
  followedByGuardian: z.boolean(),
});

const summarySchema = z.object({
  id: z.string(),
  with: person,
  last: messageSchema,
  unread: z.number().int(),
});

export const messagingContracts = {
  messageTutor: defineContract({
    ...messagingRoutes.messageTutor,
    params: z.object({ id: uuid }),
    input: z.object({ body }),
    output: conversationSchema,
    summary:
      "A learner's message to a verified tutor: starts their conversation, or continues it. Contact details are taken out.",
    tags: ['messaging'],
  }),
  conversations: defineContract({
    ...messagingRoutes.conversations,
    input: z.object({}),
    output: z.array(summarySchema),
    summary: "The signed-in learner's or tutor's conversations, latest first, with unread counts.",
    tags: ['messaging'],
  }),
  conversation: defineContract({
    ...messagingRoutes.conversation,
    params: z.object({ id: uuid }),
    input: z.object({}),
    output: conversationSchema,
    summary: "One conversation (its two people only); the other side's messages are marked read.",
    tags: ['messaging'],
  }),
  reply: defineContract({
    ...messagingRoutes.reply,
    params: z.object({ id: uuid }),
    input: z.object({ body }),
    output: conversationSchema,
    summary: 'Answers in a conversation (its two people only). Contact details are taken out.',
    tags: ['messaging'],
  }),
};

export type Conversation = z.infer<typeof conversationSchema>;
export type ConversationSummary = z.infer<typeof summarySchema>;
export type ChatMessage = z.infer<typeof messageSchema>;
