import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminOrderPageSchema,
  adminOrderParamsSchema,
  adminOrderQuerySchema,
  orderEmailBodySchema,
  regularOrderStatusBodySchema,
} from '../../../core/schemas/admin';
import { trackingBodySchema } from '../../../core/schemas/shipping';
import { errorSchema, idParamSchema, messageSchema } from '../../../core/schemas/common';
import { orderExport } from './order-export';
import type { OrderService } from './orders.service';

const refusals = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };

/** The admin's Order History and the hidden regular-orders section (accounts-admin-spec section 2). */
export const orderAdminRoutes: FastifyPluginAsyncZod<{ orders: OrderService }> = async (app, { orders }) => {
  app.get(
    '/api/admin/orders',
    {
      schema: {
        tags: ['admin'],
        operationId: 'listAdminOrders',
        summary: 'Custom and regular orders together, newest first, a page at a time (search, kind, status, dates)',
        querystring: adminOrderQuerySchema,
        response: { 200: adminOrderPageSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (request) => orders.history(request.query),
  );

  app.post(
    '/api/admin/orders/:kind/:id/email',
    {
      schema: {
        tags: ['admin'],
        operationId: 'emailOrderCustomer',
        summary: "An e-mail to the order's customer through the outbox; kept in the order's history (audit)",
        params: adminOrderParamsSchema,
        body: orderEmailBodySchema,
        response: { 202: messageSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const { kind, id } = request.params;
      await orders.sendEmail(kind, id, request.body, request.user!, request.ip);
      return reply.status(202).send({ message: 'Email queued.' });
    },
  );

  app.get(
    '/api/admin/orders/:kind/:id/export',
    {
      schema: {
        tags: ['admin'],
        operationId: 'exportOrder',
        summary: 'One order as a CSV or JSON download',
        params: adminOrderParamsSchema,
        querystring: z.object({ format: z.enum(['csv', 'json']).default('csv') }),
        // The file itself (text/csv or application/json), sent as it is.
        response: { 200: z.string(), ...refusals },
      },
    },
    async (request, reply) => {
      const file = orderExport(await orders.adminOrder(request.params.kind, request.params.id), request.query.format);
      return reply
        .type(file.contentType)
        .header('Content-Disposition', `attachment; filename="${file.filename}"`)
        .send(file.body);
    },
  );

  app.put(
    '/api/orders/:id/status',
    {
      schema: {
        tags: ['admin'],
        operationId: 'setOrderStatus',
        summary:
          "Sets a regular order's status (admin); shipped goes through the tracking route, delivered is the delivered mark (e-mailed)",
        params: idParamSchema,
        body: regularOrderStatusBodySchema,
        response: { 200: messageSchema, 409: errorSchema, ...refusals },
      },
    },
    async (request) => {
      await orders.setStatus(request.params.id, request.body.status, request.user!, request.ip);
      return { message: 'Order status has been updated successfully.' };
    },
  );

  app.put(
    '/api/orders/:id/tracking',
    {
      schema: {
        tags: ['admin'],
        operationId: 'setOrderTracking',
        summary:
          'Ships a regular order with its tracking number, URL (derived from the carrier unless given) and carrier: a pending or processing order becomes shipped and the customer gets the shipping e-mail; again corrects the tracking (e-mailed only with emailCustomer); 409 for an unpaid NET 30 invoice without confirmUnpaid',
        params: idParamSchema,
        body: trackingBodySchema,
        response: { 200: messageSchema, 409: errorSchema, ...refusals },
      },
    },
    async (request) => {
      await orders.setTracking(request.params.id, request.body, request.user!, request.ip);
      return { message: 'Tracking information has been updated successfully.' };
    },
  );

  app.post(
    '/api/orders/:id/delivered',
    {
      schema: {
        tags: ['admin'],
        operationId: 'markOrderDelivered',
        summary: 'Marks a shipped regular order delivered (delivered_at) and e-mails the customer; 409 before it ships',
        params: idParamSchema,
        response: { 200: messageSchema, 409: errorSchema, ...refusals },
      },
    },
    async (request) => {
      await orders.markDelivered(request.params.id, request.user!, request.ip);
      return { message: 'Order marked delivered.' };
    },
  );

  app.delete(
    '/api/orders/:id',
    {
      schema: {
        tags: ['admin'],
        operationId: 'deleteOrder',
        summary:
          'Deletes a regular order (admin): archived when it was paid (kept for the money records), erased otherwise',
        params: idParamSchema,
        response: { 200: messageSchema, 409: errorSchema, ...refusals },
      },
    },
    async (request) => {
      await orders.remove(request.params.id, request.user!, request.ip);
      return { message: 'Order has been deleted successfully.' };
    },
  );
};
