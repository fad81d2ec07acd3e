/** The analytics module's public surface: what the wiring, other modules and their tests use. */
export { analyticsRoutes } from './analytics.routes';
export { createAnalyticsService } from './analytics.service';
