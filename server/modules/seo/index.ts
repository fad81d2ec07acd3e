/** The seo module's public surface: what the wiring, other modules and their tests use. */
export { seoRoutes } from './seo.routes';
export { createSeoService } from './seo.service';
