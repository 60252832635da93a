export { registerFamilyRoutes } from './family.routes.ts';
