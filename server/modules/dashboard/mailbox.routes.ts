import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema, idParamSchema, messageSchema } from '../../../core/schemas/common';
import {
  MAILBOX_MESSAGES,
  mailboxMessageSchema,
  mailboxPageSchema,
  mailboxQuerySchema,
} from '../../../core/schemas/mailbox';
import type { MailboxService } from './mailbox.service';

const refusals = { 400: errorSchema, 401: errorSchema, 403: errorSchema };

/**
 * The outbox as the admin's mailbox. Here rather than in integrations/mail: an
 * integration never imports a module, and Resend writes an audit row.
 */
export const mailboxRoutes: FastifyPluginAsyncZod<{ mailbox: MailboxService }> = async (app, { mailbox }) => {
  app.get(
    '/api/admin/mailbox',
    {
      schema: {
        tags: ['admin'],
        operationId: 'listEmails',
        summary:
          'Every e-mail the shop queued, newest first, a page at a time: recipient, subject, state, attempts, last error (admin)',
        querystring: mailboxQuerySchema,
        response: { 200: mailboxPageSchema, ...refusals },
      },
    },
    async (request) => mailbox.list(request.query),
  );

  app.get(
    '/api/admin/mailbox/:id',
    {
      schema: {
        tags: ['admin'],
        operationId: 'getEmail',
        summary: 'One e-mail with its text and HTML bodies (admin)',
        params: idParamSchema,
        response: { 200: mailboxMessageSchema, 404: errorSchema, ...refusals },
      },
    },
    async (request) => mailbox.message(request.params.id),
  );

  app.post(
    '/api/admin/mailbox/:id/resend',
    {
      schema: {
        tags: ['admin'],
        operationId: 'resendEmail',
        summary: 'Queues a failed e-mail again, attempts from zero (admin, audited); 409 unless it failed',
        params: idParamSchema,
        response: { 202: messageSchema, 404: errorSchema, 409: errorSchema, ...refusals },
      },
    },
    async (request, reply) => {
      await mailbox.resend(request.params.id, request.user!, request.ip);
      return reply.status(202).send({ message: MAILBOX_MESSAGES.resent });
    },
  );
};
