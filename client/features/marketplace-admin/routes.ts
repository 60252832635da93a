import { defineRoutes } from '../../app/routing/route-entry';
import { catalogQueries } from '../catalog';

/** The operator's marketplace settings: the skill catalogue, cities, and who may teach 1:1. */
export const marketplaceAdminRoutes = defineRoutes([
  {
    path: '/admin/marketplace',
    screen: () => import('./components/marketplace-admin-page').then((m) => m.MarketplaceAdminPage),
    access: { permission: 'settings:manage' },
    data: () => [catalogQueries.skills(), catalogQueries.cities()],
    title: ({ t }) => t('layout.documentTitle', { title: t('marketplaceAdmin.title') }),
  },
]);
