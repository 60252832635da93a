import type { AuthState } from './session.service.ts';

/** Operators who may change platform settings. */
export const isAdmin = (auth: AuthState | null) => auth?.user.userType === 'admin';
export const isStaff = (auth: AuthState | null) =>
  auth?.user.userType === 'admin' || auth?.user.userType === 'moderator';
