import { defineRoutes } from '../../app/routing/route-entry';
import { catalogQueries } from '../catalog';

/** PRODUCT.md C: browse tutors and open groups across Europe. */
export const marketplaceRoutes = defineRoutes([
  {
    path: '/global-marketplace',
    screen: () => import('./components/global-marketplace-page').then((m) => m.GlobalMarketplacePage),
    access: 'public',
    data: () => [catalogQueries.skills(), catalogQueries.cities()],
    title: ({ t }) => t('layout.documentTitle', { title: t('marketplace.title') }),
    seo: async () => ({ description: ({ t }) => t('marketplace.seoDescription') }),
    nav: [{ menu: 'header', label: 'layout.nav.marketplace', order: 20 }],
  },
]);
