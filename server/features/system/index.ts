export { registerMetrics } from './metrics.ts';
export { registerSystemRoutes } from './system.routes.ts';
export { checkHealth } from './health.service.ts';
