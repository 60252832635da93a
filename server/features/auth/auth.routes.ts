import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SESSION_TTL_DAYS } from '../../../common/constants.ts';
import { authContracts as c } from '../../../common/contracts/auth.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { route } from '../../http/route.ts';
import type { SessionCookies } from '../../http/session-context.ts';
import * as accounts from './account.service.ts';
import * as resets from './password-reset.service.ts';
import * as sessions from '../../core/session/index.ts';
import { toUserDto } from '../../core/session/index.ts';
import * as verification from './verification.service.ts';
import { registerThrottleCleanupJob } from './throttle.service.ts';

const meta = (req: FastifyRequest) => ({ userAgent: req.headers['user-agent'] ?? '', ip: req.ip });
const SESSION_MAX_AGE = SESSION_TTL_DAYS * 24 * 3600;

export function registerAuthRoutes(app: FastifyInstance, ctx: AppContext, cookies: SessionCookies) {
  const { limits } = ctx.env.RATE_LIMIT_DISABLED ? { limits: undefined } : { limits: AUTH_LIMITS };
  resets.registerPasswordResetJob(ctx);
  registerThrottleCleanupJob(ctx);

  route(
    app,
    c.csrfToken,
    { access: 'public', allowWhilePasswordUnset: true, smallAnswer: true },
    async ({ req, reply }) => ({
      csrfToken: cookies.tokenFor(req, reply),
    }),
  );

  route(
    app,
    c.getUser,
    { access: 'user', allowWhilePasswordUnset: true, smallAnswer: true },
    async ({ auth }) => toUserDto(auth.user),
  );

  route(
    app,
    c.login,
    { access: 'public', allowWhilePasswordUnset: true, smallAnswer: true, rateLimit: limits?.login },
    async ({ req, reply, input }) => {
      const result = await accounts.login(ctx, input.username, input.password, meta(req), req.auth?.session);
      cookies.setSessionCookie(reply, result.cookieValue, SESSION_MAX_AGE);
      req.auth = { user: result.user, session: result.session };
      return toUserDto(result.user);
    },
  );

  route(
    app,
    c.register,
    { access: 'public', allowWhilePasswordUnset: true, rateLimit: limits?.register },
    async ({ req, reply, input }) => {
      const result = await accounts.register(ctx, input, meta(req), req.auth?.session);
      cookies.setSessionCookie(reply, result.cookieValue, SESSION_MAX_AGE);
      req.auth = { user: result.user, session: result.session };
      return toUserDto(result.user);
    },
  );

  route(
    app,
    c.logout,
    { access: 'public', allowWhilePasswordUnset: true, smallAnswer: true },
    async ({ req, reply, auth }) => {
      if (auth) await accounts.logout(ctx, auth);
      cookies.clearSessionCookie(reply);
      req.auth = null;
      return { ok: true as const, message: 'You have been successfully logged out.' };
    },
  );

  route(
    app,
    c.forgotPassword,
    { access: 'public', allowWhilePasswordUnset: true, rateLimit: limits?.forgot },
    async ({ input }) => {
      await resets.requestPasswordReset(ctx, input.email);
      return { ok: true as const, message: 'If the email exists, a reset link has been sent.' };
    },
  );

  route(
    app,
    c.resetPassword,
    { access: 'public', allowWhilePasswordUnset: true, rateLimit: limits?.forgot },
    async ({ input }) => {
      await resets.resetPassword(ctx, input.token, input.password);
      return { ok: true as const, message: 'Your password has been changed. You can sign in now.' };
    },
  );

  route(
    app,
    c.resetPasswordStatus,
    { access: 'public', allowWhilePasswordUnset: true, rateLimit: limits?.resetStatus },
    async ({ input }) => ({ status: await resets.resetTokenStatus(ctx, input.token) }),
  );

  route(
    app,
    c.sendVerification,
    { access: 'user', allowWhilePasswordUnset: true, rateLimit: limits?.verification },
    async ({ auth, input }) => ({
      ok: true as const,
      ...(await verification.sendVerificationCode(ctx, auth, input.email)),
    }),
  );

  route(app, c.verificationStatus, { access: 'user', allowWhilePasswordUnset: true }, async ({ auth }) =>
    verification.verificationStatus(ctx, auth),
  );

  route(app, c.verifyEmail, { access: 'user', allowWhilePasswordUnset: true }, async ({ auth, input }) =>
    toUserDto(await verification.verifyEmail(ctx, auth, input.code)),
  );

  route(
    app,
    c.setPassword,
    { access: 'user', allowWhilePasswordUnset: true },
    async ({ req, auth, input }) => {
      await accounts.setPassword(ctx, auth, input, req.ip);
      return { ok: true as const, message: 'Password Set Successfully!' };
    },
  );

  route(app, c.listSessions, { access: 'user' }, async ({ auth }) => sessions.listSessions(ctx, auth));

  route(app, c.revokeSession, { access: 'user' }, async ({ auth, params }) => {
    if (!(await sessions.revokeSession(ctx, auth.user.id, params.id ?? '')))
      throw new AppError('NOT_FOUND', 'Session not found');
    return { ok: true as const };
  });

  route(
    app,
    c.updatePreferences,
    { access: 'user', allowWhilePasswordUnset: true },
    async ({ auth, input }) => toUserDto(await accounts.updateLanguage(ctx, auth, input.language)),
  );
}

/** Per-IP limits on the calls an attacker would hammer (429 with Retry-After). */
const AUTH_LIMITS = {
  login: { max: 20, timeWindow: '1 minute' },
  register: { max: 20, timeWindow: '1 hour' },
  forgot: { max: 5, timeWindow: '15 minutes' },
  /** Opening a reset link asks once; guessing tokens through it is pointless (256 bits) but capped. */
  resetStatus: { max: 30, timeWindow: '15 minutes' },
  verification: { max: 10, timeWindow: '15 minutes' },
};
