import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

export const healthRoutes: FastifyPluginAsyncZod<{ ping: () => Promise<void> }> = async (app, { ping }) => {
  app.get(
    '/healthz',
    {
      // Answered while the shop is under pressure (plugins/under-pressure.ts): a busy instance is not a dead one.
      config: { alwaysServe: true },
      schema: {
        tags: ['health'],
        operationId: 'checkHealth',
        summary: 'The process is up',
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/readyz',
    {
      config: { alwaysServe: true },
      schema: {
        tags: ['health'],
        operationId: 'checkReadiness',
        summary: 'The database answers',
        response: {
          200: z.object({ status: z.literal('ready') }),
          503: z.object({ status: z.literal('unavailable'), message: z.string() }),
        },
      },
    },
    async (request, reply) => {
      try {
        await ping();
        return { status: 'ready' as const };
      } catch (error) {
        request.log.warn({ err: error }, 'database not reachable');
        return reply.status(503).send({ status: 'unavailable' as const, message: 'Database unavailable' });
      }
    },
  );
};
