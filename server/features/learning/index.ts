export { registerLearningRoutes } from './learning.routes.ts';
