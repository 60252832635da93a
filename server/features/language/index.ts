export { registerLanguageRoutes } from './language.routes.ts';
