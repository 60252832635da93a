export { registerDashboardRoutes } from './dashboard.routes.ts';
