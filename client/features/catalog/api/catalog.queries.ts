import { bookingEndpoints, catalogEndpoints } from '../../../../common/contracts/endpoints';
import { endpointQuery } from '../../../lib/queries';

/** The catalogue's reads; the routes name them for the server's first render, the hooks share them. */
export const catalogQueries = {
  skills: () => endpointQuery(catalogEndpoints.listSkills),
  cities: () => endpointQuery(catalogEndpoints.listCities),
  skill: (id: string) => endpointQuery(catalogEndpoints.getSkill, undefined, { id }),
  city: (id: string) => endpointQuery(catalogEndpoints.getCity, undefined, { id }),
  /** The listed tutors' next free hours in the reader's zone (booking computes them). */
  nextAvailable: (tutorIds: string[], timeZone: string) =>
    endpointQuery(bookingEndpoints.nextAvailable, { tutorIds: tutorIds.join(','), timeZone }),
};
