/** The health module's public surface: what the wiring, other modules and their tests use. */
export { healthRoutes } from './health.routes';
