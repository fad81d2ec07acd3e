import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminOrderParamsSchema, adminOrderSchema } from '../../../core/schemas/admin';
import { errorSchema } from '../../../core/schemas/common';
import { adminOrderDetailsBodySchema } from '../../../core/schemas/order-details';
import type { createOrderDetailsEdit } from './order-details';

/** The owner's edit of an order's contact, phone, ship-to and internal note (both kinds; audited). */
export const orderDetailsRoutes: FastifyPluginAsyncZod<{ details: ReturnType<typeof createOrderDetailsEdit> }> = async (
  app,
  { details },
) => {
  app.patch(
    '/api/admin/orders/:kind/:id',
    {
      schema: {
        tags: ['admin'],
        operationId: 'editOrderDetails',
        summary:
          "Changes an order's contact, phone, ship-to (shipTo for a custom order, shippingAddress for a catalogue one) or internal note; only the fields sent change",
        params: adminOrderParamsSchema,
        body: adminOrderDetailsBodySchema,
        response: { 200: adminOrderSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const { kind, id } = request.params;
      return details.edit(kind, id, request.body, request.user!, request.ip);
    },
  );
};
