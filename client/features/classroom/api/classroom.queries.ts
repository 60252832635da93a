import { classroomEndpoints } from '../../../../common/contracts/endpoints';
import { endpointQuery } from '../../../lib/queries';

export const classroomQueries = {
  room: (sessionId: string) => endpointQuery(classroomEndpoints.room, undefined, { id: sessionId }),
};
