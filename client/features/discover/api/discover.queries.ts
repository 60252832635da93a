import { discoverEndpoints } from '../../../../common/contracts/endpoints';
import { endpointQuery } from '../../../lib/queries';

/** The discovery screens' reads; the routes name them for the server's first render. */
export const discoverQueries = {
  skillsWithSeats: () => endpointQuery(discoverEndpoints.skillsWithSeats),
  openGroups: (category: 'music') => endpointQuery(discoverEndpoints.openGroups, { category }),
  kids: () => endpointQuery(discoverEndpoints.kids),
  popularSkills: () => endpointQuery(discoverEndpoints.popularSkills),
};
