import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema, idParamSchema, messageSchema } from '../../../core/schemas/common';
import { CUSTOM_ORDER_ADMIN_STATUSES, customOrderSchema, regularOrderSchema } from '../../../core/schemas/orders';
import { requireAdmin, requireUser } from '../../plugins/session';
import type { OrderService } from './orders.service';

export const orderRoutes: FastifyPluginAsyncZod<{ orders: OrderService }> = async (app, { orders }) => {
  app.get(
    '/api/orders',
    {
      preHandler: requireUser,
      schema: {
        tags: ['orders'],
        summary: "The signed-in customer's catalogue orders (all of them for an admin)",
        response: { 200: z.array(regularOrderSchema), 401: errorSchema },
      },
    },
    async (request) => orders.listRegular(request.user!),
  );

  app.get(
    '/api/custom-orders/user-orders',
    {
      preHandler: requireUser,
      schema: {
        tags: ['orders'],
        summary: "The signed-in customer's custom orders (all of them for an admin)",
        response: { 200: z.array(customOrderSchema), 401: errorSchema },
      },
    },
    async (request) => orders.listCustom(request.user!),
  );

  app.get(
    '/api/custom-orders/:id',
    {
      schema: {
        tags: ['orders'],
        summary: 'One custom order, for its owner or an admin',
        params: idParamSchema,
        response: { 200: customOrderSchema, 400: errorSchema, 404: errorSchema },
      },
    },
    async (request) => orders.customOrder(request.params.id, request.user),
  );

  app.get(
    '/api/order-status/:id',
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['orders'],
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

  app.patch(
    '/api/custom-orders/:id/status',
    {
      preHandler: requireAdmin,
      schema: {
        tags: ['admin'],
        summary: "Sets a custom order's status (admin)",
        params: idParamSchema,
        body: z.object({ status: z.enum(CUSTOM_ORDER_ADMIN_STATUSES) }),
        response: { 200: messageSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      await orders.setCustomStatus(request.params.id, request.body.status, request.user!, request.ip);
      return { message: 'Order status has been updated successfully.' };
    },
  );
};
