import type { FastifyInstance } from 'fastify';
import { notificationContracts as c } from '../../../common/contracts/notifications.ts';
import type { AppContext } from '../../context.ts';
import { route } from '../../http/route.ts';
import * as service from './notifications.service.ts';

export function registerNotificationRoutes(app: FastifyInstance, ctx: AppContext) {
  // Everyone signed in has a bell, whatever their role.
  const user = { access: 'user' as const };
  route(app, c.listNotifications, user, async ({ auth }) => service.listNotifications(ctx, auth.user.id));
  route(app, c.markNotificationsRead, user, async ({ auth, input }) =>
    service.markRead(ctx, auth.user.id, input.ids),
  );
  route(app, c.notificationPreferences, user, async ({ auth }) => service.preferences(ctx, auth.user));
  route(app, c.saveNotificationPreferences, user, async ({ auth, input }) =>
    service.savePreferences(ctx, auth.user, input.preferences),
  );
}
