import type { AppContext } from '../../context.ts';
import type { AuthState } from '../../core/session/index.ts';
import { notFound } from '../../http/app-error.ts';

/** The dead-job list: jobs that failed their last attempt, a page at a time. */
export async function listFailedJobs(ctx: AppContext, input: { page: number; pageSize: number }) {
  const { total, jobs } = await ctx.jobs.listFailed(input.page, input.pageSize);
  return { jobs, total, page: input.page, pageSize: input.pageSize };
}

/** One more attempt for a dead job; its handler must be idempotent, as every handler is. */
export async function retryFailedJob(ctx: AppContext, auth: AuthState, id: string) {
  if (!(await ctx.jobs.retryFailed(id))) throw notFound('Failed job');
  ctx.log.info({ jobId: id, by: auth.user.id }, 'operations: failed job retried');
  return { ok: true as const };
}

/** Removes a dead job for good; the log keeps who did it. */
export async function discardFailedJob(ctx: AppContext, auth: AuthState, id: string) {
  if (!(await ctx.jobs.discardFailed(id))) throw notFound('Failed job');
  ctx.log.info({ jobId: id, by: auth.user.id }, 'operations: failed job discarded');
  return { ok: true as const };
}
