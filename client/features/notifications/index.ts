export { NotificationBell } from './components/notification-bell';
export { NotificationPreferences } from './components/notification-preferences';
