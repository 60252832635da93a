import { matchingEndpoints } from '../../../../common/contracts/endpoints';
import { endpointQuery } from '../../../lib/queries';

export const matchingQueries = {
  proposals: () => endpointQuery(matchingEndpoints.proposals),
};
