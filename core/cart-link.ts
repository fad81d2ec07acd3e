/**
 * The abandoned-checkout e-mail's link back to the cart, /checkout?cart={token} (server/modules/followups/cart-link.ts
 * signs and reads the token; GET /api/cart/link opens it): the query parameter and what the checkout says when the
 * link brings nothing back. Without zod: the checkout's first load reads them.
 */
export const CART_LINK_PARAM = 'cart';

export const CART_LINK_MESSAGES = {
  invalid: 'This cart link is not valid or has expired. The cart saved in this browser is shown instead.',
  gone: 'The cart of this link has already been paid for or emptied. The cart saved in this browser is shown instead.',
} as const;
