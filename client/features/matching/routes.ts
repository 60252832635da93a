import { defineRoutes } from '../../app/routing/route-entry';
import { matchingDemoQuery, regroupingQueries } from './api/matching.queries';

/** PRODUCT.md E: the matching engine, live. */
export const matchingRoutes = defineRoutes([
  {
    path: '/ai-skill-matching-demo',
    screen: () => import('./components/matching-demo-page').then((m) => m.MatchingDemoPage),
    access: 'public',
    data: () => [matchingDemoQuery({ learners: '30', seed: 1, emphasis: 'balanced', openGroups: true })],
    title: ({ t }) => t('layout.documentTitle', { title: t('matchingDemo.title') }),
    seo: async () => ({ description: ({ t }) => t('matchingDemo.seoDescription') }),
  },
  {
    path: '/post-pairing-optimization',
    screen: () => import('./components/post-pairing-page').then((m) => m.PostPairingPage),
    access: { permission: 'operations:view' },
    data: () => [regroupingQueries.health()],
    title: ({ t }) => t('layout.documentTitle', { title: t('postPairing.title') }),
  },
]);
