import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cartSessionSetCookie } from '../../../core/cart-session-cookie';
import { addToCartBodySchema, cartItemSchema, updateCartItemBodySchema } from '../../../core/schemas/cart';
import { cartSessionHeadersSchema, errorSchema, idParamSchema, messageSchema } from '../../../core/schemas/common';
import { toCartItemDto } from './cart.dto';
import type { CartService } from './cart.service';

/** Cart writes per address: plenty for a buyer, not for a script filling carts to hold stock. */
const CART_WRITE_LIMIT = { max: 120, timeWindow: '1 minute' };

const errors = { 400: errorSchema, 404: errorSchema, 409: errorSchema, 429: errorSchema };

export const cartRoutes: FastifyPluginAsyncZod<{ cart: CartService; secureCookies: boolean }> = async (
  app,
  { cart, secureCookies },
) => {
  const headers = cartSessionHeadersSchema;

  // Every answer to a cart call says "this browser has a cart session" (core/cart-session-cookie): the checkout's
  // server render reads it. Only this plugin's routes (encapsulated), only answers that got past the id's validation.
  const cartSessionFlag = cartSessionSetCookie(secureCookies);
  app.addHook('onSend', (_request, reply, _payload, done) => {
    if (reply.statusCode < 300) reply.header('set-cookie', cartSessionFlag);
    done();
  });

  app.get(
    '/api/cart',
    {
      schema: {
        tags: ['cart'],
        operationId: 'getCart',
        summary: 'The items in the cart of the X-Session-Id session',
        headers,
        response: { 200: z.array(cartItemSchema), 400: errorSchema },
      },
    },
    async (request) => (await cart.list(request.headers['x-session-id'])).map(toCartItemDto),
  );

  app.post(
    '/api/cart',
    {
      config: { rateLimit: CART_WRITE_LIMIT },
      schema: {
        tags: ['cart'],
        operationId: 'addCartItem',
        summary: 'Adds a product (to its existing line when there is one)',
        headers,
        body: addToCartBodySchema,
        response: { 200: cartItemSchema, ...errors },
      },
    },
    async (request) => {
      const { productId, quantity } = request.body;
      return toCartItemDto(await cart.add(request.headers['x-session-id'], productId, quantity));
    },
  );

  app.patch(
    '/api/cart/:id',
    {
      config: { rateLimit: CART_WRITE_LIMIT },
      schema: {
        tags: ['cart'],
        operationId: 'updateCartItem',
        summary: "Sets a line's quantity",
        headers,
        params: idParamSchema,
        body: updateCartItemBodySchema,
        response: { 200: cartItemSchema, ...errors },
      },
    },
    async (request) =>
      toCartItemDto(await cart.setQuantity(request.headers['x-session-id'], request.params.id, request.body.quantity)),
  );

  app.delete(
    '/api/cart/:id',
    {
      config: { rateLimit: CART_WRITE_LIMIT },
      schema: {
        tags: ['cart'],
        operationId: 'removeCartItem',
        summary: 'Removes a line',
        headers,
        params: idParamSchema,
        response: { 200: messageSchema, 400: errorSchema, 404: errorSchema, 429: errorSchema },
      },
    },
    async (request) => {
      await cart.remove(request.headers['x-session-id'], request.params.id);
      return { message: 'Item removed from cart' };
    },
  );

  app.post(
    '/api/clear-cart',
    {
      config: { rateLimit: CART_WRITE_LIMIT },
      schema: {
        tags: ['cart'],
        operationId: 'clearCart',
        summary: 'Empties the cart of the session',
        headers,
        response: { 200: messageSchema, 400: errorSchema, 429: errorSchema },
      },
    },
    async (request) => {
      await cart.clear(request.headers['x-session-id']);
      return { message: 'Cart cleared' };
    },
  );
};
