import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema, idParamSchema } from '../../../core/schemas/common';
import { customOrderSchema, regularOrderSchema } from '../../../core/schemas/orders';
import { requireUser } from '../../plugins/session';
import { invoiceOrderRoutes } from './invoice-orders.routes';
import type { OrderService } from './orders.service';

export const orderRoutes: FastifyPluginAsyncZod<{ orders: OrderService }> = async (app, { orders }) => {
  await app.register(invoiceOrderRoutes, { invoiceOrders: orders.invoiceOrders });

  app.get(
    '/api/orders',
    {
      preHandler: requireUser,
      schema: {
        tags: ['orders'],
        operationId: 'listMyOrders',
        summary: "The signed-in customer's catalogue orders (all of them for an admin)",
        response: { 200: z.array(regularOrderSchema), 401: errorSchema },
      },
    },
    async (request) => orders.listRegular(request.user!),
  );

  app.get(
    '/api/order-status/:id',
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['orders'],
        operationId: 'getOrderStatus',
        summary: "One order's status by the signed link of its e-mails (no account needed)",
        params: idParamSchema,
        querystring: z.object({ token: z.string().optional() }),
        response: {
          200: z.discriminatedUnion('type', [
            z.object({ type: z.literal('regular'), order: regularOrderSchema }),
            z.object({ type: z.literal('custom'), order: customOrderSchema }),
          ]),
          404: errorSchema,
          429: errorSchema,
        },
      },
    },
    async (request) => orders.byStatusToken(request.params.id, request.query.token),
  );
};
