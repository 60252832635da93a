import { defineRoutes } from '../../app/routing/route-entry';
import { blogQueries } from '../blog';
import { catalogQueries } from '../catalog';
import { platformMetricsQuery } from './use-platform-metrics';

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
    ],
    title: ({ t }) => t('home.pageTitle'),
    seo: async () => ({ description: ({ t }) => t('home.subtitle') }),
  },
]);
