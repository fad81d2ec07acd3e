/** The discounts module's public surface: what the wiring, other modules and their tests use. */
export { removeDemoCodes } from './demo-codes';
export { discountRoutes } from './discounts.routes';
export { createDiscountService, type DiscountService, type PersonalCodeInput } from './discounts.service';
