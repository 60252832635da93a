import { defineRoutes } from '../../app/routing/route-entry';
import { blogQueries } from '../blog';
import { catalogQueries } from '../catalog';
import { siteConfigQuery } from '../platform';
import { platformMetricsQuery } from '../platform';

export const homeRoutes = defineRoutes([
  {
    path: '/',
    screen: () => import('./home-page').then((m) => m.HomePage),
    access: 'public',
    render: 'islands',
    data: () => [
      platformMetricsQuery(),
      catalogQueries.skills(),
      catalogQueries.cities(),
      blogQueries.published(),
      // The contact section's WhatsApp link exists only when the number is configured.
      siteConfigQuery(),
    ],
    title: ({ t }) => t('home.pageTitle'),
    seo: async () => ({ description: ({ t }) => t('home.subtitle') }),
  },
]);
