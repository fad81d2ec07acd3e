import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema } from '../../core/schemas/common';
import { jobIdParamsSchema, jobListQuerySchema, jobPageSchema, jobRowSchema } from '../../core/schemas/jobs';
import type { JobAdmin } from './admin';

const refusals = { 400: errorSchema, 401: errorSchema, 403: errorSchema };
const onJob = { ...refusals, 404: errorSchema, 409: errorSchema };

/** The admin's Jobs view: the lists, and retry or cancel of one job (audited). */
export const jobRoutes: FastifyPluginAsyncZod<{ jobs: JobAdmin }> = async (app, { jobs }) => {
  app.get(
    '/api/admin/jobs',
    {
      schema: {
        tags: ['admin'],
        operationId: 'listJobs',
        summary: 'Background jobs (admin): running, waiting, failed or done lately, newest first, paged by cursor',
        querystring: jobListQuerySchema,
        response: { 200: jobPageSchema, ...refusals },
      },
    },
    async (request) => jobs.list(request.query),
  );

  app.post(
    '/api/admin/jobs/:id/retry',
    {
      schema: {
        tags: ['admin'],
        operationId: 'retryJob',
        summary: 'Runs a failed job again now, its attempts counted afresh (admin, audited)',
        params: jobIdParamsSchema,
        response: { 200: jobRowSchema, ...onJob },
      },
    },
    async (request) => jobs.retry(request.params.id, { actor: request.user!, ip: request.ip }),
  );

  app.post(
    '/api/admin/jobs/:id/cancel',
    {
      schema: {
        tags: ['admin'],
        operationId: 'cancelJob',
        summary: 'Cancels a waiting or failed job (admin, audited)',
        params: jobIdParamsSchema,
        response: { 200: jobRowSchema, ...onJob },
      },
    },
    async (request) => jobs.cancel(request.params.id, { actor: request.user!, ip: request.ip }),
  );
};
