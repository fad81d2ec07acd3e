import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema, idParamSchema } from '../../../core/schemas/common';
import { customerShipToBodySchema } from '../../../core/schemas/order-details';
import { shipToDtoSchema } from '../../../core/schemas/ship-to';
import { SESSION_OPTIONAL } from '../../plugins/openapi-document';
import type { CustomOrderService } from './custom-orders.service';

/** Answered from an e-mailed link: a modest limit stops anyone trying tokens. */
const CUSTOMER_LIMIT = { rateLimit: { max: 30, timeWindow: '1 minute' } };

/** The customer corrects where the pins go, from the order page, until they ship. */
export const customOrderDetailsRoutes: FastifyPluginAsyncZod<{ customOrders: CustomOrderService }> = async (
  app,
  { customOrders },
) => {
  app.put(
    '/api/custom-orders/:id/ship-to',
    {
      config: CUSTOMER_LIMIT,
      schema: {
        tags: ['custom-orders'],
        operationId: 'correctShipTo',
        security: SESSION_OPTIONAL,
        summary:
          "Changes a custom order's ship-to address until it ships (the signed-in owner, or the status link's `token`; 404 otherwise)",
        params: idParamSchema,
        body: customerShipToBodySchema,
        response: { 200: shipToDtoSchema, 400: errorSchema, 404: errorSchema, 409: errorSchema, 429: errorSchema },
      },
    },
    async (request) => {
      const { token, shipTo } = request.body;
      return customOrders.details.correctShipTo(
        request.params.id,
        { user: request.user, statusToken: token },
        shipTo,
        request.ip,
      );
    },
  );
};
