export { registerMatchingRoutes } from './matching.routes.ts';
export { requestRun } from './matching.jobs.ts';
export { ensureRequest } from './matching.repo.ts';
export { tutorMatches } from './matches.service.ts';
