import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema, messageSchema } from '../../../core/schemas/common';
import { STATEMENT_MESSAGES, statementQuerySchema } from '../../../core/schemas/statements';
import { pdfResponseSchema, sendPdf } from '../../integrations/render/pdf-document';
import type { StatementService } from './statements.service';

const adminErrors = { 400: errorSchema, 401: errorSchema, 403: errorSchema } as const;

export const statementRoutes: FastifyPluginAsyncZod<{ statements: StatementService }> = async (app, { statements }) => {
  app.get(
    '/api/admin/statements/pdf',
    {
      schema: {
        tags: ['admin'],
        operationId: 'downloadCustomerStatementPdf',
        summary:
          "A customer's statement as a PDF (admin): open lines, payments received from `from` to `to` (90 days to today by default) and the balance",
        querystring: statementQuerySchema,
        response: { 200: pdfResponseSchema, ...adminErrors, 503: errorSchema },
      },
    },
    async (request, reply) => sendPdf(reply, await statements.pdf(request.query)),
  );

  app.post(
    '/api/admin/statements/email',
    {
      schema: {
        tags: ['admin'],
        operationId: 'emailCustomerStatement',
        summary: "E-mails a customer their statement as a PDF (admin; audited): the same period as the download's",
        body: statementQuerySchema,
        response: { 202: messageSchema, ...adminErrors },
      },
    },
    async (request, reply) => {
      await statements.email(request.body, request.user!, request.ip);
      return reply.status(202).send({ message: STATEMENT_MESSAGES.queued });
    },
  );
};
