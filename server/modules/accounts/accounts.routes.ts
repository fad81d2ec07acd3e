import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../core/errors';
import { ACCOUNT_MESSAGES, loginSchema, publicUserSchema, registerSchema } from '../../../core/schemas/accounts';
import { errorSchema } from '../../../core/schemas/common';
import type { AccountService } from './accounts.service';

const LOGIN_WINDOW = '15 minutes';

export const accountRoutes: FastifyPluginAsyncZod<{ accounts: AccountService }> = async (app, { accounts }) => {
  const tooMany = () => ({ statusCode: 429, message: ACCOUNT_MESSAGES.tooManyAttempts });
  // Per username as well as per address: a botnet guessing one account's password is slowed down too.
  // (A second limiter on one route must be called by hand: the plugin's preHandler runs once per request.)
  const usernameLimiter = app.createRateLimit({
    max: 10,
    timeWindow: LOGIN_WINDOW,
    keyGenerator: (request) => {
      const body = request.body as { username?: unknown } | undefined;
      return `login-user:${typeof body?.username === 'string' ? body.username.trim().toLowerCase() : ''}`;
    },
  });
  const perUsername = async (request: FastifyRequest) => {
    const result = await usernameLimiter(request);
    if (!result.isAllowed && result.isExceeded) throw new AppError('rate_limited', ACCOUNT_MESSAGES.tooManyAttempts);
  };

  app.post(
    '/api/auth/register',
    {
      config: { rateLimit: { max: 10, timeWindow: '1 hour' } },
      schema: {
        tags: ['accounts'],
        summary: 'Creates a customer account and signs it in',
        body: registerSchema,
        response: { 201: publicUserSchema, 400: errorSchema, 409: errorSchema, 429: errorSchema },
      },
    },
    async (request, reply) => {
      const user = await accounts.register(request.body);
      await reply.startSession(user.id);
      return reply.status(201).send(user);
    },
  );

  app.post(
    '/api/auth/login',
    {
      config: { rateLimit: { max: 20, timeWindow: LOGIN_WINDOW, errorResponseBuilder: tooMany } },
      preHandler: perUsername,
      schema: {
        tags: ['accounts'],
        summary: 'Signs in (a new session id every time: no fixation)',
        body: loginSchema,
        response: { 200: publicUserSchema, 400: errorSchema, 401: errorSchema, 429: errorSchema },
      },
    },
    async (request, reply) => {
      const user = await accounts.login(request.body);
      await reply.startSession(user.id);
      return user;
    },
  );

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
