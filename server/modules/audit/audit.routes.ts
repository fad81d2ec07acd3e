import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditFiltersSchema, auditPageSchema, auditQuerySchema } from '../../../core/schemas/admin';
import { errorSchema } from '../../../core/schemas/common';
import type { Database } from '../../db/client';
import { auditFilters, listAudit } from './audit.service';

export const auditRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/admin/audit',
    {
      schema: {
        tags: ['admin'],
        operationId: 'listAuditEntries',
        summary:
          'The audit log, newest first, a page at a time (admin): who changed what, when, from where; filtered by who, what, when',
        querystring: auditQuerySchema,
        response: { 200: auditPageSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (request) => listAudit(db, request.query),
  );

  app.get(
    '/api/admin/audit/filters',
    {
      schema: {
        tags: ['admin'],
        operationId: 'getAuditFilters',
        summary: "The audit log filters' choices: the admins and the kinds of object it has entries for",
        response: { 200: auditFiltersSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async () => auditFilters(db),
  );
};
