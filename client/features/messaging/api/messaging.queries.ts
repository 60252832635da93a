import { messagingEndpoints } from '../../../../common/contracts/endpoints';
import { endpointQuery } from '../../../lib/queries';

export const messagingQueries = {
  conversations: () => endpointQuery(messagingEndpoints.conversations),
  conversation: (id: string) => endpointQuery(messagingEndpoints.conversation, undefined, { id }),
};

/** Every messaging read starts with this: after a message is sent all of them are stale. */
export const MESSAGING_KEY_PREFIX = '/api/messages/';
