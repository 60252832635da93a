export { registerMarketplaceAdminRoutes } from './marketplace-admin.routes.ts';
