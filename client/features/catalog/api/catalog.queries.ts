import { contentEndpoints as c } from '../../../../common/contracts/endpoints';
import { endpointQuery } from '../../../lib/queries';

/** The catalogue's reads; the routes name them for the server's first render, the hooks share them. */
export const catalogQueries = {
  skills: () => endpointQuery(c.listSkills),
  cities: () => endpointQuery(c.listCities),
  skill: (id: string) => endpointQuery(c.getSkill, undefined, { id }),
  city: (id: string) => endpointQuery(c.getCity, undefined, { id }),
};
