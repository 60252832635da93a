export { registerNotificationRoutes } from './notifications.routes.ts';
export { notify, type NotificationParams } from './notify.ts';
