/** The notifications module's public surface: what the wiring, other modules and their tests use. */
export { createNotificationSettings } from './notification-settings';
export { notificationRoutes } from './notifications.routes';
export { createOwnerNotices, type OwnerNotices } from './owner-notices';
