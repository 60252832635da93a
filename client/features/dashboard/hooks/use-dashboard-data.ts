import { useQuery } from '@tanstack/react-query';
import { dashboardQueries } from '../api/dashboard.queries';

export const OVERVIEW_QUERY_KEY = dashboardQueries.overview().queryKey;
export const SESSIONS_QUERY_KEY = dashboardQueries.signInSessions().queryKey;

/** The only source of the dashboard's figures: the user's own rows, counted by the server. */
export function useDashboardOverview() {
  return useQuery(dashboardQueries.overview());
}

export function useSignInSessions() {
  return useQuery(dashboardQueries.signInSessions());
}
