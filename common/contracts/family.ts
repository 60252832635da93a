import { z } from 'zod';
import { seatViewSchema } from './booking.ts';
import { chatLineSchema } from './classroom.ts';
import { defineContract } from './define.ts';
import { familyRoutes } from './routes.ts';
import { familyMessages as m } from './values.ts';

const uuid = z.uuid(m.id);
/** First name and initial only, as everywhere people are shown to others. */
const person = z.object({ id: z.string(), name: z.string() });

const childSchema = person.extend({ linkedAt: z.string() });
const invitationSchema = z.object({ id: z.string(), createdAt: z.string(), expiresAt: z.string() });

/** Who wrote a message in a child's conversation, as their guardian reads it. */
const author = z.enum(['child', 'tutor']);
const childMessageSchema = z.object({ id: z.string(), author, body: z.string(), createdAt: z.string() });

const childConversationSummarySchema = z.object({
  id: z.string(),
  tutor: person,
  last: childMessageSchema,
});

const childConversationSchema = z.object({
  id: z.string(),
  tutor: person,
  messages: z.array(childMessageSchema),
});

const childParams = z.object({ id: uuid });

export const familyContracts = {
  family: defineContract({
    ...familyRoutes.family,
    input: z.object({}),
    output: z.object({ children: z.array(childSchema), invitations: z.array(invitationSchema) }),
    summary: "A parent's or guardian's linked children and the link codes still open.",
    tags: ['family'],
  }),
  createInvitation: defineContract({
    ...familyRoutes.createInvitation,
    input: z.object({}),
    output: invitationSchema.extend({ code: z.string() }),
    summary:
      'Makes a single-use link code for a child to enter in their own account; the code is shown this once.',
    tags: ['family'],
  }),
  withdrawInvitation: defineContract({
    ...familyRoutes.withdrawInvitation,
    params: z.object({ id: uuid }),
    input: z.object({}),
    output: z.object({ ok: z.literal(true) }),
    summary: 'Withdraws an open link code.',
    tags: ['family'],
  }),
  endLink: defineContract({
    ...familyRoutes.endLink,
    params: childParams,
    input: z.object({}),
    output: z.object({ ok: z.literal(true) }),
    summary: 'The parent or guardian stops following a child.',
    tags: ['family'],
  }),
  childSeats: defineContract({
    ...familyRoutes.childSeats,
    params: childParams,
    input: z.object({}),
    output: z.object({ upcoming: z.array(seatViewSchema), past: z.array(seatViewSchema) }),
    summary: "A linked child's seats, upcoming and past, for their parent or guardian to read.",
    tags: ['family'],
  }),
  childConversations: defineContract({
    ...familyRoutes.childConversations,
    params: childParams,
    input: z.object({}),
    output: z.array(childConversationSummarySchema),
    summary: "A linked child's conversations with tutors, latest first (read only).",
    tags: ['family'],
  }),
  childConversation: defineContract({
    ...familyRoutes.childConversation,
    params: childParams.extend({ conversationId: uuid }),
    input: z.object({}),
    output: childConversationSchema,
    summary: "One of a linked child's conversations, read only: nothing is marked read for the child.",
    tags: ['family'],
  }),
  childClassroomChat: defineContract({
    ...familyRoutes.childClassroomChat,
    params: childParams.extend({ sessionId: uuid }),
    input: z.object({}),
    output: z.object({ lines: z.array(chatLineSchema) }),
    summary:
      'What was written in the classroom of a session a linked child had a paid seat in, read only (ADR 042).',
    tags: ['family'],
  }),
  myGuardians: defineContract({
    ...familyRoutes.myGuardians,
    input: z.object({}),
    output: z.array(person.extend({ linkedAt: z.string() })),
    summary: 'The parents and guardians who follow the signed-in learner.',
    tags: ['family'],
  }),
  acceptInvitation: defineContract({
    ...familyRoutes.acceptInvitation,
    input: z.object({
      code: z.string(m.code).trim().min(1, m.code).max(40, m.code),
    }),
    output: person.extend({ linkedAt: z.string() }),
    summary: "A learner enters their parent's or guardian's link code: the adult follows them from now on.",
    tags: ['family'],
  }),
};

export type FamilyOverview = z.infer<typeof familyContracts.family.output>;
export type FamilyInvitation = z.infer<typeof invitationSchema>;
export type ChildConversationSummary = z.infer<typeof childConversationSummarySchema>;
export type ChildConversation = z.infer<typeof childConversationSchema>;
export type Guardian = z.infer<typeof familyContracts.myGuardians.output>[number];
