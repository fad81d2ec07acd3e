/** The tournaments module's public surface: what the wiring, other modules and their tests use. */
export { createTournamentAdmin, type TournamentAdmin } from './tournament-admin';
export { createTournamentJob, type TournamentJob } from './tournament-job';
export { tournamentRoutes } from './tournaments.routes';
