import type { FastifyInstance } from 'fastify';
import { contentContracts as c } from '../../../common/contracts/content.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { route } from '../../http/route.ts';
import { type AuthState, isAdmin } from '../auth/index.ts';
import * as blog from './blog.service.ts';
import { registerRss } from './rss.ts';

function assertAdmin(auth: AuthState) {
  if (!isAdmin(auth)) throw new AppError('FORBIDDEN', 'Only administrators may manage articles.');
}

export function registerBlogRoutes(app: FastifyInstance, ctx: AppContext) {
  const open = { access: 'public' as const, allowWhilePasswordUnset: true };
  route(app, c.listPosts, open, async ({ input }) => blog.listPublished(ctx, input));
  route(app, c.getPost, open, async ({ params }) => blog.getPublished(ctx, params.id!));
  route(app, c.adminListPosts, { access: 'user' }, async ({ auth }) => {
    assertAdmin(auth);
    return blog.listAll(ctx);
  });
  route(app, c.adminGetPost, { access: 'user' }, async ({ auth, params }) => {
    assertAdmin(auth);
    return blog.getAny(ctx, params.id!);
  });
  route(app, c.createPost, { access: 'user' }, async ({ auth, input }) => {
    assertAdmin(auth);
    return blog.createPost(ctx, auth, input);
  });
  route(app, c.updatePost, { access: 'user' }, async ({ auth, params, input }) => {
    assertAdmin(auth);
    return blog.updatePost(ctx, params.id!, input);
  });
  route(app, c.setPostStatus, { access: 'user' }, async ({ auth, params, input }) => {
    assertAdmin(auth);
    return blog.setStatus(ctx, params.id!, input.status);
  });
  registerRss(app, ctx);
}
