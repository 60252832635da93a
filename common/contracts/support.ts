import { z } from 'zod';
import { defineContract } from './define.ts';
import { supportRoutes } from './routes.ts';
import { contactMessages } from './values.ts';

export { contactMessages } from './values.ts';

export const supportContracts = {
  contact: defineContract({
    ...supportRoutes.contact,
    input: z.object({
      name: z.string(contactMessages.name).trim().min(2, contactMessages.name).max(200),
      email: z.string(contactMessages.email).trim().pipe(z.email(contactMessages.email)),
      subject: z.string(contactMessages.subject).trim().min(5, contactMessages.subject).max(200),
      message: z.string(contactMessages.message).trim().min(10, contactMessages.message).max(5000),
    }),
    output: z.object({ ok: z.literal(true), ticketId: z.string(), message: z.string() }),
    summary: 'Send a message to support: stores a ticket and emails the support inbox.',
    tags: ['support'],
  }),
};
