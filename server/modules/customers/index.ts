/** The customers module's public surface: what the wiring, other modules and their tests use. */
export { createCustomerActions } from './customer-actions';
export { customerRoutes } from './customers.routes';
export { createCustomerService } from './customers.service';
