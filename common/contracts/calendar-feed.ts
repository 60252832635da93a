import { z } from 'zod';
import { defineContract } from './define.ts';
import { calendarFeedRoutes } from './routes.ts';

const state = z.object({ active: z.boolean(), createdAt: z.string().nullable() });

export const calendarFeedContracts = {
  calendarFeed: defineContract({
    ...calendarFeedRoutes.calendarFeed,
    input: z.object({}),
    output: state,
    summary: "Whether the user's calendar feed is on (its URL is shown only when it is made).",
    tags: ['booking'],
  }),
  createCalendarFeed: defineContract({
    ...calendarFeedRoutes.createCalendarFeed,
    input: z.object({}),
    output: state.extend({ url: z.string() }),
    summary: 'Makes a new secret feed URL; the previous one stops working.',
    tags: ['booking'],
  }),
  revokeCalendarFeed: defineContract({
    ...calendarFeedRoutes.revokeCalendarFeed,
    input: z.object({}),
    output: state,
    summary: 'Turns the calendar feed off: its URL stops working.',
    tags: ['booking'],
  }),
};
