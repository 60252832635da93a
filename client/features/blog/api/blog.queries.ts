import { blogEndpoints } from '../../../../common/contracts/endpoints';
import { endpointQuery } from '../../../lib/queries';

/** The blog's reads: routes name them for the server's first render, the hooks share them. */
export const blogQueries = {
  published: () => endpointQuery(blogEndpoints.listPosts, {}),
  post: (id: string) => endpointQuery(blogEndpoints.getPost, undefined, { id }),
  adminList: () => endpointQuery(blogEndpoints.adminListPosts, {}),
  adminPost: (id: string) => endpointQuery(blogEndpoints.adminGetPost, undefined, { id }),
};
