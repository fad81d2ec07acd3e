import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addDays, isoDate } from '../../../core/dates';
import { errorSchema } from '../../../core/schemas/common';
import { quoteRequestResponseSchema, quoteRequestSchema } from '../../../core/schemas/quotes';
import { readMultipartForm } from '../../plugins/multipart';
import type { QuoteService } from './quotes.service';

export const quoteRoutes: FastifyPluginAsyncZod<{ quotes: QuoteService }> = async (app, { quotes }) => {
  app.post(
    '/api/quote-requests',
    {
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: ['quotes'],
        summary: 'A custom quote request (multipart: the form fields and an optional `logo` file)',
        consumes: ['multipart/form-data'],
        response: {
          201: quoteRequestResponseSchema,
          400: errorSchema,
          413: errorSchema,
          415: errorSchema,
          429: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const form = await readMultipartForm(request, 'logo');
      // Yesterday in UTC: a visitor whose local date is behind UTC is never refused a date their picker allowed.
      const input = quoteRequestSchema(addDays(isoDate(new Date()), -1)).parse(form.fields);
      const quote = await quotes.submit(input, form.file);
      return reply.status(201).send({
        id: quote.id,
        status: quote.status,
        customerName: quote.customerName,
        customerEmail: quote.customerEmail,
        quantity: quote.quantity,
        logoUrl: quote.logoUrl,
        createdAt: quote.createdAt.toISOString(),
      });
    },
  );
};
