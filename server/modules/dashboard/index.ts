/** The dashboard module's public surface: what the wiring, other modules and their tests use. */
export { createAttentionService } from './attention';
export { attentionRoutes } from './attention.routes';
export { dashboardRoutes } from './dashboard.routes';
export { createDashboardService } from './dashboard.service';
export { mailboxRoutes } from './mailbox.routes';
export { createMailboxService } from './mailbox.service';
