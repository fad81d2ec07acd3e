/** The accounts module's public surface: what the wiring, other modules and their tests use. */
export { accountRoutes } from './accounts.routes';
export { createAccountService } from './accounts.service';
export { adminUsernames, ensureAdmin } from './admin.service';
export { resolveSessionSecret } from './session-secret';
export { listenForSessionChanges } from './kept-sessions';
export { createSessionService, type SessionData, type SessionService } from './session.service';
export { resetSecondFactor } from './two-factor';
