import { familyEndpoints } from '../../../../common/contracts/endpoints';
import { endpointQuery } from '../../../lib/queries';

export const familyQueries = {
  family: () => endpointQuery(familyEndpoints.family),
  childSeats: (childId: string) => endpointQuery(familyEndpoints.childSeats, undefined, { id: childId }),
  childConversations: (childId: string) =>
    endpointQuery(familyEndpoints.childConversations, undefined, { id: childId }),
  /** What was written in the classroom of one of the child's sessions (ADR 042). */
  childClassroomChat: (childId: string, sessionId: string) =>
    endpointQuery(familyEndpoints.childClassroomChat, undefined, { id: childId, sessionId }),
  childConversation: (childId: string, conversationId: string) =>
    endpointQuery(familyEndpoints.childConversation, undefined, { id: childId, conversationId }),
  myGuardians: () => endpointQuery(familyEndpoints.myGuardians),
};

/** Every family read starts with this: after a link is made or ended all of them are stale. */
export const FAMILY_KEY_PREFIX = '/api/family';
