/** The reviews module's public surface: what the wiring, other modules and their tests use. */
export { createReviewRequestJob, type ReviewRequestJob } from './review-request-job';
export { reviewPath, reviewToken } from './review-links';
export { reviewRoutes } from './reviews.routes';
export { createReviewService, type ReviewService } from './reviews.service';
