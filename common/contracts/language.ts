import { z } from 'zod';
import { LANGUAGES } from '../constants.ts';
import { defineContract } from './define.ts';
import { languageRoutes } from './routes.ts';

export const languageContracts = {
  languageConfig: defineContract({
    ...languageRoutes.languageConfig,
    input: z.object({}),
    output: z.object({
      language: z.enum(LANGUAGES),
      country: z.string().nullable(),
      source: z.enum(['country', 'accept-language', 'default']),
    }),
    summary: "The visitor's language from the proxy's country header and Accept-Language.",
    tags: ['public'],
  }),
  translate: defineContract({
    ...languageRoutes.translate,
    input: z.object({
      text: z
        .string('Text is required')
        .min(1, 'Text is required')
        .max(5000, 'Text is too long (5000 characters at most)'),
      targetLanguage: z.enum(LANGUAGES, 'Unsupported target language'),
      sourceLanguage: z.enum(LANGUAGES).default('en'),
    }),
    output: z.object({
      translatedText: z.string(),
      translated: z.boolean(),
      provider: z.string(),
      cached: z.boolean(),
    }),
    summary:
      'Translate a text; cached per text and target language. Falls back to the original text, flagged.',
    tags: ['public'],
  }),
};
