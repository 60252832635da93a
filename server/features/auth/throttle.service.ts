import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { enqueueEmail } from '../../integrations/email/outbox.ts';
import { remainingSeconds, sourceRuleFor, THROTTLE, delaySecondsAfter } from './throttle.policy.ts';
import * as repo from './throttle.repo.ts';

type ThrottleCtx = Pick<AppContext, 'db' | 'now' | 'env' | 'jobs' | 'log'>;

const keys = (email: string, ip: string) => {
  const account = email.trim().toLowerCase();
  return { source: `src:${account}|${ip}`, account: `acct:${account}`, ip: `ip:${ip}` };
};

const tooMany = (message: string, key: string, wait: number) =>
  new AppError('TOO_MANY_REQUESTS', `${message} Try again in ${wait} seconds.`, undefined, wait).withKey(
    key,
    {
      seconds: wait,
    },
  );

/**
 * Counts a password check for `email` from `ip` before it is made, or refuses it with 429 and
 * Retry-After (ADR 015). The count is taken in the database in one statement, so parallel attempts
 * can never check more passwords than the rule allows. Follow with `attemptFailed` or `attemptSucceeded`.
 */
export async function beginPasswordAttempt(ctx: ThrottleCtx, email: string, ip: string): Promise<void> {
  const k = keys(email, ip);
  const now = ctx.now();
  const ipWait = remainingSeconds((await repo.findThrottle(ctx.db, k.ip))?.lockedUntil, now);
  if (ipWait > 0)
    throw tooMany(
      'Too many failed sign-in attempts from your network.',
      'errors.api.tooManyFromNetwork',
      ipWait,
    );
  const accountFailures = await repo.failuresInWindow(ctx.db, k.account, now, THROTTLE.account.windowSeconds);
  const counted = await repo.claimAttempt(ctx.db, k.source, now, sourceRuleFor(accountFailures));
  if (counted === null) {
    const wait = Math.max(1, remainingSeconds((await repo.findThrottle(ctx.db, k.source))?.lockedUntil, now));
    throw tooMany(
      'Too many failed sign-in attempts for this account from your address.',
      'errors.api.tooManyForAccount',
      wait,
    );
  }
}

/** A wrong password: counted for the account (the owner is emailed once per burst) and for the address. */
export async function attemptFailed(
  ctx: ThrottleCtx,
  email: string,
  ip: string,
  owner: { id: string; email: string; firstName: string; language: string } | null,
): Promise<void> {
  const k = keys(email, ip);
  const now = ctx.now();
  const accountFailures = await repo.recordFailure(ctx.db, k.account, now, THROTTLE.account.windowSeconds);
  const ipFailures = await repo.recordFailure(ctx.db, k.ip, now, THROTTLE.ip.windowSeconds);
  const ipWait = delaySecondsAfter(ipFailures, THROTTLE.ip);
  if (ipWait > 0) await repo.setWait(ctx.db, k.ip, new Date(now.getTime() + ipWait * 1000));
  // The count passes `alertAfter` exactly once per window, whatever runs in parallel: one email.
  if (owner && accountFailures === THROTTLE.account.alertAfter) {
    await enqueueEmail(ctx, ctx.db, {
      userId: owner.id,
      to: owner.email,
      template: 'signInAlert',
      language: owner.language,
      vars: {
        firstName: owner.firstName,
        count: accountFailures,
        minutes: Math.round(THROTTLE.account.windowSeconds / 60),
        link: `${ctx.env.PUBLIC_URL}/auth?mode=login`,
      },
    });
    ctx.log.warn({ userId: owner.id, failures: accountFailures }, 'burst of failed sign-ins; owner emailed');
  }
}

/** The right password: this address starts afresh for this account (the account's own count runs out). */
export async function attemptSucceeded(ctx: ThrottleCtx, email: string, ip: string): Promise<void> {
  await repo.clearThrottle(ctx.db, keys(email, ip).source);
}

export const THROTTLE_CLEANUP_QUEUE = 'auth.throttle-cleanup';
/** Every rule's window has run out on a counter older than this. */
const LONGEST_WINDOW_SECONDS = Math.max(...Object.values(THROTTLE).map((rule) => rule.windowSeconds));

/**
 * Hourly, on one node: deletes the counters whose window has run out and whose wait is over. They
 * would only be reset on the next attempt, and each names an address and an account (GDPR: kept no
 * longer than they are needed).
 */
export function registerThrottleCleanupJob(ctx: Pick<AppContext, 'db' | 'now' | 'jobs' | 'log'>) {
  ctx.jobs.handle(
    THROTTLE_CLEANUP_QUEUE,
    async () => {
      const now = ctx.now();
      const deleted = await repo.deleteSpentThrottles(
        ctx.db,
        new Date(now.getTime() - LONGEST_WINDOW_SECONDS * 1000),
        now,
      );
      if (deleted > 0) ctx.log.info({ deleted }, 'spent sign-in throttle counters deleted');
    },
    { cron: '17 * * * *' },
  );
}
