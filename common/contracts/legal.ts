import { z } from 'zod';
import { LANGUAGES } from '../constants.ts';
import { defineContract } from './define.ts';
import { legalRoutes } from './routes.ts';
import { legalKinds } from './values.ts';

export { legalKinds } from './values.ts';

export const legalContracts = {
  listLegalDocuments: defineContract({
    ...legalRoutes.listLegalDocuments,
    input: z.object({ language: z.enum(LANGUAGES).optional() }),
    output: z.array(
      z.object({
        kind: z.enum(legalKinds),
        version: z.string(),
        title: z.string(),
        language: z.string(),
        publishedAt: z.string(),
      }),
    ),
    summary: 'The current version of each legal document.',
    tags: ['legal'],
  }),
  getLegalDocument: defineContract({
    ...legalRoutes.getLegalDocument,
    params: z.object({ kind: z.enum(legalKinds, 'Unknown document') }),
    input: z.object({ version: z.string().max(20).optional(), language: z.enum(LANGUAGES).optional() }),
    output: z.object({
      kind: z.enum(legalKinds),
      version: z.string(),
      title: z.string(),
      language: z.string(),
      publishedAt: z.string(),
      html: z.string(),
      versions: z.array(z.object({ version: z.string(), publishedAt: z.string() })),
    }),
    summary: 'A legal document (current or a given version), rendered to HTML, with its version history.',
    tags: ['legal'],
  }),
};
