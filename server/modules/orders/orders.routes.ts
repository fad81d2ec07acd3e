import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema, idParamSchema } from '../../../core/schemas/common';
import { pageQuerySchema } from '../../../core/cursor';
import { customOrderSchema, regularOrderPageSchema, regularOrderSchema } from '../../../core/schemas/orders';
import { pdfResponseSchema, sendPdf } from '../../integrations/render/pdf-document';
import { SESSION_OPTIONAL } from '../../plugins/openapi-document';
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
        summary: "The signed-in customer's catalogue orders (all of them for an admin), newest first, a page at a time",
        querystring: pageQuerySchema,
        response: { 200: regularOrderPageSchema, 400: errorSchema, 401: errorSchema },
      },
    },
    async (request) => orders.listRegular(request.user!, request.query),
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

  app.get(
    '/api/orders/:id/invoice/pdf',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['orders'],
        operationId: 'downloadOrderInvoicePdf',
        security: SESSION_OPTIONAL,
        summary:
          "A NET 30 order's invoice as a PDF, for its buyer (signed in, or by the order's status link `token`) or the admin; anyone else, or before the invoice is issued, 404",
        params: idParamSchema,
        // Optional: a missing token is the same 404 as a wrong one for anyone who is not the buyer.
        querystring: z.object({ token: z.string().max(512).optional() }),
        response: { 200: pdfResponseSchema, 400: errorSchema, 404: errorSchema, 429: errorSchema, 503: errorSchema },
      },
    },
    async (request, reply) =>
      sendPdf(reply, await orders.invoicePdf(request.params.id, { user: request.user, token: request.query.token })),
  );
};
