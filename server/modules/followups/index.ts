/** The follow-ups module's public surface: what the wiring, other modules and their tests use. */
export { createCartLinks, type CartLinks } from './cart-link';
export { cartLinkRoutes } from './cart-link.routes';
export { createFollowupAdmin, type FollowupAdmin } from './followup-admin';
export { createFollowupJob, type FollowupJob } from './followup-job';
export { followupRoutes } from './followups.routes';
