import { z } from 'zod';
import { defineContract } from './define.ts';
import { operationsRoutes } from './routes.ts';
import { UUID_PATTERN } from './values.ts';

const jobId = z.string().regex(UUID_PATTERN, 'Unknown job');

/** One dead job as an operator sees it: never the payload itself, only a summary without secrets. */
export const failedJobSchema = z.object({
  id: z.string(),
  queue: z.string(),
  /** Keys, identifiers and numbers of the payload; other values are elided. */
  summary: z.string(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  /** ISO time of the last failed attempt. */
  failedAt: z.string().nullable(),
});

export const FAILED_JOBS_PAGE_SIZE = 20;

export const operationsContracts = {
  listFailedJobs: defineContract({
    ...operationsRoutes.listFailedJobs,
    input: z.object({
      page: z.coerce.number().int().min(1).max(10_000).default(1),
      pageSize: z.coerce.number().int().min(1).max(100).default(FAILED_JOBS_PAGE_SIZE),
    }),
    output: z.object({
      jobs: z.array(failedJobSchema),
      total: z.number().int(),
      page: z.number().int(),
      pageSize: z.number().int(),
    }),
    summary: 'Background jobs that failed their last attempt, newest first (operators).',
    tags: ['operations'],
  }),
  retryFailedJob: defineContract({
    ...operationsRoutes.retryFailedJob,
    params: z.object({ id: jobId }),
    input: z.object({}),
    output: z.object({ ok: z.literal(true) }),
    summary: 'Queue a failed job for one more attempt (operators who manage).',
    tags: ['operations'],
  }),
  discardFailedJob: defineContract({
    ...operationsRoutes.discardFailedJob,
    params: z.object({ id: jobId }),
    input: z.object({}),
    output: z.object({ ok: z.literal(true) }),
    summary: 'Delete a failed job for good (operators who manage).',
    tags: ['operations'],
  }),
};
