import { z } from 'zod';
import { NOTIFICATION_KIND_LIST } from '../constants.ts';
import { defineContract } from './define.ts';
import { notificationRoutes } from './routes.ts';

const kind = z.enum(NOTIFICATION_KIND_LIST as [string, ...string[]]);

export const notificationSchema = z.object({
  id: z.string(),
  kind,
  /** The values of the kind's text (skill, time, names), worded by the reader's catalogue. */
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  link: z.string().nullable(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
});

const preferenceSchema = z.object({
  kind,
  inApp: z.boolean(),
  /** null: this kind is never emailed (it has its own email). */
  email: z.boolean().nullable(),
});

/** The newest notifications the bell shows at most. */
export const NOTIFICATION_LIST_LIMIT = 30;

export const notificationContracts = {
  listNotifications: defineContract({
    ...notificationRoutes.listNotifications,
    input: z.object({}),
    output: z.object({ items: z.array(notificationSchema), unread: z.number().int() }),
    summary: `The signed-in user's newest ${NOTIFICATION_LIST_LIMIT} notifications and how many are unread.`,
    tags: ['notifications'],
  }),
  markNotificationsRead: defineContract({
    ...notificationRoutes.markNotificationsRead,
    input: z.object({ ids: z.array(z.uuid()).max(100).optional() }),
    output: z.object({ unread: z.number().int() }),
    summary: 'Marks the given notifications (or all of them) as read.',
    tags: ['notifications'],
  }),
  notificationPreferences: defineContract({
    ...notificationRoutes.notificationPreferences,
    input: z.object({}),
    output: z.array(preferenceSchema),
    summary: 'For each kind of notification: in the app, by email.',
    tags: ['notifications'],
  }),
  saveNotificationPreferences: defineContract({
    ...notificationRoutes.saveNotificationPreferences,
    input: z.object({
      preferences: z
        .array(z.object({ kind, inApp: z.boolean(), email: z.boolean().nullable() }))
        .max(NOTIFICATION_KIND_LIST.length)
        .refine((list) => new Set(list.map((p) => p.kind)).size === list.length),
    }),
    output: z.array(preferenceSchema),
    summary: 'Saves the choices per kind of notification.',
    tags: ['notifications'],
  }),
};

export type NotificationView = z.output<typeof notificationSchema>;
export type NotificationPreference = z.output<typeof preferenceSchema>;
