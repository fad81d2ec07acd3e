import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { centsToDollars } from '../../../core/money';
import { errorSchema } from '../../../core/schemas/common';
import { invoiceSummarySchema } from '../../../core/schemas/payments';
import type { InvoiceService } from './invoices.service';

export const invoiceRoutes: FastifyPluginAsyncZod<{ invoices: InvoiceService }> = async (app, { invoices }) => {
  app.get(
    '/api/invoices/:invoiceNumber',
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['payments'],
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
};
