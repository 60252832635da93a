import { LANGUAGES } from '../../../common/constants.ts';
import type { UserRow } from '../../core/session/index.ts';

export type ProfileStepKey = 'name' | 'emailVerified' | 'strongPassword' | 'language';

/**
 * What makes an account complete today, each step read from a real field of the user row, and only
 * steps the user can complete in the product now:
 * - name: first and last name (asked at registration);
 * - emailVerified: the address confirmed with its code (/verify-email);
 * - strongPassword: no weak password left to replace (/set-password);
 * - language: a supported language saved for the product and its emails (Settings tab, the picker
 *   saves it for a signed-in user).
 * avatar_url exists on the row but nothing can upload a photo yet, so it is not a step; later areas
 * (onboarding: birth date, goals, availability) add their own steps when their screens exist.
 */
export function profileSteps(
  user: Pick<UserRow, 'firstName' | 'lastName' | 'emailVerifiedAt' | 'mustSetPassword' | 'language'>,
): { key: ProfileStepKey; done: boolean }[] {
  return [
    { key: 'name', done: Boolean(user.firstName.trim() && user.lastName.trim()) },
    { key: 'emailVerified', done: user.emailVerifiedAt !== null },
    { key: 'strongPassword', done: !user.mustSetPassword },
    { key: 'language', done: (LANGUAGES as readonly string[]).includes(user.language) },
  ];
}
