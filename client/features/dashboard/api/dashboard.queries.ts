import { authEndpoints, dashboardEndpoints } from '../../../../common/contracts/routes';
import { endpointQuery } from '../../../lib/queries';

/** The dashboard's reads: the user's own rows, counted by the server. */
export const dashboardQueries = {
  overview: () => endpointQuery(dashboardEndpoints.overview, {}),
  signInSessions: () => endpointQuery(authEndpoints.listSessions, {}),
};
