import type { User } from '../../../common/contracts/auth.ts';
import type { users } from '../../db/schema/index.ts';
import { asLanguage } from '../../i18n/catalogue.ts';

export type UserRow = typeof users.$inferSelect;

/** The only shape a user leaves the server in: no hash, no internal columns. */
export function toUserDto(u: UserRow): User {
  return {
    id: u.id,
    userType: u.userType as User['userType'],
    firstName: u.firstName,
    lastName: u.lastName,
    avatarUrl: u.avatarUrl,
    email: u.email,
    emailVerified: u.emailVerifiedAt !== null,
    mustSetPassword: u.mustSetPassword,
    language: asLanguage(u.language),
    createdAt: u.createdAt.toISOString(),
  };
}
