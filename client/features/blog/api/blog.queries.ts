import { contentEndpoints as c } from '../../../../common/contracts/endpoints';
import { endpointQuery } from '../../../lib/queries';

/** The blog's reads: routes name them for the server's first render, the hooks share them. */
export const blogQueries = {
  published: () => endpointQuery(c.listPosts, {}),
  post: (id: string) => endpointQuery(c.getPost, undefined, { id }),
  adminList: () => endpointQuery(c.adminListPosts, {}),
  adminPost: (id: string) => endpointQuery(c.adminGetPost, undefined, { id }),
};
