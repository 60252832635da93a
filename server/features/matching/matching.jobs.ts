import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { noticeRegroupings } from './group-health.service.ts';
import { runForSkill } from './matching-run.service.ts';
import { skillsWithWaiting } from './matching.repo.ts';

/** One run per skill at a time (keyed by the skill); a second request while one waits is dropped. */
export const MATCHING_RUN_QUEUE = 'matching.run';
/** Hourly, every skill with learners waiting gets a run: freed seats and new tutors are used. */
export const MATCHING_SWEEP_QUEUE = 'matching.sweep';

/** Hourly, learners hear of better groups the post-pairing optimiser proposes for their seats. */
export const REGROUP_NOTICE_QUEUE = 'matching.regroup-notices';

/** Asks for a run of a skill, in the caller's transaction (it starts when that commits). */
export async function requestRun(ctx: AppContext, ex: Executor, skillId: string) {
  await ctx.jobs.enqueue(ex, MATCHING_RUN_QUEUE, { skillId }, { singletonKey: skillId });
}

export function registerMatchingJobs(ctx: AppContext) {
  ctx.jobs.handle(
    MATCHING_RUN_QUEUE,
    async (payload) => {
      const skillId = String(payload.skillId ?? '');
      if (skillId) await runForSkill(ctx, skillId);
    },
    { policy: 'stately' },
  );
  ctx.jobs.handle(
    MATCHING_SWEEP_QUEUE,
    async () => {
      for (const skillId of await skillsWithWaiting(ctx.db)) await requestRun(ctx, ctx.db, skillId);
    },
    { cron: '17 * * * *' },
  );
  ctx.jobs.handle(
    REGROUP_NOTICE_QUEUE,
    async () => {
      await noticeRegroupings(ctx);
    },
    { cron: '47 * * * *' },
  );
}
