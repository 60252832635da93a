import {
  VERIFICATION_CODE_TTL_SECONDS,
  VERIFICATION_MAX_ATTEMPTS,
  VERIFICATION_RESEND_COOLDOWN_SECONDS,
} from '../../../common/constants.ts';

export interface CodeState {
  sentAt: Date;
  expiresAt: Date;
  attempts: number;
}

/** Seconds until a new code may be requested (SPEC.md 9: 60 s after the last one). */
export function resendAfterSeconds(code: CodeState | null, now: Date): number {
  if (!code) return 0;
  const ready = code.sentAt.getTime() + VERIFICATION_RESEND_COOLDOWN_SECONDS * 1000;
  return Math.max(0, Math.ceil((ready - now.getTime()) / 1000));
}

export function expiresInSeconds(code: CodeState | null, now: Date): number {
  if (!code || code.attempts >= VERIFICATION_MAX_ATTEMPTS) return 0;
  return Math.max(0, Math.floor((code.expiresAt.getTime() - now.getTime()) / 1000));
}

/** A code is usable while it is neither expired nor spent by too many wrong tries. */
export const isUsable = (code: CodeState | null, now: Date) => expiresInSeconds(code, now) > 0;

export const codeExpiry = (now: Date) => new Date(now.getTime() + VERIFICATION_CODE_TTL_SECONDS * 1000);
