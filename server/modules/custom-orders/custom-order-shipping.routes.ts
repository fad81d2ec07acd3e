import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema, idParamSchema, messageSchema } from '../../../core/schemas/common';
import { shipBodySchema } from '../../../core/schemas/shipping';
import type { CustomOrderShipping } from './custom-order-shipping';

const refusals = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };

/** The admin ships a custom order (carrier, tracking, the customer's e-mail) and marks it delivered. */
export const customOrderShippingRoutes: FastifyPluginAsyncZod<{ shipping: CustomOrderShipping }> = async (
  app,
  { shipping },
) => {
  app.post(
    '/api/admin/custom-orders/:id/ship',
    {
      schema: {
        tags: ['admin'],
        operationId: 'shipCustomOrder',
        summary:
          'Ships a custom order with its carrier and tracking number (URL derived from the carrier unless given) and e-mails the customer; again corrects the tracking (e-mailed only with emailCustomer); 409 for an unpaid balance without confirmUnpaid',
        params: idParamSchema,
        body: shipBodySchema,
        response: { 200: messageSchema, ...refusals },
      },
    },
    async (request) => {
      const { emailed } = await shipping.ship(request.params.id, request.body, request.user!, request.ip);
      return {
        message: emailed
          ? 'Order shipped: the customer has been e-mailed the tracking details.'
          : 'Tracking updated: the customer was not e-mailed.',
      };
    },
  );

  app.post(
    '/api/admin/custom-orders/:id/delivered',
    {
      schema: {
        tags: ['admin'],
        operationId: 'markCustomOrderDelivered',
        summary: 'Marks a shipped custom order delivered (delivered_at) and e-mails the customer; 409 before it ships',
        params: idParamSchema,
        response: { 200: messageSchema, ...refusals },
      },
    },
    async (request) => {
      await shipping.markDelivered(request.params.id, request.user!, request.ip);
      return { message: 'Order marked delivered.' };
    },
  );
};
