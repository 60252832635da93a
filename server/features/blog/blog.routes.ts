import { blogContracts } from '../../../common/contracts/blog.ts';
import type { FastifyInstance } from 'fastify';

import type { AppContext } from '../../context.ts';
import { route } from '../../http/route.ts';
import * as blog from './blog.service.ts';
import { registerRss } from './rss.ts';

export function registerBlogRoutes(app: FastifyInstance, ctx: AppContext) {
  const open = { access: 'public' as const, allowWhilePasswordUnset: true };
  route(app, blogContracts.listPosts, open, async ({ input }) => blog.listPublished(ctx, input));
  route(app, blogContracts.getPost, open, async ({ params }) => blog.getPublished(ctx, params.id!));
  const editors = { access: { permission: 'blog:manage' as const } };
  route(app, blogContracts.adminListPosts, editors, async () => blog.listAll(ctx));
  route(app, blogContracts.adminGetPost, editors, async ({ params }) => blog.getAny(ctx, params.id!));
  route(app, blogContracts.createPost, editors, async ({ auth, input }) => blog.createPost(ctx, auth, input));
  route(app, blogContracts.updatePost, editors, async ({ params, input }) =>
    blog.updatePost(ctx, params.id!, input),
  );
  route(app, blogContracts.setPostStatus, editors, async ({ params, input }) =>
    blog.setStatus(ctx, params.id!, input.status),
  );
  registerRss(app, ctx);
}
