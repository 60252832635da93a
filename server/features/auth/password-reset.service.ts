import { PASSWORD_RESET_TTL_SECONDS } from '../../../common/constants.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { enqueueEmail } from '../../integrations/email/outbox.ts';
import { randomToken, sha256 } from '../../lib/crypto.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { assertStrongPassword } from './account.service.ts';
import * as repo from './password-reset.repo.ts';
import { deleteUserSessions } from '../../core/session/index.ts';
import * as users from './user.repo.ts';

export const PASSWORD_RESET_QUEUE = 'auth.password-reset';

/**
 * Asks for a reset link. The request does the same work for every address, known or not: it queues
 * one job with the address and answers. Looking the account up, making the token and the email
 * happen in the job (`registerPasswordResetJob`), so the answer's timing says nothing either.
 */
export async function requestPasswordReset(ctx: AppContext, email: string) {
  await ctx.jobs.enqueue(ctx.db, PASSWORD_RESET_QUEUE, { email });
}

/** The job: a single-use link valid for one hour, emailed only when the address has an account. */
export function registerPasswordResetJob(ctx: AppContext) {
  ctx.jobs.handle(PASSWORD_RESET_QUEUE, async (payload) => {
    const email = String(payload.email ?? '');
    const now = ctx.now();
    await ctx.db.transaction(async (tx) => {
      const user = await users.findUserByEmail(tx, email);
      if (!user) return;
      const token = randomToken(32);
      await repo.insertResetToken(tx, {
        tokenHash: sha256(token),
        userId: user.id,
        createdAt: now,
        expiresAt: new Date(now.getTime() + PASSWORD_RESET_TTL_SECONDS * 1000),
      });
      await enqueueEmail(ctx, tx, {
        userId: user.id,
        to: user.email,
        template: 'reset',
        language: user.language,
        vars: { firstName: user.firstName, link: `${ctx.env.PUBLIC_URL}/reset-password?token=${token}` },
      });
    });
  });
}

export type ResetTokenStatus = 'valid' | 'used' | 'expired' | 'invalid';

/**
 * What the reset page must show for a link before offering the form: usable, already used, expired,
 * or no such link. It says nothing about the account: only the token's own dates are read, and the
 * answer is the same for every account. A used link says "used" even after it would have expired.
 */
export async function resetTokenStatus(ctx: AppContext, token: string): Promise<ResetTokenStatus> {
  if (token.length < 10) return 'invalid';
  const row = await repo.findResetToken(ctx.db, sha256(token));
  if (!row) return 'invalid';
  if (row.usedAt) return 'used';
  if (row.expiresAt.getTime() <= ctx.now().getTime()) return 'expired';
  return 'valid';
}

/** Sets the new password, spends the link and signs the account out everywhere. */
export async function resetPassword(ctx: AppContext, token: string, password: string) {
  assertStrongPassword(password);
  const passwordHash = await hashPassword(password);
  const now = ctx.now();
  const ok = await ctx.db.transaction(async (tx) => {
    const userId = await repo.consumeResetToken(tx, sha256(token), now);
    if (!userId) return false;
    const user = await users.updateUser(tx, userId, { passwordHash, mustSetPassword: false });
    await deleteUserSessions(ctx, tx, userId);
    await enqueueEmail(ctx, tx, {
      userId,
      to: user.email,
      template: 'passwordChanged',
      language: user.language,
      vars: { firstName: user.firstName, link: `${ctx.env.PUBLIC_URL}/auth?mode=login` },
    });
    return true;
  });
  if (!ok)
    throw new AppError(
      'TOKEN_INVALID',
      'This reset link is invalid or has expired. Please request a new one.',
    ).withKey('resetPassword.invalidText');
}
