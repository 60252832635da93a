/**
 * How failed sign-ins are throttled, as pure rules. Per account: a few tries, then a lock that
 * doubles; per IP: many more (an office or school shares one address) before it locks too.
 */
export const THROTTLE = {
  windowSeconds: 15 * 60,
  account: { maxFailures: 5, baseLockSeconds: 60 },
  ip: { maxFailures: 30, baseLockSeconds: 300 },
} as const;

/** Seconds to lock after `failures` failures in the window, or 0 when still under the limit. */
export function lockSecondsAfter(
  failures: number,
  rule: { maxFailures: number; baseLockSeconds: number },
): number {
  if (failures < rule.maxFailures) return 0;
  const extra = failures - rule.maxFailures;
  return Math.min(rule.baseLockSeconds * 2 ** extra, 3600);
}

/** Seconds still locked, or 0. */
export function remainingLockSeconds(lockedUntil: Date | null | undefined, now: Date): number {
  if (!lockedUntil) return 0;
  return Math.max(0, Math.ceil((lockedUntil.getTime() - now.getTime()) / 1000));
}
