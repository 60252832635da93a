import { z } from 'zod';
import { LANGUAGES } from '../constants.ts';
import { defineContract } from './define.ts';
import { contentRoutes } from './routes.ts';
import { CATALOG_ID_PATTERN, legalKinds, POST_REF_MAX_LENGTH, UUID_PATTERN } from './values.ts';
import { tutorMatchSchema } from './public-site.ts';

const skillSummary = z.object({
  id: z.string(),
  name: z.string(),
  category: z.string(),
  description: z.string(),
  tutorCount: z.number(),
});
const citySummary = z.object({
  id: z.string(),
  name: z.string(),
  region: z.string(),
  countryCode: z.string(),
  tutorCount: z.number(),
});
const slug = z.string().regex(CATALOG_ID_PATTERN, 'Unknown page');
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
  title: z.string('Title is required').trim().min(3, 'Title must be at least 3 characters').max(200),
  slug: z
    .string()
    .trim()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Use lower-case letters, digits and hyphens')
    .max(80)
    .optional(),
  summary: z.string().trim().max(500).default(''),
  bodyMarkdown: z.string('Text is required').min(20, 'The article needs at least 20 characters').max(100_000),
  language: z.enum(LANGUAGES).default('en'),
  tags: z.array(z.string().trim().min(1).max(40)).max(10).default([]),
});

export { legalKinds } from './values.ts';

export const contentContracts = {
  listSkills: defineContract({
    ...contentRoutes.listSkills,
    input: z.object({ category: z.string().max(40).optional() }),
    output: z.array(skillSummary),
    summary: 'The skill catalogue with the number of verified tutors teaching each.',
    tags: ['catalog'],
  }),
  getSkill: defineContract({
    ...contentRoutes.getSkill,
    params: z.object({ id: slug }),
    input: z.object({}),
    output: z.object({
      skill: skillSummary,
      tutors: z.array(tutorMatchSchema),
      cities: z.array(citySummary),
    }),
    summary: 'One skill: its tutors and the cities they teach from.',
    tags: ['catalog'],
  }),
  listCities: defineContract({
    ...contentRoutes.listCities,
    input: z.object({}),
    output: z.array(citySummary),
    summary: 'Cities with a landing page and their verified tutors.',
    tags: ['catalog'],
  }),
  getCity: defineContract({
    ...contentRoutes.getCity,
    params: z.object({ id: slug }),
    input: z.object({}),
    output: z.object({ city: citySummary, tutors: z.array(tutorMatchSchema), skills: z.array(skillSummary) }),
    summary: 'One city: its tutors and the skills taught there.',
    tags: ['catalog'],
  }),
  listPosts: defineContract({
    ...contentRoutes.listPosts,
    input: z.object({ tag: z.string().max(40).optional(), language: z.enum(LANGUAGES).optional() }),
    output: z.array(postSummary),
    summary: 'Published articles, newest first.',
    tags: ['blog'],
  }),
  getPost: defineContract({
    ...contentRoutes.getPost,
    params: z.object({ id: z.string().min(1).max(POST_REF_MAX_LENGTH) }),
    input: z.object({}),
    output: postDetail,
    summary: 'One published article by id or slug, with its Markdown rendered to safe HTML.',
    tags: ['blog'],
  }),
  adminListPosts: defineContract({
    ...contentRoutes.adminListPosts,
    input: z.object({}),
    output: z.array(postSummary),
    summary: 'All articles including drafts (admins).',
    tags: ['blog'],
  }),
  adminGetPost: defineContract({
    ...contentRoutes.adminGetPost,
    params: z.object({ id: postId }),
    input: z.object({}),
    output: postDetail,
    summary: 'One article including drafts (admins).',
    tags: ['blog'],
  }),
  createPost: defineContract({
    ...contentRoutes.createPost,
    input: postInput,
    output: postDetail,
    summary: 'Create a draft article (admins).',
    tags: ['blog'],
  }),
  updatePost: defineContract({
    ...contentRoutes.updatePost,
    params: z.object({ id: postId }),
    input: postInput,
    output: postDetail,
    summary: 'Edit an article (admins).',
    tags: ['blog'],
  }),
  setPostStatus: defineContract({
    ...contentRoutes.setPostStatus,
    params: z.object({ id: postId }),
    input: z.object({ status: z.enum(['draft', 'published']) }),
    output: postDetail,
    summary: 'Publish or unpublish an article (admins).',
    tags: ['blog'],
  }),
  listLegalDocuments: defineContract({
    ...contentRoutes.listLegalDocuments,
    input: z.object({ language: z.enum(LANGUAGES).optional() }),
    output: z.array(
      z.object({
        kind: z.enum(legalKinds),
        version: z.string(),
        title: z.string(),
        language: z.string(),
        publishedAt: z.string(),
      }),
    ),
    summary: 'The current version of each legal document.',
    tags: ['legal'],
  }),
  getLegalDocument: defineContract({
    ...contentRoutes.getLegalDocument,
    params: z.object({ kind: z.enum(legalKinds, 'Unknown document') }),
    input: z.object({ version: z.string().max(20).optional(), language: z.enum(LANGUAGES).optional() }),
    output: z.object({
      kind: z.enum(legalKinds),
      version: z.string(),
      title: z.string(),
      language: z.string(),
      publishedAt: z.string(),
      html: z.string(),
      versions: z.array(z.object({ version: z.string(), publishedAt: z.string() })),
    }),
    summary: 'A legal document (current or a given version), rendered to HTML, with its version history.',
    tags: ['legal'],
  }),
};
