import type { AppContext } from '../../context.ts';
import { type AuthState, countLiveSessions } from '../../core/session/index.ts';
import { profileSteps } from './profile.policy.ts';

/** The generic dashboard's figures, all read from the user's own rows. */
export async function getOverview(ctx: AppContext, auth: AuthState) {
  const { user } = auth;
  const steps = profileSteps(user);
  return {
    memberSince: user.createdAt.toISOString(),
    emailVerified: user.emailVerifiedAt !== null,
    activeSessions: await countLiveSessions(ctx.db, user.id, ctx.now()),
    lastSignInAt: user.lastSignInAt?.toISOString() ?? null,
    profile: {
      completedSteps: steps.filter((s) => s.done).length,
      totalSteps: steps.length,
      missing: steps.filter((s) => !s.done).map((s) => s.key),
    },
  };
}
