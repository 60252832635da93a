export { registerTutorAnalyticsRoutes } from './tutor-analytics.routes.ts';
