export { registerAnalyticsRoutes } from './analytics.routes.ts';
