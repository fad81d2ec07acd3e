import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '../../../core/schemas/common';
import type { Database } from '../../db/client';
import { listAudit } from './audit.service';

const auditRowSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actorUserId: z.number().int().nullable(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  ip: z.string().nullable(),
});

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
        }),
        response: { 200: z.array(auditRowSchema), 400: errorSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (request) => listAudit(db, request.query),
  );
};
