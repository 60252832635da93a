import { describe, expect, it } from 'vitest';
import { isCommonPassword } from '../../lib/common-passwords.ts';
import { lockSecondsAfter, remainingLockSeconds, THROTTLE } from './throttle.policy.ts';
import { expiresInSeconds, isUsable, resendAfterSeconds } from './verification.policy.ts';

const at = (s: number) => new Date(Date.UTC(2026, 10, 22, 10, 0, s));

describe('verification policy', () => {
  const code = { sentAt: at(0), expiresAt: at(300), attempts: 0 };
  it('counts down 300 s and the 60 s resend cooldown', () => {
    expect(expiresInSeconds(code, at(0))).toBe(300);
    expect(expiresInSeconds(code, at(299))).toBe(1);
    expect(isUsable(code, at(300))).toBe(false);
    expect(resendAfterSeconds(code, at(10))).toBe(50);
    expect(resendAfterSeconds(code, at(60))).toBe(0);
    expect(resendAfterSeconds(null, at(0))).toBe(0);
  });
  it('spends a code after five wrong tries', () => {
    expect(isUsable({ ...code, attempts: 4 }, at(1))).toBe(true);
    expect(isUsable({ ...code, attempts: 5 }, at(1))).toBe(false);
  });
});

describe('throttle policy', () => {
  it('locks after the limit and doubles the lock, capped at an hour', () => {
    expect(lockSecondsAfter(4, THROTTLE.account)).toBe(0);
    expect(lockSecondsAfter(5, THROTTLE.account)).toBe(60);
    expect(lockSecondsAfter(6, THROTTLE.account)).toBe(120);
    expect(lockSecondsAfter(50, THROTTLE.account)).toBe(3600);
    expect(remainingLockSeconds(at(30), at(0))).toBe(30);
    expect(remainingLockSeconds(null, at(0))).toBe(0);
  });
});

describe('common passwords', () => {
  it('catches listed passwords and trivial shapes, not real ones', () => {
    expect(isCommonPassword('Password1234')).toBe(true);
    expect(isCommonPassword('aaaaaaaaaaaaaa')).toBe(true);
    expect(isCommonPassword('1234567890123')).toBe(true);
    expect(isCommonPassword('zyxwvutsrqpo')).toBe(true);
    expect(isCommonPassword('Correct-Horse-Battery-9')).toBe(false);
  });
});
