import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { centsToDollars } from '../../../core/money';
import {
  adminInvoicePageSchema,
  adminInvoiceQuerySchema,
  adminInvoiceSchema,
  invoiceBodySchema,
} from '../../../core/schemas/admin';
import { errorSchema, idParamSchema, messageSchema } from '../../../core/schemas/common';
import { invoiceSummarySchema } from '../../../core/schemas/payments';
import { pdfResponseSchema, sendPdf } from '../../integrations/render/pdf-document';
import { INVOICE_MESSAGES } from './invoice-admin';
import type { InvoiceService } from './invoices.service';

const adminErrors = { 400: errorSchema, 401: errorSchema, 403: errorSchema } as const;

export const invoiceRoutes: FastifyPluginAsyncZod<{ invoices: InvoiceService }> = async (app, { invoices }) => {
  app.get(
    '/api/invoices/:invoiceNumber',
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['payments'],
        operationId: 'getInvoice',
        summary:
          'What an invoice payment link pays (the stored total, never the link amount); `t` is the link token, without which the invoice is not found',
        params: z.object({ invoiceNumber: z.string().max(64) }),
        // Optional here: a missing token is the same 404 as a wrong one, never a 400 that tells them apart.
        querystring: z.object({ t: z.string().max(512).optional() }),
        response: { 200: invoiceSummarySchema, 404: errorSchema, 429: errorSchema },
      },
    },
    async (request) => {
      const invoice = await invoices.byNumberAndToken(request.params.invoiceNumber, request.query.t);
      return {
        invoiceNumber: invoice.invoiceNumber,
        customerName: invoice.customerName,
        total: centsToDollars(invoice.totalCents),
        status: invoice.status,
        dueDate: invoice.dueDate,
      };
    },
  );

  app.get(
    '/api/invoices/:invoiceNumber/pdf',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['payments'],
        operationId: 'downloadInvoicePdf',
        summary:
          'The invoice as a PDF (shop, number, lines, tax, total, terms, and the pay link while unpaid), for the holder of its pay link `t`; anyone else the same 404 as for an unknown invoice',
        params: z.object({ invoiceNumber: z.string().max(64) }),
        querystring: z.object({ t: z.string().max(512).optional() }),
        response: { 200: pdfResponseSchema, 404: errorSchema, 429: errorSchema, 503: errorSchema },
      },
    },
    async (request, reply) => sendPdf(reply, await invoices.pdfByLink(request.params.invoiceNumber, request.query.t)),
  );

  app.get(
    '/api/manual-invoices/:id/pdf',
    {
      schema: {
        tags: ['admin'],
        operationId: 'downloadAdminInvoicePdf',
        summary: 'A manual or NET 30 invoice as a PDF (admin), as the customer gets it',
        params: idParamSchema,
        response: { 200: pdfResponseSchema, ...adminErrors, 404: errorSchema, 503: errorSchema },
      },
    },
    async (request, reply) => sendPdf(reply, await invoices.pdfById(request.params.id)),
  );

  app.post(
    '/api/send-invoice',
    {
      schema: {
        tags: ['admin'],
        operationId: 'sendInvoice',
        summary:
          'Creates a manual invoice (admin): numbered INV- plus 6 digits, priced in cents by the server, and e-mailed to the customer with its signed pay link',
        body: invoiceBodySchema,
        response: { 201: adminInvoiceSchema, ...adminErrors },
      },
    },
    async (request, reply) => {
      const invoice = await invoices.createInvoice(request.body, request.user!, request.ip);
      return reply.status(201).send(invoice);
    },
  );

  app.get(
    '/api/manual-invoices',
    {
      schema: {
        tags: ['admin'],
        operationId: 'listInvoices',
        summary:
          'Manual invoices, newest first, a page at a time (admin), with how each was paid and its pay link; `q`: number, name, e-mail or company',
        querystring: adminInvoiceQuerySchema,
        response: { 200: adminInvoicePageSchema, ...adminErrors },
      },
    },
    async (request) => invoices.latestInvoices(request.query),
  );

  app.delete(
    '/api/manual-invoices/:id',
    {
      schema: {
        tags: ['admin'],
        operationId: 'deleteInvoice',
        summary: 'Deletes a manual invoice (admin): refused once paid or while a payment for it is in progress',
        params: idParamSchema,
        response: { 200: messageSchema, ...adminErrors, 404: errorSchema, 409: errorSchema },
      },
    },
    async (request) => {
      await invoices.deleteInvoice(request.params.id, request.user!, request.ip);
      return { message: INVOICE_MESSAGES.deleted };
    },
  );
};
