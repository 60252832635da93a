import { homePathFor } from '../../../../common/constants';
import type { User } from '../../../../common/contracts/auth';

/**
 * Where a user goes after signing in: a required new password first, then an unverified address,
 * then the role's home (SPEC.md 2.3).
 */
export function pathAfterSignIn(user: Pick<User, 'userType' | 'mustSetPassword' | 'emailVerified'>): string {
  if (user.mustSetPassword) return homePathFor(user.userType, true);
  if (!user.emailVerified) return '/verify-email';
  return homePathFor(user.userType);
}

/** After registration the verification code is waiting, unless the password must be replaced first. */
export function pathAfterRegister(user: Pick<User, 'mustSetPassword'>): string {
  return user.mustSetPassword ? '/set-password' : '/verify-email';
}
