import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../core/errors';
import { publicUserSchema } from '../../../core/schemas/accounts';
import { errorSchema } from '../../../core/schemas/common';

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/auth/user',
    {
      schema: {
        tags: ['accounts'],
        summary: 'The signed-in user (401 when signed out)',
        response: { 200: publicUserSchema, 401: errorSchema },
      },
    },
    async (request) => {
      if (!request.user) throw new AppError('unauthorized', 'Not logged in');
      return request.user;
    },
  );

  app.post(
    '/api/auth/logout',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Ends the session',
        response: { 200: z.object({ message: z.string() }) },
      },
    },
    async (_request, reply) => {
      await reply.endSession();
      return { message: 'Logged out' };
    },
  );
};
