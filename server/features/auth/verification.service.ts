import { VERIFICATION_CODE_LENGTH, VERIFICATION_MAX_ATTEMPTS } from '../../../common/constants.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { enqueueEmail } from '../../integrations/email/outbox.ts';
import { hmac, randomDigits, safeEqual } from '../../lib/crypto.ts';
import { type AuthState, userChanged } from '../../core/session/index.ts';
import * as users from './user.repo.ts';
import { codeExpiry, expiresInSeconds, resendAfterSeconds } from './verification.policy.ts';
import * as repo from './verification.repo.ts';

// Codes are stored as a keyed hash bound to the user: a leaked table row reveals nothing usable.
const codeHash = (ctx: AppContext, userId: string, code: string) =>
  hmac(ctx.env.SESSION_SECRET, `verify:${userId}:${code}`);

export async function sendVerificationCode(ctx: AppContext, auth: AuthState, email?: string) {
  const user = auth.user;
  if (email && email !== user.email.toLowerCase()) {
    throw new AppError('VALIDATION', 'This is not the email address of your account.', [
      {
        field: 'email',
        message: 'This is not the email address of your account.',
        key: 'errors.api.notYourEmail',
      },
    ]).withKey('errors.api.notYourEmail');
  }
  if (user.emailVerifiedAt)
    throw new AppError('CONFLICT', 'Your email address is already verified.').withKey(
      'errors.api.alreadyVerified',
    );
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const wait = resendAfterSeconds(await repo.findCode(tx, user.id), now);
    if (wait > 0) {
      throw new AppError(
        'TOO_MANY_REQUESTS',
        `Please wait ${wait} seconds before requesting a new code.`,
        undefined,
        wait,
      ).withKey('errors.api.resendWait', { seconds: wait });
    }
    const code = randomDigits(VERIFICATION_CODE_LENGTH);
    const expiresAt = codeExpiry(now);
    await repo.upsertCode(tx, user.id, codeHash(ctx, user.id, code), now, expiresAt);
    await enqueueEmail(ctx, tx, {
      userId: user.id,
      to: user.email,
      template: 'verification',
      language: user.language,
      vars: { code, firstName: user.firstName },
    });
    const state = { sentAt: now, expiresAt, attempts: 0 };
    return {
      expiresInSeconds: expiresInSeconds(state, now),
      resendAfterSeconds: resendAfterSeconds(state, now),
    };
  });
}

export async function verificationStatus(ctx: AppContext, auth: AuthState) {
  const now = ctx.now();
  const code = await repo.findCode(ctx.db, auth.user.id);
  return {
    email: auth.user.email,
    emailVerified: auth.user.emailVerifiedAt !== null,
    expiresInSeconds: expiresInSeconds(code, now),
    resendAfterSeconds: resendAfterSeconds(code, now),
  };
}

/**
 * Checks a code. The attempt is counted and committed in one statement before the code is compared
 * (verification.repo claimAttempt), so the limit of five holds even for parallel requests; the fifth
 * wrong try spends the code.
 */
export async function verifyEmail(ctx: AppContext, auth: AuthState, code: string) {
  const now = ctx.now();
  const claimed = await repo.claimAttempt(ctx.db, auth.user.id, now, VERIFICATION_MAX_ATTEMPTS);
  if (!claimed) {
    const row = await repo.findCode(ctx.db, auth.user.id);
    // Spent by wrong tries (rather than by time): say so, as the fifth wrong try did.
    if (row && row.attempts >= VERIFICATION_MAX_ATTEMPTS && row.expiresAt > now)
      throw new AppError('CODE_EXPIRED', 'Too many wrong codes. Please request a new one.', {
        attemptsLeft: 0,
      }).withKey('errors.api.tooManyCodes');
    throw new AppError('CODE_EXPIRED', 'Verification code has expired. Please request a new one.').withKey(
      'verify.expired',
    );
  }
  if (!safeEqual(claimed.codeHash, codeHash(ctx, auth.user.id, code))) {
    const left = Math.max(0, VERIFICATION_MAX_ATTEMPTS - claimed.attempts);
    throw left === 0
      ? new AppError('CODE_EXPIRED', 'Too many wrong codes. Please request a new one.', {
          attemptsLeft: 0,
        }).withKey('errors.api.tooManyCodes')
      : new AppError('CODE_INVALID', 'Invalid verification code. Please try again.', {
          attemptsLeft: left,
        }).withKey('verify.invalid');
  }
  return ctx.db.transaction(async (tx) => {
    await repo.deleteCode(tx, auth.user.id, claimed.codeHash);
    const user = await users.updateUser(tx, auth.user.id, { emailVerifiedAt: now });
    await userChanged(ctx, tx, auth.user.id);
    return user;
  });
}
