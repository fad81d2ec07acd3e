import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cartSessionHeadersSchema, errorSchema } from '../../../core/schemas/common';
import { reorderBodySchema, reorderResultSchema } from '../../../core/schemas/reorder';
import { SESSION_OPTIONAL } from '../../plugins/openapi-document';
import type { ReorderService } from './reorder.service';

export const reorderRoutes: FastifyPluginAsyncZod<{ reorder: ReorderService }> = async (app, { reorder }) => {
  app.post(
    '/api/cart/reorder',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['cart'],
        operationId: 'reorderIntoCart',
        summary:
          "Adds a past catalogue order's lines to the cart at today's prices and stock (the owner, or the status link's token)",
        security: SESSION_OPTIONAL,
        headers: cartSessionHeadersSchema,
        body: reorderBodySchema,
        response: {
          200: reorderResultSchema,
          400: errorSchema,
          401: errorSchema,
          404: errorSchema,
          429: errorSchema,
        },
      },
    },
    async (request) =>
      reorder.reorder({
        sessionId: request.headers['x-session-id'],
        orderId: request.body.orderId,
        token: request.body.token,
        user: request.user ?? null,
      }),
  );
};
