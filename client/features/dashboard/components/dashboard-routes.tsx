import type { User } from '../../../../common/contracts/auth';
import type { DashboardArea } from '../../../app/role-dashboards';
import { RequireUser } from '../../auth/components/require-user';
import { DashboardPage } from './dashboard-page';

/** A user who must replace a weak password does that before any dashboard. */
const mustSetPassword = (user: User) => (user.mustSetPassword ? '/set-password' : null);

/** SPEC.md 2.6: students and tutors have their own dashboards; everyone else sees this one. */
function routeGeneralDashboard(user: User): string | null {
  if (user.userType === 'student') return '/learner-dashboard';
  if (user.userType === 'tutor') return '/tutor-dashboard-enhanced';
  return null;
}

export function DashboardRoute() {
  return (
    <RequireUser redirect={(user) => mustSetPassword(user) ?? routeGeneralDashboard(user)}>
      {(user) => <DashboardPage user={user} area="general" />}
    </RequireUser>
  );
}

/** SPEC.md 2.7: only for students; anyone else goes to /tutor-dashboard. */
export function LearnerDashboardRoute() {
  return (
    <RequireUser
      redirect={(user) => mustSetPassword(user) ?? (user.userType === 'student' ? null : '/tutor-dashboard')}
    >
      {(user) => <DashboardPage user={user} area="learner" />}
    </RequireUser>
  );
}

/** Role areas built by later issues show the generic dashboard under their own title for now. */
export function RoleDashboardRoute({ area }: { area: DashboardArea }) {
  return (
    <RequireUser redirect={mustSetPassword}>
      {(user) => <DashboardPage user={user} area={area} />}
    </RequireUser>
  );
}
