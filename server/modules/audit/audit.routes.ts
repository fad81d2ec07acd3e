import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditRowSchema } from '../../../core/schemas/admin';
import { errorSchema } from '../../../core/schemas/common';
import type { Database } from '../../db/client';
import { listAudit } from './audit.service';

export const auditRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/admin/audit',
    {
      schema: {
        tags: ['admin'],
        summary: 'The audit log, newest first (admin): who changed what, when, from where',
        querystring: z.object({
          limit: z.coerce.number().int().min(1).max(200).default(50),
          beforeId: z.coerce.number().int().positive().optional(),
          entity: z.string().max(60).optional(),
          entityId: z.string().max(60).optional(),
        }),
        response: { 200: z.array(auditRowSchema), 400: errorSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (request) => listAudit(db, request.query),
  );
};
