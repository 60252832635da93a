export { registerMessagingRoutes } from './messaging.routes.ts';
