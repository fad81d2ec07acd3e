import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cartSessionSetCookie } from '../../../core/cart-session-cookie';
import { cartItemSchema } from '../../../core/schemas/cart';
import { errorSchema } from '../../../core/schemas/common';
import { cartLinkQuerySchema } from '../../../core/schemas/followups';
import type { CartLinks } from './cart-link';

/** As the other public links carrying their own token: plenty for a person, not for trying tokens. */
const RATE_LIMIT = { max: 30, timeWindow: '1 minute' } as const;

/**
 * The abandoned-checkout e-mail's cart link, opened by the checkout (/checkout?cart=...): the cart's lines, its
 * session id in the X-Session-Id header (the browser keeps it as it keeps a new cart's) and the cart-session cookie.
 * Public: the token is the credential.
 */
export const cartLinkRoutes: FastifyPluginAsyncZod<{ links: CartLinks; secureCookies: boolean }> = async (
  app,
  { links, secureCookies },
) => {
  const cartSessionFlag = cartSessionSetCookie(secureCookies);

  app.get(
    '/api/cart/link',
    {
      config: { rateLimit: RATE_LIMIT },
      schema: {
        tags: ['cart'],
        operationId: 'openCartLink',
        summary: "The cart of an abandoned-checkout e-mail's link, adopted by this browser (X-Session-Id)",
        querystring: cartLinkQuerySchema,
        response: {
          200: z.array(cartItemSchema),
          400: errorSchema,
          404: errorSchema,
          409: errorSchema,
          429: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const { sessionId, items } = await links.open(request.query.cart);
      reply.header('X-Session-Id', sessionId);
      reply.header('set-cookie', cartSessionFlag);
      return items;
    },
  );
};
