import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import * as repo from './throttle.repo.ts';
import { lockSecondsAfter, remainingLockSeconds, THROTTLE } from './throttle.policy.ts';

const keys = (email: string, ip: string) => ({ account: `acct:${email.toLowerCase()}`, ip: `ip:${ip}` });

/** Refuses with 429 and Retry-After while the account or the address is locked. */
export async function assertNotThrottled(ctx: Pick<AppContext, 'db' | 'now'>, email: string, ip: string) {
  const k = keys(email, ip);
  const now = ctx.now();
  for (const key of [k.account, k.ip]) {
    const row = await repo.findThrottle(ctx.db, key);
    const wait = remainingLockSeconds(row?.lockedUntil, now);
    if (wait > 0) {
      throw new AppError(
        'TOO_MANY_REQUESTS',
        `Too many failed sign-in attempts. Try again in ${wait} seconds.`,
        undefined,
        wait,
      );
    }
  }
}

export async function recordSignInFailure(ctx: Pick<AppContext, 'db' | 'now'>, email: string, ip: string) {
  const k = keys(email, ip);
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    for (const [key, rule] of [
      [k.account, THROTTLE.account],
      [k.ip, THROTTLE.ip],
    ] as const) {
      const failures = await repo.recordFailure(tx, key, now, THROTTLE.windowSeconds);
      const lockSeconds = lockSecondsAfter(failures, rule);
      if (lockSeconds > 0) await repo.lock(tx, key, new Date(now.getTime() + lockSeconds * 1000));
    }
  });
}

export async function clearSignInFailures(ctx: Pick<AppContext, 'db'>, email: string) {
  await repo.clearThrottle(ctx.db, keys(email, '').account);
}
