/** The custom-orders module's public surface: what the wiring, other modules and their tests use. */
export { BALANCE_LINK_TTL_MS, balanceLinkToken, balancePaymentPath, liveBalanceLinkToken } from './balance-links';
export { PAID_IN_FULL } from './balance-links.service';
export { STAYS_CANCELLED } from './custom-order-admin';
export { toAdminCustomOrderDto } from './custom-orders.dto';
export { customOrderRoutes } from './custom-orders.routes';
export { createCustomOrderService, type CustomOrderService, PRICE_MISMATCH } from './custom-orders.service';
export { changedFields } from './order-details';
export { customOrderDetailsRoutes } from './order-details.routes';
export {
  createPreparedOrders,
  preparedOrderDataSchema,
  type PreparedOrderData,
  type PreparedOrders,
  signPreparedId,
} from './prepared-orders';
export { findQuotedOrder } from './quoted-order-dto';
export { savedDesignRoutes } from './saved-designs.routes';
export { createSavedDesignService } from './saved-designs.service';
