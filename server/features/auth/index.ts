export { registerAuthRoutes } from './auth.routes.ts';
export { type AuthState, countLiveSessions, resolveSession } from '../../core/session/index.ts';
export { toUserDto, type UserRow } from '../../core/session/index.ts';
export { CURRENT_AGREEMENT_VERSION } from './account.service.ts';
export { sessionCacheFor } from '../../core/session/index.ts';
