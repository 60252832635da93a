export { tutorDashboardRoutes } from './routes';
