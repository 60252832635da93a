import type { AppContext } from '../../context.ts';
import * as repo from './checkout-funnel.repo.ts';

/** /payment-optimization's figures for the last `days` days, every one computed from the rows. */
export async function checkoutFunnel(ctx: AppContext, days: number) {
  const until = ctx.now();
  const since = new Date(until.getTime() - days * 86_400_000);
  const [funnel, median, reasons, methods, daily] = await Promise.all([
    repo.funnel(ctx.db, since, until),
    repo.medianSecondsToPay(ctx.db, since, until),
    repo.failureReasons(ctx.db, since, until),
    repo.methods(ctx.db, since, until),
    repo.daily(ctx.db, since, until),
  ]);
  return {
    days,
    since: since.toISOString(),
    funnel,
    medianSecondsToPay: median === null ? null : Math.round(median),
    failureReasons: reasons,
    methods,
    daily,
  };
}
