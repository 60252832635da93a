import type { z } from 'zod';
import type { postInput } from '../../../common/contracts/blog.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { renderMarkdown } from '../../lib/markdown.ts';
import type { AuthState } from '../../core/session/index.ts';
import * as repo from './blog.repo.ts';

type PostInput = z.output<typeof postInput>;

const summaryOf = (p: repo.PostRow) => ({
  id: p.id,
  slug: p.slug,
  title: p.title,
  summary: p.summary,
  language: p.language,
  tags: p.tags,
  author: p.author,
  status: p.status as 'draft' | 'published',
  publishedAt: p.publishedAt?.toISOString() ?? null,
  updatedAt: p.updatedAt.toISOString(),
});
const detailOf = (p: repo.PostRow) => ({
  ...summaryOf(p),
  bodyMarkdown: p.bodyMarkdown,
  html: renderMarkdown(p.bodyMarkdown),
});

export function slugify(title: string) {
  return (
    title
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/ß/g, 'ss')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 80) || 'article'
  );
}

export const listPublished = async (ctx: AppContext, filter: { tag?: string; language?: string }) =>
  (await repo.listPosts(ctx.db, { publishedOnly: true, ...filter })).map(summaryOf);

export const listAll = async (ctx: AppContext) =>
  (await repo.listPosts(ctx.db, { publishedOnly: false })).map(summaryOf);

export async function getPublished(ctx: AppContext, idOrSlug: string) {
  const post = await repo.findPost(ctx.db, idOrSlug);
  if (!post || post.status !== 'published') throw new AppError('NOT_FOUND', 'This article does not exist.');
  return detailOf(post);
}

export async function getAny(ctx: AppContext, id: string) {
  const post = await repo.findPost(ctx.db, id);
  if (!post) throw new AppError('NOT_FOUND', 'This article does not exist.');
  return detailOf(post);
}

export async function createPost(ctx: AppContext, auth: AuthState, input: PostInput) {
  const id = await ctx.db.transaction(async (tx) => {
    const slug = input.slug ?? slugify(input.title);
    if (await repo.slugExists(tx, slug)) {
      throw new AppError('CONFLICT', 'Another article already uses this address.', [
        {
          field: 'slug',
          message: 'Another article already uses this address.',
          key: 'blog.editor.errors.slugTaken',
        },
      ]).withKey('blog.editor.errors.slugTaken');
    }
    return repo.insertPost(tx, {
      ...input,
      slug,
      authorId: auth.user.id,
      status: 'draft',
      createdAt: ctx.now(),
      updatedAt: ctx.now(),
    });
  });
  return getAny(ctx, id);
}

export async function updatePost(ctx: AppContext, id: string, input: PostInput) {
  await ctx.db.transaction(async (tx) => {
    const slug = input.slug ?? slugify(input.title);
    if (await repo.slugExists(tx, slug, id)) {
      throw new AppError('CONFLICT', 'Another article already uses this address.', [
        {
          field: 'slug',
          message: 'Another article already uses this address.',
          key: 'blog.editor.errors.slugTaken',
        },
      ]).withKey('blog.editor.errors.slugTaken');
    }
    if (!(await repo.updatePost(tx, id, { ...input, slug, updatedAt: ctx.now() })))
      throw new AppError('NOT_FOUND', 'This article does not exist.');
  });
  return getAny(ctx, id);
}

export async function setStatus(ctx: AppContext, id: string, status: 'draft' | 'published') {
  const post = await repo.findPost(ctx.db, id);
  if (!post) throw new AppError('NOT_FOUND', 'This article does not exist.');
  // The first publication date is kept when an article is unpublished and published again.
  await repo.updatePost(ctx.db, id, {
    status,
    publishedAt: status === 'published' ? (post.publishedAt ?? ctx.now()) : post.publishedAt,
    updatedAt: ctx.now(),
  });
  return getAny(ctx, id);
}
