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
        summary: 'What an invoice payment link pays (the stored total, never the link amount)',
        params: z.object({ invoiceNumber: z.string().max(64) }),
        response: { 200: invoiceSummarySchema, 404: errorSchema, 429: errorSchema },
      },
    },
    async (request) => {
      const invoice = await invoices.byNumber(request.params.invoiceNumber);
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
