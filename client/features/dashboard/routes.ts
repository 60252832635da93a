import { homePathFor } from '../../../common/constants';
import type { User } from '../../../common/contracts/auth';
import type { Permission } from '../../../common/permissions';
import { defineRoutes, type RouteEntry } from '../../app/routing/route-entry';
import type { DashboardArea } from './lib/areas';
import { dashboardQueries } from './api/dashboard.queries';
import { bookingQueries } from '../booking';
import { catalogQueries } from '../catalog';
import { learningQueries } from '../learning';
import { familyQueries } from '../family';

const screens = () => import('./components/role-dashboards');
const overview = () => [dashboardQueries.overview()];
/** A learner's home renders with their figures, sessions and what others book (no loading flash). */
const learnerHome = () => [
  dashboardQueries.overview(),
  learningQueries.home(),
  learningQueries.trending({ near: false, anyLanguage: false, availableNow: false, topRated: false }),
  bookingQueries.mySeats(),
  bookingQueries.saved(),
  catalogQueries.skills(),
  familyQueries.myGuardians(),
];
const admin = () => [dashboardQueries.overview(), dashboardQueries.adminOverview()];
const home = (user: User) => homePathFor(user.userType);

type Screens = Awaited<ReturnType<typeof screens>>;

/** A role's own dashboard: a visitor of another role is sent to their own home rather than refused. */
function roleHome(
  path: string,
  screen: keyof Screens,
  permission: Permission,
  area: DashboardArea,
): RouteEntry {
  return {
    path,
    screen: () => screens().then((m) => m[screen]),
    access: { permission },
    whenForbidden: home,
    data: overview,
    title: ({ t }) => t('layout.documentTitle', { title: t(`dashboard.areas.${area}`) }),
  };
}

export const dashboardRoutes = defineRoutes([
  {
    // SPEC.md 2.6: students and tutors have their own dashboards; everyone else stays here.
    path: '/dashboard',
    screen: () => screens().then((m) => m.GeneralDashboard),
    access: 'user',
    redirect: (user) =>
      user.userType === 'student'
        ? '/learner-dashboard'
        : user.userType === 'tutor'
          ? '/tutor-dashboard-enhanced'
          : null,
    data: overview,
    title: ({ t }) => t('layout.documentTitle', { title: t('dashboard.areas.general') }),
    prefetch: true,
  },
  {
    // SPEC.md 2.7: only for students; anyone else goes to /tutor-dashboard.
    path: '/learner-dashboard',
    screen: () => screens().then((m) => m.LearnerDashboard),
    access: { permission: 'learning:use' },
    whenForbidden: () => '/tutor-dashboard',
    data: learnerHome,
    title: ({ t }) => t('layout.documentTitle', { title: t('dashboard.areas.learner') }),
  },
  roleHome('/tutor-dashboard', 'TutorDashboard', 'teaching:use', 'tutor'),
  roleHome('/tutor-dashboard-enhanced', 'TutorDashboard', 'teaching:use', 'tutor'),
  // A parent's or guardian's home renders with their children and open codes.
  {
    ...roleHome('/parent-dashboard', 'ParentDashboard', 'family:use', 'parent'),
    data: () => [dashboardQueries.overview(), familyQueries.family()],
  },
  roleHome('/teen-mentor', 'TeenMentorDashboard', 'mentoring:use', 'teenMentor'),
  roleHome('/sma/dashboard', 'AgencyDashboard', 'agents:manage', 'sma'),
  roleHome('/sma/subma/dashboard', 'FieldAgentDashboard', 'agents:refer', 'subma'),
  // SPEC.md 2.1: /admin and /admin/motherboard are the same screen; other roles get the 403 page. The
  // server renders it with the operator's platform counts.
  { ...roleHome('/admin', 'AdminDashboard', 'admin:access', 'admin'), whenForbidden: undefined, data: admin },
  {
    ...roleHome('/admin/motherboard', 'AdminDashboard', 'admin:access', 'admin'),
    whenForbidden: undefined,
    data: admin,
  },
]);
