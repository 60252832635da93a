import { authEndpoints, dashboardEndpoints } from '../../../../common/contracts/routes';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const OVERVIEW_QUERY_KEY = [dashboardEndpoints.overview.path] as const;
export const SESSIONS_QUERY_KEY = [authEndpoints.listSessions.path] as const;

/** The only source of the dashboard's figures: the user's own rows, counted by the server. */
export function useDashboardOverview() {
  return useQuery({
    queryKey: OVERVIEW_QUERY_KEY,
    queryFn: ({ signal }) => api(dashboardEndpoints.overview, {}, { signal }),
  });
}

export function useSignInSessions() {
  return useQuery({
    queryKey: SESSIONS_QUERY_KEY,
    queryFn: ({ signal }) => api(authEndpoints.listSessions, {}, { signal }),
  });
}
