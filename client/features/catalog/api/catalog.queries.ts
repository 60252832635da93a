import { catalogEndpoints } from '../../../../common/contracts/endpoints';
import { endpointQuery } from '../../../lib/queries';

/** The catalogue's reads; the routes name them for the server's first render, the hooks share them. */
export const catalogQueries = {
  skills: () => endpointQuery(catalogEndpoints.listSkills),
  cities: () => endpointQuery(catalogEndpoints.listCities),
  skill: (id: string) => endpointQuery(catalogEndpoints.getSkill, undefined, { id }),
  city: (id: string) => endpointQuery(catalogEndpoints.getCity, undefined, { id }),
};
