import { useAuth } from '../../auth';
import type { DashboardArea } from '../lib/areas';
import { DashboardPage } from './dashboard-page';

/** The signed-in user: a role screen renders only behind its route's guard, so there is one. */
function useSignedInUser() {
  const { user } = useAuth();
  if (!user) throw new Error('A dashboard rendered without a signed-in user');
  return user;
}

function areaScreen(area: DashboardArea) {
  return function RoleDashboard() {
    return <DashboardPage user={useSignedInUser()} area={area} />;
  };
}

export const GeneralDashboard = areaScreen('general');
export const LearnerDashboard = areaScreen('learner');
export const TutorDashboard = areaScreen('tutor');
export const ParentDashboard = areaScreen('parent');
export const TeenMentorDashboard = areaScreen('teenMentor');
export const AgencyDashboard = areaScreen('sma');
export const FieldAgentDashboard = areaScreen('subma');
export const AdminDashboard = areaScreen('admin');
