import { describe, expect, it } from 'vitest';
import { isCommonPassword } from '../../lib/common-passwords.ts';
import { delaySecondsAfter, remainingSeconds, sourceRuleFor, THROTTLE } from './throttle.policy.ts';
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
  it('lets a few attempts through, then doubles the wait, capped', () => {
    expect(delaySecondsAfter(4, THROTTLE.source)).toBe(0);
    expect(delaySecondsAfter(5, THROTTLE.source)).toBe(30);
    expect(delaySecondsAfter(6, THROTTLE.source)).toBe(60);
    expect(delaySecondsAfter(50, THROTTLE.source)).toBe(15 * 60);
    expect(remainingSeconds(at(30), at(0))).toBe(30);
    expect(remainingSeconds(null, at(0))).toBe(0);
  });

  it('past the account ceiling, each address gets one attempt before it waits', () => {
    expect(sourceRuleFor(THROTTLE.account.ceiling - 1)).toBe(THROTTLE.source);
    const strict = sourceRuleFor(THROTTLE.account.ceiling);
    expect(delaySecondsAfter(1, strict)).toBe(60);
    expect(delaySecondsAfter(2, strict)).toBe(120);
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
