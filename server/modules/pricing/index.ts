/** The pricing module's public surface: the owner's price table in effect, its versions and the admin's routes. */
export { createPricingService, type PricingService } from './pricing.service';
export { pricingRoutes } from './pricing.routes';
