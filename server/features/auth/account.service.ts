import { PASSWORD_MIN_LENGTH } from '../../../common/constants.ts';
import type { z } from 'zod';
import type { registerInput } from '../../../common/contracts/auth.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { isCommonPassword } from '../../lib/common-passwords.ts';
import { hashPassword, timingDummyHash, verifyPassword } from '../../lib/passwords.ts';
import { recordAcceptance } from '../legal/index.ts';
import {
  type AuthState,
  createSession,
  deleteUserSessions,
  endSession,
  type SessionMeta,
  userChanged,
} from '../../core/session/index.ts';

/** The session a browser had before signing in or registering, replaced by a new one. */
type CurrentSession = { idHash: string; userId: string };
import { attemptFailed, attemptSucceeded, beginPasswordAttempt } from './throttle.service.ts';
import * as users from './user.repo.ts';

export type RegisterInput = z.output<typeof registerInput>;

export const CURRENT_AGREEMENT_VERSION = '2026-11';

/** A password too weak to keep: the account may sign in but must set a new one first. */
export const isWeakPassword = (password: string) =>
  password.length < PASSWORD_MIN_LENGTH || isCommonPassword(password);

export function assertStrongPassword(password: string) {
  if (password.length < PASSWORD_MIN_LENGTH) {
    throw new AppError('VALIDATION', 'Password must be at least 12 characters long.', [
      {
        field: 'password',
        message: 'Password must be at least 12 characters long.',
        key: 'validation.passwordTooShort',
      },
    ]).withKey('validation.passwordTooShort');
  }
  if (isCommonPassword(password)) {
    throw new AppError('VALIDATION', 'This password is too common. Please choose another one.', [
      {
        field: 'password',
        message: 'This password is too common. Please choose another one.',
        key: 'errors.api.passwordCommon',
      },
    ]).withKey('errors.api.passwordCommon');
  }
}

export async function register(
  ctx: AppContext,
  input: RegisterInput,
  meta: SessionMeta,
  current?: CurrentSession,
) {
  const passwordHash = await hashPassword(input.password);
  return ctx.db.transaction(async (tx) => {
    if (await users.findUserByEmail(tx, input.email)) {
      throw new AppError(
        'EMAIL_TAKEN',
        'An account with this email already exists. Sign in or reset your password.',
        [
          {
            field: 'email',
            message: 'An account with this email already exists.',
            key: 'errors.api.emailTakenField',
          },
        ],
      ).withKey('errors.api.emailTaken');
    }
    const now = ctx.now();
    const user = await users.insertUser(tx, {
      email: input.email,
      firstName: input.firstName,
      lastName: input.lastName,
      userType: input.userType,
      passwordHash,
      mustSetPassword: isWeakPassword(input.password),
      language: input.language ?? 'en',
      agreementVersion: input.agreementVersion ?? CURRENT_AGREEMENT_VERSION,
      agreementAcceptedAt: now,
      lastSignInAt: now,
      createdAt: now,
    });
    await recordAcceptance(tx, user.id, 'agreement', user.agreementVersion!, now);
    if (current) await endSession(ctx, tx, current);
    const { cookieValue, session } = await createSession(ctx, tx, user.id, meta);
    return { user, session, cookieValue };
  });
}

export async function login(
  ctx: AppContext,
  username: string,
  password: string,
  meta: SessionMeta & { ip: string },
  current?: CurrentSession,
) {
  const email = username.trim().toLowerCase();
  // Counted before the hash is checked: parallel guesses cannot outrun the limit (ADR 015).
  await beginPasswordAttempt(ctx, email, meta.ip);
  const user = await users.findUserByEmail(ctx.db, email);
  const ok = await verifyPassword(user?.passwordHash ?? (await timingDummyHash()), password);
  if (!user || !ok) {
    await attemptFailed(ctx, email, meta.ip, user);
    throw new AppError('INVALID_CREDENTIALS', 'Invalid username or password').withKey(
      'errors.api.invalidCredentials',
    );
  }
  await attemptSucceeded(ctx, email, meta.ip);
  // The session id rotates at sign-in, so a planted pre-login cookie is worthless.
  return ctx.db.transaction(async (tx) => {
    if (current) await endSession(ctx, tx, current);
    const { cookieValue, session } = await createSession(ctx, tx, user.id, meta);
    const updated = await users.updateUser(tx, user.id, { lastSignInAt: ctx.now() });
    return { user: updated, session, cookieValue };
  });
}

export const logout = (ctx: AppContext, auth: AuthState) =>
  ctx.db.transaction((tx) => endSession(ctx, tx, auth.session));

/**
 * Sets a new password; every other session of the user is signed out. The current password is asked
 * for (and its checks throttled like sign-ins), except in the must-set-password state of SPEC.md 2.5,
 * where the user has just signed in with a password too weak to keep.
 */
export async function setPassword(
  ctx: AppContext,
  auth: AuthState,
  input: { password: string; currentPassword?: string | undefined },
  ip: string,
) {
  assertStrongPassword(input.password);
  if (!auth.user.mustSetPassword) {
    const current = input.currentPassword ?? '';
    if (!current) {
      throw new AppError('VALIDATION', 'Please enter your current password.', [
        {
          field: 'currentPassword',
          message: 'Please enter your current password.',
          key: 'errors.api.currentPasswordMissing',
        },
      ]).withKey('errors.api.currentPasswordMissing');
    }
    await beginPasswordAttempt(ctx, auth.user.email, ip);
    const stored = await users.findUserById(ctx.db, auth.user.id);
    if (!stored || !(await verifyPassword(stored.passwordHash, current))) {
      await attemptFailed(ctx, auth.user.email, ip, stored);
      throw new AppError('VALIDATION', 'Your current password is not correct.', [
        {
          field: 'currentPassword',
          message: 'Your current password is not correct.',
          key: 'errors.api.currentPasswordWrong',
        },
      ]).withKey('errors.api.currentPasswordWrong');
    }
    await attemptSucceeded(ctx, auth.user.email, ip);
  }
  const passwordHash = await hashPassword(input.password);
  return ctx.db.transaction(async (tx) => {
    const user = await users.updateUser(tx, auth.user.id, { passwordHash, mustSetPassword: false });
    await deleteUserSessions(ctx, tx, auth.user.id, auth.session.idHash);
    return user;
  });
}

export const updateLanguage = (ctx: AppContext, auth: AuthState, language: string) =>
  ctx.db.transaction(async (tx) => {
    const user = await users.updateUser(tx, auth.user.id, { language });
    await userChanged(ctx, tx, auth.user.id);
    return user;
  });
