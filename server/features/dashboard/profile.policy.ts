import type { UserRow } from '../auth/index.ts';

/**
 * What makes an account complete at this stage of the product. Only steps a user can act on today are
 * listed (a profile photo joins once uploads exist); later areas add their own steps.
 */
export function profileSteps(
  user: Pick<UserRow, 'firstName' | 'lastName' | 'emailVerifiedAt' | 'mustSetPassword'>,
) {
  return [
    { key: 'name', done: Boolean(user.firstName && user.lastName) },
    { key: 'emailVerified', done: user.emailVerifiedAt !== null },
    { key: 'strongPassword', done: !user.mustSetPassword },
  ];
}
