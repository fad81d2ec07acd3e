import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { attentionSchema } from '../../../core/schemas/attention';
import { errorSchema } from '../../../core/schemas/common';
import type { AttentionService } from './attention';

/** "Needs your attention" at the top of the admin's overview. */
export const attentionRoutes: FastifyPluginAsyncZod<{ attention: AttentionService }> = async (app, { attention }) => {
  app.get(
    '/api/admin/attention',
    {
      schema: {
        tags: ['admin'],
        operationId: 'getAttentionList',
        summary:
          'The events still open, oldest first: proof change requests, overdue proofs, quotes, failed e-mails, NET 30 invoices (admin)',
        response: { 200: attentionSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async () => attention.list(),
  );
};
