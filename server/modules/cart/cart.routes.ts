import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { centsToDollars } from '../../../core/money';
import { cartItemSchema, type CartItemDto } from '../../../core/schemas/cart';
import { cartSessionHeadersSchema, errorSchema } from '../../../core/schemas/common';
import type { CartLine, CartService } from './cart.service';

function toCartItemDto(line: CartLine): CartItemDto {
  return {
    id: line.id,
    productId: line.productId,
    quantity: line.quantity,
    createdAt: line.createdAt.toISOString(),
    product: {
      id: line.product.id,
      name: line.product.name,
      price: centsToDollars(line.product.priceCents),
      imageUrl: line.product.imageUrl,
      inStock: line.product.inStock,
      stockQuantity: line.product.stockQuantity,
    },
  };
}

export const cartRoutes: FastifyPluginAsyncZod<{ cart: CartService }> = async (app, { cart }) => {
  app.get(
    '/api/cart',
    {
      schema: {
        tags: ['cart'],
        summary: 'The items in the cart of the X-Session-Id session',
        headers: cartSessionHeadersSchema,
        response: { 200: z.array(cartItemSchema), 400: errorSchema },
      },
    },
    async (request) => (await cart.list(request.headers['x-session-id'])).map(toCartItemDto),
  );
};
