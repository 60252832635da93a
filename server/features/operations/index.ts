export { registerOperationsRoutes } from './operations.routes.ts';
