import { notificationEndpoints } from '../../../../common/contracts/endpoints';
import { endpointQuery } from '../../../lib/queries';

export const notificationQueries = {
  list: () => endpointQuery(notificationEndpoints.listNotifications),
  preferences: () => endpointQuery(notificationEndpoints.notificationPreferences),
};
