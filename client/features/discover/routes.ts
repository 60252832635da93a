import { defineRoutes } from '../../app/routing/route-entry';
import { catalogQueries } from '../catalog';
import { discoverQueries } from './api/discover.queries';

/** PRODUCT.md C: the learners' discovery screens, every figure from the database. */
export const discoverRoutes = defineRoutes([
  {
    path: '/skill-marketplace',
    screen: () => import('./components/skill-marketplace-page').then((m) => m.SkillMarketplacePage),
    access: 'public',
    data: () => [discoverQueries.skillsWithSeats()],
    title: ({ t }) => t('layout.documentTitle', { title: t('discover.skillMarketplace.title') }),
    seo: async () => ({ description: ({ t }) => t('discover.skillMarketplace.seoDescription') }),
  },
  {
    path: '/universal-skills',
    screen: () => import('./components/universal-skills-page').then((m) => m.UniversalSkillsPage),
    access: 'public',
    data: () => [catalogQueries.skills()],
    title: ({ t }) => t('layout.documentTitle', { title: t('discover.universalSkills.title') }),
    seo: async () => ({ description: ({ t }) => t('discover.universalSkills.seoDescription') }),
  },
  {
    path: '/music',
    screen: () => import('./components/music-page').then((m) => m.MusicPage),
    access: 'public',
    data: () => [catalogQueries.skills(), discoverQueries.openGroups('music')],
    title: ({ t }) => t('layout.documentTitle', { title: t('discover.music.title') }),
    seo: async () => ({ description: ({ t }) => t('discover.music.seoDescription') }),
  },
  {
    path: '/kids',
    screen: () => import('./components/kids-page').then((m) => m.KidsPage),
    access: 'public',
    data: () => [discoverQueries.kids()],
    title: ({ t }) => t('layout.documentTitle', { title: t('discover.kids.title') }),
    seo: async () => ({ description: ({ t }) => t('discover.kids.seoDescription') }),
  },
  {
    path: '/student-hub',
    screen: () => import('./components/student-hub-page').then((m) => m.StudentHubPage),
    access: 'public',
    data: () => [discoverQueries.popularSkills()],
    title: ({ t }) => t('layout.documentTitle', { title: t('discover.studentHub.title') }),
    seo: async () => ({ description: ({ t }) => t('discover.studentHub.seoDescription') }),
  },
]);
