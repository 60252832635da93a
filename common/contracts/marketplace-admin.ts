import { z } from 'zod';
import { SKILL_CATEGORIES } from '../constants.ts';
import { defineContract } from './define.ts';
import { marketplaceAdminRoutes } from './routes.ts';
import { CATALOG_ID_PATTERN, marketplaceMessages as m } from './values.ts';

const id = z.string().regex(CATALOG_ID_PATTERN, m.id);
const skillFields = z.object({
  name: z.string().trim().min(2, m.name).max(80, m.name),
  category: z.enum(SKILL_CATEGORIES),
  description: z.string().trim().max(500, m.description),
});
const skillSchema = skillFields.extend({ id: z.string() });

const tutorRow = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  city: z.string().nullable(),
  skills: z.array(z.string()),
  privateSessionsEnabled: z.boolean(),
});

export const marketplaceAdminContracts = {
  createSkill: defineContract({
    ...marketplaceAdminRoutes.createSkill,
    input: skillFields.extend({ id }),
    output: skillSchema,
    summary: 'Adds a skill to the catalogue; its id is its URL (/learn/{id}).',
    tags: ['marketplace-admin'],
  }),
  updateSkill: defineContract({
    ...marketplaceAdminRoutes.updateSkill,
    params: z.object({ id }),
    input: skillFields,
    output: skillSchema,
    summary: "Changes a skill's name, category and description (its id and URL stay).",
    tags: ['marketplace-admin'],
  }),
  createCity: defineContract({
    ...marketplaceAdminRoutes.createCity,
    input: z.object({
      id,
      name: z.string().trim().min(2, m.name).max(80, m.name),
      countryCode: z.string().regex(/^[A-Z]{2}$/, m.country),
      region: z.string().trim().max(80, m.name).default(''),
    }),
    output: z.object({ id: z.string(), name: z.string(), countryCode: z.string(), region: z.string() }),
    summary: 'Adds a city with a landing page (/city/{id}).',
    tags: ['marketplace-admin'],
  }),
  marketplaceTutors: defineContract({
    ...marketplaceAdminRoutes.marketplaceTutors,
    input: z.object({ q: z.string().trim().max(80).default('') }),
    output: z.array(tutorRow),
    summary: 'Verified tutors (at most 100, by name or email), with whether they may teach 1:1.',
    tags: ['marketplace-admin'],
  }),
  setPrivateSessions: defineContract({
    ...marketplaceAdminRoutes.setPrivateSessions,
    params: z.object({ id: z.uuid() }),
    input: z.object({ enabled: z.boolean() }),
    output: tutorRow,
    summary:
      'Lets a verified tutor teach private 1:1 sessions, or stops new ones (tutors never choose this).',
    tags: ['marketplace-admin'],
  }),
};

export type MarketplaceTutor = z.output<typeof tutorRow>;
