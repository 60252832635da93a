/**
 * The signed-in session, which the HTTP layer (session context, route access) and every feature
 * need: a core module below the features, so none of them depends on the auth feature for it.
 */
export {
  countLiveSessions,
  createSession,
  deleteUserSessions,
  endSession,
  listSessions,
  resolveSession,
  revokeSession,
  userChanged,
  type SessionMeta,
} from './session.service.ts';
export type { AuthState } from './session.types.ts';
export { sessionCacheFor } from './session-cache.ts';
export { toUserDto, type UserRow } from './user.dto.ts';
