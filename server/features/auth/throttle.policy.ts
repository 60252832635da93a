/**
 * How password guesses are slowed, as pure rules (ADR 015). Nothing here locks an account: a lock
 * anyone can trigger is a way to keep the owner out.
 *
 * - Per (account, source address): every attempt is counted before the password is checked. A few
 *   are free; after that each next attempt has to wait a delay that doubles. The owner at another
 *   address is not affected.
 * - Per account, over all addresses: failures in the window. Past the ceiling (a spread-out attack)
 *   each address gets one free attempt instead of a few, and longer delays: that slows a botnet
 *   without shutting out the owner, whose first attempt from a clean address always counts. At
 *   `alertAfter` failures the owner is emailed, once per window.
 * - Per address, over all accounts: failures before the address waits (credential stuffing from one
 *   place; generous, since an office or a school shares one address).
 */
export interface DelayRule {
  windowSeconds: number;
  /** Attempts (or failures) that need no wait. */
  free: number;
  /** The wait after the last free one; it doubles with each further one, up to maxDelaySeconds. */
  baseDelaySeconds: number;
  maxDelaySeconds: number;
}

export const THROTTLE = {
  source: { windowSeconds: 3600, free: 5, baseDelaySeconds: 30, maxDelaySeconds: 15 * 60 },
  sourceUnderAttack: { windowSeconds: 3600, free: 1, baseDelaySeconds: 60, maxDelaySeconds: 3600 },
  account: { windowSeconds: 3600, ceiling: 50, alertAfter: 10 },
  ip: { windowSeconds: 15 * 60, free: 30, baseDelaySeconds: 300, maxDelaySeconds: 3600 },
} as const;

/** Seconds the next attempt has to wait after the `count`-th one in the window, or 0. */
export function delaySecondsAfter(count: number, rule: DelayRule): number {
  if (count < rule.free) return 0;
  return Math.min(rule.baseDelaySeconds * 2 ** (count - rule.free), rule.maxDelaySeconds);
}

/** The per-address rule for an account with `accountFailures` failures in its window. */
export const sourceRuleFor = (accountFailures: number): DelayRule =>
  accountFailures >= THROTTLE.account.ceiling ? THROTTLE.sourceUnderAttack : THROTTLE.source;

/** Seconds still to wait, or 0. */
export function remainingSeconds(until: Date | null | undefined, now: Date): number {
  if (!until) return 0;
  return Math.max(0, Math.ceil((until.getTime() - now.getTime()) / 1000));
}
