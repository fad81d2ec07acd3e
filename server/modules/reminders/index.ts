/** The reminders module's public surface: what the wiring, other modules and their tests use. */
export { createReminderAdmin, type ReminderAdmin } from './reminder-admin';
export { createReminderJob, type ReminderJob } from './reminder-job';
export type { RemindedLine, ReminderLineSource } from './reminder-lines';
export { reminderRoutes } from './reminders.routes';
