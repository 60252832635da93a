/** The dashboards' areas: each role's home is titled for its area (dashboard.areas.<area>). */
export type DashboardArea =
  | 'general'
  | 'learner'
  | 'tutor'
  | 'parent'
  | 'teenMentor'
  | 'sma'
  | 'subma'
  | 'admin';
