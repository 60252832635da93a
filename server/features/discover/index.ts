export { registerDiscoverRoutes } from './discover.routes.ts';
