export { registerAuthRoutes } from './auth.routes.ts';
export { type AuthState, countLiveSessions, resolveSession } from './session.service.ts';
export { toUserDto, type UserRow } from './user.dto.ts';
export { CURRENT_AGREEMENT_VERSION } from './account.service.ts';
export { sessionCacheFor } from './session-cache.ts';
