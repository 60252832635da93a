import { z } from 'zod';
import { ASSISTANT_LIMITS } from '../constants.ts';
import { defineContract } from './define.ts';
import { assistantRoutes } from './routes.ts';

const turn = z.object({
  role: z.enum(['user', 'assistant']),
  text: z
    .string()
    .trim()
    .min(1, 'assistant.errors.empty')
    .max(ASSISTANT_LIMITS.replyChars, 'assistant.errors.tooLong'),
});

const linkSchema = z.object({
  /** A route of the product, unprefixed ("/learner-dashboard"). */
  href: z.string(),
  label: z.string(),
});
export type AssistantLink = z.infer<typeof linkSchema>;

export const assistantContracts = {
  chat: defineContract({
    ...assistantRoutes.chat,
    input: z.object({
      /** The conversation so far, oldest first, ending with the user's new question. */
      messages: z
        .array(turn)
        .min(1, 'assistant.errors.empty')
        .max(ASSISTANT_LIMITS.turns, 'assistant.errors.tooManyTurns')
        .superRefine((messages, zctx) => {
          const last = messages.at(-1);
          if (last && last.role !== 'user')
            zctx.addIssue({
              code: 'custom',
              message: 'assistant.errors.lastTurn',
              path: [messages.length - 1],
            });
          messages.forEach((m, i) => {
            if (m.role === 'user' && m.text.length > ASSISTANT_LIMITS.userMessageChars)
              zctx.addIssue({ code: 'custom', message: 'assistant.errors.tooLong', path: [i, 'text'] });
          });
        }),
    }),
    output: z.object({
      reply: z.string(),
      /** Screens that answer the question further; only routes that exist. */
      links: z.array(linkSchema),
      /** Who wrote the reply: the built-in rule-based Simi, or the configured language model. */
      source: z.enum(['built-in', 'llm']),
      /**
       * Why a configured model was not used: it failed ('fallback'), or the user may not be sent to
       * an outside provider ('protected': learners under 16, or whose age Simi does not know).
       */
      notice: z.enum(['fallback', 'protected']).nullable(),
    }),
    summary:
      "Asks Simi: answered from the product's own data by the built-in assistant, or by the configured LLM grounded in the same facts.",
    tags: ['assistant'],
  }),
};
