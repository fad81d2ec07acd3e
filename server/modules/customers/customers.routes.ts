import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CUSTOMER_MESSAGES,
  customerEmailBodySchema,
  customerExcludeBodySchema,
  customerNoteBodySchema,
  customerPageSchema,
  customerParamsSchema,
  customerProfileSchema,
  customerQuerySchema,
} from '../../../core/schemas/customers';
import { errorSchema, messageSchema } from '../../../core/schemas/common';
import { creditLimitBodySchema, creditLimitResultSchema } from '../../../core/schemas/credit-limits';
import type { CustomerActions } from './customer-actions';
import type { CustomerService } from './customers.service';

const refusals = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };

/** The admin's customers: the list, a profile, and what the owner does from it. */
export const customerRoutes: FastifyPluginAsyncZod<{ customers: CustomerService; actions: CustomerActions }> = async (
  app,
  { customers, actions },
) => {
  app.get(
    '/api/admin/customers',
    {
      schema: {
        tags: ['admin'],
        operationId: 'listCustomers',
        summary:
          'One customer per e-mail address, newest first, a page at a time (search, orders, consent, suppressed)',
        querystring: customerQuerySchema,
        response: { 200: customerPageSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (request) => customers.list(request.query),
  );

  app.get(
    '/api/admin/customers/:id',
    {
      schema: {
        tags: ['admin'],
        operationId: 'getCustomer',
        summary:
          'A customer: contact, account, orders of both kinds, quotes, invoices, saved designs, lifetime spend, consent, suppression, note',
        params: customerParamsSchema,
        response: { 200: customerProfileSchema, ...refusals },
      },
    },
    async (request) => customers.profile(request.params.id),
  );

  app.post(
    '/api/admin/customers/:id/email',
    {
      schema: {
        tags: ['admin'],
        operationId: 'emailCustomer',
        summary: 'An e-mail to the customer through the outbox, kept in the audit log',
        params: customerParamsSchema,
        body: customerEmailBodySchema,
        response: { 202: messageSchema, ...refusals },
      },
    },
    async (request, reply) => {
      await actions.sendEmail(request.params.id, request.body, request.user!, request.ip);
      return reply.status(202).send({ message: CUSTOMER_MESSAGES.emailQueued });
    },
  );

  app.post(
    '/api/admin/customers/:id/exclude',
    {
      schema: {
        tags: ['admin'],
        operationId: 'excludeCustomerFromMarketing',
        summary:
          "Puts the customer's address on the suppression list (no marketing e-mail); queued campaign mail withdrawn",
        params: customerParamsSchema,
        body: customerExcludeBodySchema,
        response: { 200: z.object({ created: z.boolean(), message: z.string() }), ...refusals },
      },
    },
    async (request) => actions.exclude(request.params.id, request.body.note, request.user!, request.ip),
  );

  app.put(
    '/api/admin/customers/:id/note',
    {
      schema: {
        tags: ['admin'],
        operationId: 'setCustomerNote',
        summary: "The owner's internal note about the customer (empty clears it); audited",
        params: customerParamsSchema,
        body: customerNoteBodySchema,
        response: { 200: z.object({ internalNote: z.string().nullable() }), ...refusals },
      },
    },
    async (request) => actions.setNote(request.params.id, request.body.note, request.user!, request.ip),
  );

  app.put(
    '/api/admin/customers/:id/credit-limit',
    {
      schema: {
        tags: ['admin'],
        operationId: 'setCustomerCreditLimit',
        summary:
          "The customer's NET 30 credit limit in cents (null: none, every NET 30 order waits for approval); audited",
        params: customerParamsSchema,
        body: creditLimitBodySchema,
        response: { 200: creditLimitResultSchema, ...refusals },
      },
    },
    async (request) => actions.setCreditLimit(request.params.id, request.body.limitCents, request.user!, request.ip),
  );
};
