import { z } from 'zod';
import { LANGUAGES } from '../constants.ts';
import { defineContract } from './define.ts';
import { searchRoutes } from './routes.ts';

/** SPEC.md 9: suggestions are asked for from 2 characters on; at most 6 are kept. */
export const SUGGESTIONS = { minQuery: 2, keep: 6, debounceMs: 300, maxChips: 8 } as const;

export const searchContracts = {
  suggestions: defineContract({
    ...searchRoutes.suggestions,
    input: z.object({
      q: z.string().max(80).default(''),
      language: z.enum(LANGUAGES).default('en'),
    }),
    output: z.object({
      /** SPEC.md 7.2's list of strings: the skills' names in the asked language, best first. */
      suggestions: z.array(z.string()),
      /** The same skills with their ids, so a chosen suggestion names one skill. */
      skills: z.array(z.object({ id: z.string(), name: z.string(), label: z.string() })),
    }),
    summary: 'Skills whose name in the given language is like the text (typos allowed, pg_trgm).',
    tags: ['catalog'],
  }),
};
