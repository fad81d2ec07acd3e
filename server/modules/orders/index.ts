/** The orders module's public surface: what the wiring, other modules and their tests use. */
export { orderAdminRoutes } from './order-admin.routes';
export { createOrderDetailsEdit } from './order-details';
export { orderDetailsRoutes } from './order-details.routes';
export { orderRoutes } from './orders.routes';
export { createOrderService, type OrderService } from './orders.service';
export { createCreditLimits, type CreditLimits } from './net30-credit';
export { orderTaxRows, type OrderTaxRow } from './order-tax';
