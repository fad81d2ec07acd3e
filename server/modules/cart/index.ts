/** The cart module's public surface: what the wiring, other modules and their tests use. */
export {
  CART_SESSION_ID_LENGTH,
  CART_SESSION_MESSAGES,
  isIssuedCartSessionId,
  issueCartSessionId,
} from './cart-session-id';
export { toCartItemDto } from './cart.dto';
export { cartRoutes } from './cart.routes';
export { type CartService, createCartService } from './cart.service';
export { reorderRoutes } from './reorder.routes';
export { createReorderService } from './reorder.service';
