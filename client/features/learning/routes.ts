import { defineRoutes } from '../../app/routing/route-entry';
import { familyQueries } from '../family';
import { learningQueries } from './api/learning.queries';

const screens = () => import('./components/screens');

/** PRODUCT.md area C: the learner's own profile (ADR 045). */
export const learningRoutes = defineRoutes([
  {
    path: '/student-onboarding',
    screen: () => screens().then((m) => m.StudentOnboardingPage),
    access: { permission: 'learning:use' },
    data: () => [learningQueries.onboarding(), familyQueries.myGuardians()],
    title: ({ t }) => t('layout.documentTitle', { title: t('learning.onboarding.title') }),
  },
]);
