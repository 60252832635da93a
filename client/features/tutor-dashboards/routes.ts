import { homePathFor } from '../../../common/constants';
import type { User } from '../../../common/contracts/auth';
import { defineRoutes, type RouteEntry } from '../../app/routing/route-entry';
import { bookingQueries } from '../booking';
import { tutorAnalyticsQueries } from './api/tutor-analytics.queries';

const screens = () => import('./components/screens');
type Screens = Awaited<ReturnType<typeof screens>>;
const home = (user: User) => homePathFor(user.userType);

/** A tutor's own view: another role is sent to their own home rather than refused. */
function tutorView(
  path: string,
  screen: keyof Screens,
  titleKey: string,
  data: RouteEntry['data'],
): RouteEntry {
  return {
    path,
    screen: () => screens().then((m) => m[screen]),
    access: { permission: 'teaching:use' },
    whenForbidden: home,
    data,
    title: ({ t }) => t('layout.documentTitle', { title: t(titleKey) }),
  };
}

const analytics = () => [tutorAnalyticsQueries.analytics()];
const focus = () => [bookingQueries.teaching()];

/** PRODUCT.md D: the tutor's analytics and focus views, and the public preview for prospects. */
export const tutorDashboardRoutes = defineRoutes([
  tutorView(
    '/tutor-dashboard-professional',
    'ProfessionalDashboard',
    'tutorViews.professional.title',
    analytics,
  ),
  // SPEC.md 1 names the analytics view under both paths: one screen.
  tutorView(
    '/professional-tutor-dashboard',
    'ProfessionalDashboard',
    'tutorViews.professional.title',
    analytics,
  ),
  tutorView('/tutor-dashboard-clean', 'FocusDashboard', 'tutorViews.focus.title', focus),
  {
    path: '/tutor-dashboard-preview',
    screen: () => screens().then((m) => m.DashboardPreview),
    access: 'public',
    title: ({ t }) => t('layout.documentTitle', { title: t('tutorViews.preview.title') }),
    seo: async () => ({ description: ({ t }) => t('tutorViews.preview.description') }),
  },
]);
