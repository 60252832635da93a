/**
 * Role areas whose own screens later issues build; until then each shows the generic dashboard
 * titled for its area, never the not-found page.
 */
export const ROLE_DASHBOARD_ROUTES = [
  { path: '/tutor-dashboard', area: 'tutor' },
  { path: '/tutor-dashboard-enhanced', area: 'tutor' },
  { path: '/parent-dashboard', area: 'parent' },
  { path: '/teen-mentor', area: 'teenMentor' },
  { path: '/sma/dashboard', area: 'sma' },
  { path: '/sma/subma/dashboard', area: 'subma' },
  { path: '/admin', area: 'admin' },
  { path: '/admin/motherboard', area: 'admin' },
] as const;

export type DashboardArea = (typeof ROLE_DASHBOARD_ROUTES)[number]['area'] | 'learner' | 'general';
