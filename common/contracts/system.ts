import { z } from 'zod';
import { defineContract } from './define.ts';
import { systemRoutes } from './routes.ts';

export const systemContracts = {
  health: defineContract({
    ...systemRoutes.health,
    input: z.object({}),
    output: z.object({
      status: z.enum(['ok', 'degraded']),
      version: z.string(),
      database: z.object({ reachable: z.boolean(), driver: z.enum(['pglite', 'postgres']) }),
      migrations: z.object({ current: z.boolean(), applied: z.number(), expected: z.number() }),
      uptimeSeconds: z.number(),
    }),
    summary: 'Database reachable, migrations current, version.',
    tags: ['system'],
  }),
};
