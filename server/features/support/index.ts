export { registerSupportRoutes } from './support.routes.ts';
