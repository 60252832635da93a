import { questionnaireEndpoints } from '../../../../common/contracts/endpoints';
import { endpointQuery } from '../../../lib/queries';

/** Every read of Simi's profile starts with this: a finished run or an edit makes them stale. */
export const SIMI_KEY_PREFIX = '/api/matching/';

export const simiQueries = {
  profile: () => endpointQuery(questionnaireEndpoints.profile),
};
