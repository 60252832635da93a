import { authEndpoints, dashboardEndpoints, platformEndpoints } from '../../../../common/contracts/endpoints';
import { endpointQuery } from '../../../lib/queries';

/** The dashboard's reads: the user's own rows, counted by the server; operators' platform counts. */
export const dashboardQueries = {
  overview: () => endpointQuery(dashboardEndpoints.overview, {}),
  signInSessions: () => endpointQuery(authEndpoints.listSessions, {}),
  /** Accounts by role, verified tutors, published articles (admin:access). */
  adminOverview: () => endpointQuery(platformEndpoints.adminOverview, {}),
};
