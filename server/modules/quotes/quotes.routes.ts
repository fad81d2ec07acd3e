import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addDays, isoDate } from '../../../core/dates';
import { z } from 'zod';
import { adminQuoteRequestSchema, quoteUpdateBodySchema } from '../../../core/schemas/admin';
import { errorSchema, idParamSchema } from '../../../core/schemas/common';
import {
  customerQuoteRequestSchema,
  quoteRequestResponseSchema,
  quoteRequestSchema,
} from '../../../core/schemas/quotes';
import { readMultipartForm } from '../../plugins/multipart';
import { requireUser } from '../../plugins/session';
import type { QuoteService } from './quotes.service';

export const quoteRoutes: FastifyPluginAsyncZod<{ quotes: QuoteService }> = async (app, { quotes }) => {
  app.post(
    '/api/quote-requests',
    {
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: ['quotes'],
        operationId: 'createQuoteRequest',
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

  app.get(
    '/api/quote-requests/mine',
    {
      preHandler: requireUser,
      schema: {
        tags: ['quotes'],
        operationId: 'listMyQuoteRequests',
        summary: "The signed-in customer's own quote requests (by their verified e-mail), newest first",
        response: { 200: z.array(customerQuoteRequestSchema), 401: errorSchema },
      },
    },
    async (request) => quotes.listMine(request.user!),
  );

  app.get(
    '/api/quote-requests',
    {
      schema: {
        tags: ['admin'],
        operationId: 'listQuoteRequests',
        summary:
          'Quote requests, newest first (admin), a page at a time (`beforeId`: the last id of the previous page)',
        querystring: z.object({
          status: adminQuoteRequestSchema.shape.status.optional(),
          limit: z.coerce.number().int().min(1).max(200).default(50),
          beforeId: z.coerce.number().int().positive().optional(),
        }),
        response: { 200: z.array(adminQuoteRequestSchema), 400: errorSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (request) => quotes.list(request.query),
  );

  app.patch(
    '/api/quote-requests/:id',
    {
      schema: {
        tags: ['admin'],
        operationId: 'updateQuoteRequest',
        summary:
          "Answers a quote request (admin): an amount in cents quotes it and e-mails the link that pays its 10% deposit (an earlier quote's link stops working); else only the status and notes change",
        params: idParamSchema,
        body: quoteUpdateBodySchema,
        response: {
          200: adminQuoteRequestSchema,
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
          409: errorSchema,
        },
      },
    },
    async (request) => quotes.update(request.params.id, request.body, request.user!, request.ip),
  );
};
