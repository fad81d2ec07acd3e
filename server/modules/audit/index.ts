/** The audit module's public surface: what the wiring, other modules and their tests use. */
export { auditRoutes } from './audit.routes';
export { recordAudit } from './audit.service';
