/** The follow-ups module's public surface: what the wiring, other modules and their tests use. */
export { cartLinkToken, CART_LINK_TTL_MS, createCartLinks, type CartLinks } from './cart-link';
export { cartLinkRoutes } from './cart-link.routes';
export { createFollowupAdmin, type FollowupAdmin } from './followup-admin';
export { createFollowupJob, type FollowupJob } from './followup-job';
export { followupRoutes } from './followups.routes';
