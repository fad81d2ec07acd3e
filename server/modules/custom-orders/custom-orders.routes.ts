import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../core/errors';
import { errorSchema, idParamSchema, messageSchema } from '../../../core/schemas/common';
import { customOrderDataSchema, preparedCustomOrderSchema } from '../../../core/schemas/custom-orders';
import { generatedBalanceLinkSchema } from '../../../core/schemas/admin';
import { pageQuerySchema } from '../../../core/cursor';
import { CUSTOM_ORDER_ADMIN_STATUSES, customOrderPageSchema, customOrderSchema } from '../../../core/schemas/orders';
import { balanceRecordSchema, createCustomOrderBodySchema } from '../../../core/schemas/payments';
import { QUOTE_LINK_GONE, quotedOrderSchema } from '../../../core/schemas/quoted-orders';
import { DESIGNS_MAX, designFileField } from '../../../core/designs';
import { readMultipartFiles } from '../../plugins/multipart';
import { requireUser } from '../../plugins/session';
import type { CustomOrderService } from './custom-orders.service';
import { proofRoutes } from './proofs.routes';
import { customOrderShippingRoutes } from './custom-order-shipping.routes';
import { findQuotedOrder } from './quoted-order-dto';
import { findDesignerOrder } from './designer-order-dto';
import { PREPARED_ORDER_GONE } from './prepared-orders';
import { SESSION_OPTIONAL } from '../../plugins/openapi-document';

export interface CustomOrderRoutesOptions {
  customOrders: CustomOrderService;
  /** The custom order a captured deposit created (the payments module knows which payment made which order). */
  orderForDeposit(depositPaymentId: string): Promise<number>;
}

/** The artwork of design 1 to 10 (decision 045). */
const DESIGN_FILE_FIELDS = Array.from({ length: DESIGNS_MAX }, (_, index) => designFileField(index + 1));

/** Every /api/custom-orders call, and the balance link's order. */
export const customOrderRoutes: FastifyPluginAsyncZod<CustomOrderRoutesOptions> = async (app, options) => {
  const { customOrders } = options;
  await app.register(proofRoutes, { proofs: customOrders.proofs });
  await app.register(customOrderShippingRoutes, { shipping: customOrders.shipping });

  app.post(
    '/api/custom-orders/prepare',
    {
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags: ['custom-orders'],
        operationId: 'prepareCustomOrder',
        summary:
          'Checks and reprices a designer order, stores its design files and the priced order (multipart: `orderData` JSON, `logo`, and `logo2`..`logo10` for the designs after the first)',
        consumes: ['multipart/form-data'],
        response: {
          200: preparedCustomOrderSchema,
          400: errorSchema,
          409: errorSchema,
          413: errorSchema,
          415: errorSchema,
        },
      },
    },
    async (request) => {
      const form = await readMultipartFiles(request, DESIGN_FILE_FIELDS);
      let raw: unknown;
      try {
        raw = JSON.parse(form.fields.orderData ?? '');
      } catch {
        throw new AppError('bad_request', 'orderData must be the order as JSON');
      }
      return customOrders.prepare(customOrderDataSchema.parse(raw), form.files);
    },
  );

  app.post(
    '/api/custom-orders',
    {
      schema: {
        tags: ['custom-orders'],
        operationId: 'createCustomOrder',
        summary: 'The custom order recorded for a captured deposit',
        body: createCustomOrderBodySchema,
        response: { 200: z.object({ id: z.number().int() }), 404: errorSchema, 409: errorSchema },
      },
    },
    async (request) => ({ id: await options.orderForDeposit(request.body.depositPaymentId) }),
  );

  app.get(
    '/api/custom-orders',
    {
      schema: {
        tags: ['admin'],
        operationId: 'listCustomOrders',
        summary:
          'Every live custom order, newest first, a page at a time (admin; the admin page searches /api/admin/orders)',
        querystring: pageQuerySchema,
        response: { 200: customOrderPageSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (request) => customOrders.listFor(request.user!, request.query),
  );

  app.get(
    '/api/custom-orders/user-orders',
    {
      preHandler: requireUser,
      schema: {
        tags: ['custom-orders'],
        operationId: 'listMyCustomOrders',
        summary: "The signed-in customer's custom orders (all of them for an admin), newest first, a page at a time",
        querystring: pageQuerySchema,
        response: { 200: customOrderPageSchema, 400: errorSchema, 401: errorSchema },
      },
    },
    async (request) => customOrders.listFor(request.user!, request.query),
  );

  app.get(
    '/api/custom-orders/:id',
    {
      schema: {
        tags: ['custom-orders'],
        operationId: 'getCustomOrder',
        security: SESSION_OPTIONAL,
        summary: 'One custom order, for its owner or an admin',
        params: idParamSchema,
        response: { 200: customOrderSchema, 400: errorSchema, 404: errorSchema },
      },
    },
    async (request) => customOrders.get(request.params.id, request.user),
  );

  app.patch(
    '/api/custom-orders/:id/status',
    {
      schema: {
        tags: ['admin'],
        operationId: 'setCustomOrderStatus',
        summary: "Sets a custom order's status (admin)",
        params: idParamSchema,
        body: z.object({ status: z.enum(CUSTOM_ORDER_ADMIN_STATUSES) }),
        response: {
          200: messageSchema,
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
          409: errorSchema,
        },
      },
    },
    async (request) => {
      await customOrders.setStatus(request.params.id, request.body.status, request.user!, request.ip);
      return { message: 'Order status has been updated successfully.' };
    },
  );

  app.delete(
    '/api/custom-orders/:id',
    {
      schema: {
        tags: ['admin'],
        operationId: 'deleteCustomOrder',
        summary:
          'Deletes a custom order (admin): archived when a payment exists (kept for the money records), erased otherwise',
        params: idParamSchema,
        response: { 200: messageSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      await customOrders.remove(request.params.id, request.user!, request.ip);
      return { message: 'Custom order has been deleted successfully.' };
    },
  );

  app.post(
    '/api/custom-orders/:id/generate-balance-link',
    {
      schema: {
        tags: ['admin'],
        operationId: 'generateBalanceLink',
        summary:
          'Generates a new balance payment link (admin; approved or mockup_sent orders): the previous link stops working; e-mailed to the customer',
        params: idParamSchema,
        response: {
          201: generatedBalanceLinkSchema,
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
          409: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const generated = await customOrders.generateBalanceLink(request.params.id, request.user!, request.ip);
      return reply.status(201).send(generated);
    },
  );

  // A page address, not an API call: the tracking page's "Pay Balance Now" (the token never travels in a DTO).
  app.get(
    '/orders/:id/pay-balance',
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['custom-orders'],
        operationId: 'redirectToBalancePayment',
        security: SESSION_OPTIONAL,
        summary:
          "Sends the order's owner (or an admin, or the holder of its status link `token`) to the live balance link; 404 for anyone else",
        params: idParamSchema,
        querystring: z.object({ token: z.string().max(128).optional() }),
        response: { 303: z.null(), 400: errorSchema, 404: errorSchema, 429: errorSchema },
      },
    },
    async (request, reply) => {
      const path = await customOrders.balanceLinkPath(request.params.id, {
        user: request.user,
        statusToken: request.query.token,
      });
      return reply.redirect(path, 303);
    },
  );

  app.get(
    '/api/designer-orders/:preparedId',
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['custom-orders'],
        operationId: 'getPreparedCustomOrder',
        summary: "A designer order as prepare priced it, by the signed id the checkout's link carries",
        params: z.object({ preparedId: z.string().max(128) }),
        response: { 200: preparedCustomOrderSchema, 404: errorSchema, 429: errorSchema },
      },
    },
    async (request) => {
      // Wrong signature, expired, already paid or a quote's order: all the same to the visitor.
      const order = await findDesignerOrder(customOrders, request.params.preparedId);
      if (!order) throw new AppError('not_found', PREPARED_ORDER_GONE);
      return order;
    },
  );

  app.get(
    '/api/prepared-orders/:preparedId',
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['custom-orders'],
        operationId: 'getPreparedOrder',
        summary: "The order a quote priced, by the signed id its e-mail's link carries (the deposit pays it)",
        params: z.object({ preparedId: z.string().max(128) }),
        response: { 200: quotedOrderSchema, 404: errorSchema, 429: errorSchema },
      },
    },
    async (request) => {
      // Wrong signature, expired, replaced by a newer quote or already paid: all the same to the visitor.
      const order = await findQuotedOrder(customOrders, request.params.preparedId);
      if (!order) throw new AppError('not_found', QUOTE_LINK_GONE);
      return order;
    },
  );

  app.get(
    '/api/balance-payment/:token',
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['payments'],
        operationId: 'getBalancePayment',
        summary: 'The custom order behind a balance payment link',
        params: z.object({ token: z.string().max(128) }),
        response: { 200: balanceRecordSchema, 404: errorSchema, 429: errorSchema },
      },
    },
    async (request) => customOrders.balanceRecord(request.params.token),
  );
};
