import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema, idParamSchema } from '../../../core/schemas/common';
import {
  orderReceiptParamsSchema,
  orderReceiptQuerySchema,
  orderReceiptsSchema,
  paymentReceiptParamsSchema,
} from '../../../core/schemas/receipts';
import { pdfResponseSchema, sendPdf } from '../../integrations/render/pdf-document';
import type { OrderReceiptService } from './order-receipts';

const CUSTOMER_LIMIT = { rateLimit: { max: 30, timeWindow: '1 minute' } };
const adminErrors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema } as const;

/** Receipts as PDF: the customer's by the order's status link or the invoice's pay link, the admin's by payment. */
export const receiptRoutes: FastifyPluginAsyncZod<{ receipts: OrderReceiptService }> = async (app, { receipts }) => {
  app.get(
    '/api/order-status/:id/receipts',
    {
      config: CUSTOMER_LIMIT,
      schema: {
        tags: ['orders'],
        operationId: 'listOrderReceipts',
        summary:
          "The receipts of an order's payments (deposit, balance, order payment, invoice), by the signed status link's `token`",
        params: idParamSchema,
        querystring: orderReceiptQuerySchema,
        response: { 200: orderReceiptsSchema, 400: errorSchema, 404: errorSchema, 429: errorSchema },
      },
    },
    async (request) => receipts.list(request.params.id, request.query.token),
  );

  app.get(
    '/api/order-status/:id/receipts/:paymentId/pdf',
    {
      config: CUSTOMER_LIMIT,
      schema: {
        tags: ['orders'],
        operationId: 'downloadOrderReceiptPdf',
        summary:
          "One payment's receipt as a PDF, by the order's status-link `token`; another order's payment is the same 404",
        params: orderReceiptParamsSchema,
        querystring: orderReceiptQuerySchema,
        response: { 200: pdfResponseSchema, 400: errorSchema, 404: errorSchema, 429: errorSchema, 503: errorSchema },
      },
    },
    async (request, reply) =>
      sendPdf(reply, await receipts.pdf(request.params.id, request.params.paymentId, request.query.token)),
  );

  app.get(
    '/api/invoices/:invoiceNumber/receipt/pdf',
    {
      config: CUSTOMER_LIMIT,
      schema: {
        tags: ['payments'],
        operationId: 'downloadInvoiceReceiptPdf',
        summary: "The receipt of an invoice's payment as a PDF, for the holder of its pay link `t` (404 until paid)",
        params: z.object({ invoiceNumber: z.string().max(64) }),
        querystring: z.object({ t: z.string().max(512).optional() }),
        response: { 200: pdfResponseSchema, 404: errorSchema, 429: errorSchema, 503: errorSchema },
      },
    },
    async (request, reply) => sendPdf(reply, await receipts.forInvoice(request.params.invoiceNumber, request.query.t)),
  );

  app.get(
    '/api/admin/payments/:paymentId/receipt/pdf',
    {
      schema: {
        tags: ['admin'],
        operationId: 'downloadPaymentReceiptPdf',
        summary: "A captured payment's receipt as a PDF (admin), as the customer gets it",
        params: paymentReceiptParamsSchema,
        response: { 200: pdfResponseSchema, ...adminErrors, 503: errorSchema },
      },
    },
    async (request, reply) => sendPdf(reply, await receipts.byPaymentId(request.params.paymentId)),
  );
};
