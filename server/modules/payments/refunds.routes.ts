/**
 * The admin's refunds and cancellations (under /api/admin: the admin guard applies): an order's payments with
 * their refunds, a refund of one payment, and a custom order's cancellation with or without its deposit's refund.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema, idParamSchema } from '../../../core/schemas/common';
import {
  cancelCustomOrderBodySchema,
  cancelledCustomOrderSchema,
  orderPaymentsParamsSchema,
  orderPaymentsSchema,
  refundBodySchema,
  refundParamsSchema,
  refundResultSchema,
} from '../../../core/schemas/refunds';
import type { PaymentService } from './payments.service';

export interface RefundRoutesOptions {
  refunds: PaymentService['refunds'];
}

const refusals = {
  400: errorSchema,
  401: errorSchema,
  403: errorSchema,
  404: errorSchema,
  409: errorSchema,
  422: errorSchema,
  503: errorSchema,
};

export const refundRoutes: FastifyPluginAsyncZod<RefundRoutesOptions> = async (app, { refunds }) => {
  app.get(
    '/api/admin/orders/:kind/:id/payments',
    {
      schema: {
        tags: ['admin'],
        operationId: 'listOrderPayments',
        summary: "An order's payments with their refunds, what may still be refunded, and paid/refunded/net totals",
        params: orderPaymentsParamsSchema,
        response: { 200: orderPaymentsSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema },
      },
    },
    async (request) => refunds.orderPayments(request.params.kind, request.params.id),
  );

  app.post(
    '/api/admin/payments/:paymentId/refunds',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['admin'],
        operationId: 'refundPayment',
        summary:
          'Refunds all or part of a captured payment at PayPal (once per requestId); audited, the customer e-mailed',
        params: refundParamsSchema,
        body: refundBodySchema,
        response: { 201: refundResultSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const result = await refunds.refund(request.params.paymentId, request.body, request.user!, request.ip);
      return reply.status(201).send(result);
    },
  );

  app.post(
    '/api/admin/custom-orders/:id/cancel',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['admin'],
        operationId: 'cancelCustomOrder',
        summary:
          'Cancels a custom order with a reason, refunding its deposit when asked; audited, the customer e-mailed',
        params: idParamSchema,
        body: cancelCustomOrderBodySchema,
        response: { 200: cancelledCustomOrderSchema, ...refusals },
      },
    },
    async (request) => refunds.cancelCustomOrder(request.params.id, request.body, request.user!, request.ip),
  );
};
