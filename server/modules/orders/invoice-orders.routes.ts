/** NET 30: the customer's invoice request at checkout, and the owner's issue and cancel of such an order. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cartSessionHeadersSchema, errorSchema, idParamSchema, messageSchema } from '../../../core/schemas/common';
import {
  INVOICE_ORDER_MESSAGES,
  invoiceRequestBodySchema,
  invoiceRequestResultSchema,
  issuedOrderInvoiceSchema,
} from '../../../core/schemas/invoice-orders';
import { requireUser } from '../../plugins/session';
import type { InvoiceOrders } from './invoice-orders';

const adminRefusals = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };

export const invoiceOrderRoutes: FastifyPluginAsyncZod<{ invoiceOrders: InvoiceOrders }> = async (
  app,
  { invoiceOrders },
) => {
  app.post(
    '/api/orders/invoice-request',
    {
      // Signed out is a 401 whatever the body: NET 30 is for customers with an account.
      preValidation: requireUser,
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags: ['orders'],
        operationId: 'requestInvoiceOrder',
        summary:
          "Orders the session's cart on NET 30 terms (signed in): priced by the server, stock and code taken, the order awaits its invoice",
        headers: cartSessionHeadersSchema,
        body: invoiceRequestBodySchema,
        response: {
          200: invoiceRequestResultSchema,
          201: invoiceRequestResultSchema,
          400: errorSchema,
          401: errorSchema,
          409: errorSchema,
          429: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const { created, order } = await invoiceOrders.request(request.body, {
        user: request.user!,
        sessionId: request.headers['x-session-id'],
        ip: request.ip,
      });
      return reply.status(created ? 201 : 200).send(order);
    },
  );

  app.post(
    '/api/admin/orders/:id/invoice',
    {
      schema: {
        tags: ['admin'],
        operationId: 'issueOrderInvoice',
        summary:
          "Issues the NET 30 invoice of an order awaiting one (admin): the order's lines, shipping and discount, due in 30 days, e-mailed with its pay link; the order moves to processing",
        params: idParamSchema,
        response: { 201: issuedOrderInvoiceSchema, ...adminRefusals },
      },
    },
    async (request, reply) => {
      const issued = await invoiceOrders.issueInvoice(request.params.id, request.user!, request.ip);
      return reply.status(201).send(issued);
    },
  );

  app.post(
    '/api/admin/orders/:id/cancel',
    {
      schema: {
        tags: ['admin'],
        operationId: 'cancelInvoiceOrder',
        summary:
          'Cancels an order awaiting its NET 30 invoice (admin): its stock and discount code use are given back and the customer is told',
        params: idParamSchema,
        response: { 200: messageSchema, ...adminRefusals },
      },
    },
    async (request) => {
      await invoiceOrders.cancel(request.params.id, request.user!, request.ip);
      return { message: INVOICE_ORDER_MESSAGES.cancelled };
    },
  );
};
