import { z } from 'zod';
import { defineContract } from './define.ts';
import { catalogRoutes } from './routes.ts';
import { CATALOG_ID_PATTERN } from './values.ts';

/** A tutor as the catalogue and the demos show them: every figure from the database. */
export const tutorMatchSchema = z.object({
  id: z.string(),
  name: z.string(),
  rating: z.number().nullable(),
  reviews: z.number(),
  expertise: z.array(z.object({ id: z.string(), name: z.string() })),
  pricing: z.string(),
  priceCents: z.number(),
  nextAvailable: z.string().nullable(),
  city: z.string().nullable(),
  languages: z.array(z.string()),
});

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

export const catalogContracts = {
  listSkills: defineContract({
    ...catalogRoutes.listSkills,
    input: z.object({ category: z.string().max(40).optional() }),
    output: z.array(skillSummary),
    summary: 'The skill catalogue with the number of verified tutors teaching each.',
    tags: ['catalog'],
  }),
  getSkill: defineContract({
    ...catalogRoutes.getSkill,
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
    ...catalogRoutes.listCities,
    input: z.object({}),
    output: z.array(citySummary),
    summary: 'Cities with a landing page and their verified tutors.',
    tags: ['catalog'],
  }),
  getCity: defineContract({
    ...catalogRoutes.getCity,
    params: z.object({ id: slug }),
    input: z.object({}),
    output: z.object({ city: citySummary, tutors: z.array(tutorMatchSchema), skills: z.array(skillSummary) }),
    summary: 'One city: its tutors and the skills taught there.',
    tags: ['catalog'],
  }),
};
