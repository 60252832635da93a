import { tutorAnalyticsEndpoints } from '../../../../common/contracts/endpoints';
import { endpointQuery } from '../../../lib/queries';

export const tutorAnalyticsQueries = {
  analytics: () => endpointQuery(tutorAnalyticsEndpoints.tutorAnalytics),
};
