/** The follow-ups module's public surface: what the wiring, other modules and their tests use. */
export { createFollowupAdmin, type FollowupAdmin } from './followup-admin';
export { createFollowupJob, type FollowupJob } from './followup-job';
export { followupRoutes } from './followups.routes';
