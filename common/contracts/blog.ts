import { z } from 'zod';
import { LANGUAGES } from '../constants.ts';
import { defineContract } from './define.ts';
import { blogRoutes } from './routes.ts';
import { POST_REF_MAX_LENGTH, UUID_PATTERN } from './values.ts';

const postId = z.string().regex(UUID_PATTERN, 'Unknown article');

export const postSummary = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  language: z.string(),
  tags: z.array(z.string()),
  author: z.string().nullable(),
  status: z.enum(['draft', 'published']),
  publishedAt: z.string().nullable(),
  updatedAt: z.string(),
});
export const postDetail = postSummary.extend({ bodyMarkdown: z.string(), html: z.string() });

export const postInput = z.object({
  title: z.string('blog.editor.errors.titleMin').trim().min(3, 'blog.editor.errors.titleMin').max(200),
  slug: z
    .string()
    .trim()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'blog.editor.errors.slugFormat')
    .max(80)
    .optional(),
  summary: z.string().trim().max(500).default(''),
  bodyMarkdown: z.string('blog.editor.errors.bodyMin').min(20, 'blog.editor.errors.bodyMin').max(100_000),
  language: z.enum(LANGUAGES).default('en'),
  tags: z.array(z.string().trim().min(1).max(40)).max(10).default([]),
});

export const blogContracts = {
  listPosts: defineContract({
    ...blogRoutes.listPosts,
    input: z.object({ tag: z.string().max(40).optional(), language: z.enum(LANGUAGES).optional() }),
    output: z.array(postSummary),
    summary: 'Published articles, newest first.',
    tags: ['blog'],
  }),
  getPost: defineContract({
    ...blogRoutes.getPost,
    params: z.object({ id: z.string().min(1).max(POST_REF_MAX_LENGTH) }),
    input: z.object({}),
    output: postDetail,
    summary: 'One published article by id or slug, with its Markdown rendered to safe HTML.',
    tags: ['blog'],
  }),
  adminListPosts: defineContract({
    ...blogRoutes.adminListPosts,
    input: z.object({}),
    output: z.array(postSummary),
    summary: 'All articles including drafts (admins).',
    tags: ['blog'],
  }),
  adminGetPost: defineContract({
    ...blogRoutes.adminGetPost,
    params: z.object({ id: postId }),
    input: z.object({}),
    output: postDetail,
    summary: 'One article including drafts (admins).',
    tags: ['blog'],
  }),
  createPost: defineContract({
    ...blogRoutes.createPost,
    input: postInput,
    output: postDetail,
    summary: 'Create a draft article (admins).',
    tags: ['blog'],
  }),
  updatePost: defineContract({
    ...blogRoutes.updatePost,
    params: z.object({ id: postId }),
    input: postInput,
    output: postDetail,
    summary: 'Edit an article (admins).',
    tags: ['blog'],
  }),
  setPostStatus: defineContract({
    ...blogRoutes.setPostStatus,
    params: z.object({ id: postId }),
    input: z.object({ status: z.enum(['draft', 'published']) }),
    output: postDetail,
    summary: 'Publish or unpublish an article (admins).',
    tags: ['blog'],
  }),
};
