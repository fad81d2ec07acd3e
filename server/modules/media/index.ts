/** The media module's public surface: what the wiring, other modules and their tests use. */
export { mediaRoutes } from './media.routes';
export { createMediaService } from './media.service';
