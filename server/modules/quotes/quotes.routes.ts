import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addDays, isoDate } from '../../../core/dates';
import { ZodError } from 'zod';
import { DESIGNS_MAX, designFileField } from '../../../core/designs';
import { AppError } from '../../../core/errors';
import {
  adminQuoteQuerySchema,
  adminQuoteRequestPageSchema,
  adminQuoteRequestSchema,
  quoteUpdateBodySchema,
} from '../../../core/schemas/admin';
import { errorSchema, idParamSchema } from '../../../core/schemas/common';
import {
  customerQuoteRequestPageSchema,
  customerQuoteRequestQuerySchema,
  missingDesignFiles,
  quoteRequestResponseSchema,
  quoteRequestSchema,
} from '../../../core/schemas/quotes';
import { readMultipartFiles } from '../../plugins/multipart';
import { requireUser } from '../../plugins/session';
import type { QuoteService } from './quotes.service';

const DESIGN_FILE_FIELDS = Array.from({ length: DESIGNS_MAX }, (_unused, index) => designFileField(index + 1));

export const quoteRoutes: FastifyPluginAsyncZod<{ quotes: QuoteService }> = async (app, { quotes }) => {
  app.post(
    '/api/quote-requests',
    {
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: ['quotes'],
        operationId: 'createQuoteRequest',
        summary:
          'A custom quote request (multipart: the form fields and an optional `logo` file; with `designs`, JSON text of 1-10 designs, each design n its file `logo` (n = 1) or `logon`)',
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
      const form = await readMultipartFiles(request, DESIGN_FILE_FIELDS);
      // Yesterday in UTC: a visitor whose local date is behind UTC is never refused a date their picker allowed.
      const input = quoteRequestSchema(addDays(isoDate(new Date()), -1)).parse(form.fields);
      const missing = missingDesignFiles(input.designs, (field) => form.files[field] !== undefined);
      if (missing.length > 0) {
        throw new ZodError(missing.map((issue) => ({ code: 'custom' as const, input: undefined, ...issue })));
      }
      const expected = DESIGN_FILE_FIELDS.slice(0, input.designs?.length ?? 1);
      const unexpected = Object.keys(form.files).find((field) => !expected.includes(field));
      if (unexpected) throw new AppError('bad_request', `Unexpected file field "${unexpected}"`);
      const files = expected.map((field) => form.files[field] ?? null);
      const quote = await quotes.submit(input, files);
      return reply.status(201).send({
        id: quote.id,
        status: quote.status,
        customerName: quote.customerName,
        customerEmail: quote.customerEmail,
        product: quote.product,
        quantity: quote.quantity,
        logoUrl: quote.logoUrl,
        designs: quote.designs,
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
        summary:
          "The signed-in customer's own quote requests (by their verified e-mail), newest first, a page at a time",
        querystring: customerQuoteRequestQuerySchema,
        response: { 200: customerQuoteRequestPageSchema, 400: errorSchema, 401: errorSchema },
      },
    },
    async (request) => quotes.listMine(request.user!, request.query),
  );

  app.get(
    '/api/quote-requests',
    {
      schema: {
        tags: ['admin'],
        operationId: 'listQuoteRequests',
        summary:
          'Quote requests, newest first (admin), a page at a time; `q`: the number, or part of the name, e-mail or company',
        querystring: adminQuoteQuerySchema,
        response: { 200: adminQuoteRequestPageSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema },
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
