import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../core/errors';
import {
  ACCOUNT_MESSAGES,
  finishRegistrationSchema,
  loginRefusalSchema,
  loginSchema,
  loginAnswerSchema,
  publicUserSchema,
  registerSchema,
  tooManyRequestsSchema,
} from '../../../core/schemas/accounts';
import { errorSchema, messageSchema } from '../../../core/schemas/common';
import { accountLinkRoutes } from './account-links.routes';
import { twoFactorRoutes } from './two-factor.routes';
import type { AccountService } from './accounts.service';
import { SESSION_OPTIONAL, SIGNED_IN } from '../../plugins/openapi-document';

export const accountRoutes: FastifyPluginAsyncZod<{ accounts: AccountService }> = async (app, { accounts }) => {
  // Our own 429s carry Retry-After like the rate-limit plugin's do (it sets the header itself).

  app.post(
    '/api/auth/register',
    {
      // Per address: the username check answers which names are taken (they are public), at this pace only.
      config: { rateLimit: { max: 10, timeWindow: '1 hour' } },
      schema: {
        tags: ['accounts'],
        operationId: 'registerAccount',
        summary: 'E-mails a link that finishes the account (the same answer whether or not the address has one)',
        description:
          'Creates no account and starts no session. A new address gets a link to `/register/verify` (24 hours, ' +
          'once); an address that has an account gets a notice to its owner instead. A taken username is a 409.',
        body: registerSchema,
        response: { 202: messageSchema, 400: errorSchema, 409: errorSchema, 429: tooManyRequestsSchema },
      },
    },
    async (request, reply) => {
      await accounts.register(request.body);
      return reply.status(202).send({ message: ACCOUNT_MESSAGES.registrationLinkSent });
    },
  );

  app.post(
    '/api/auth/register/verify',
    {
      config: { rateLimit: { max: 20, timeWindow: '15 minutes' } },
      schema: {
        tags: ['accounts'],
        operationId: 'finishRegistration',
        summary: 'Creates the account of the e-mailed link (verified) and signs it in',
        body: finishRegistrationSchema,
        response: { 201: publicUserSchema, 400: errorSchema, 409: errorSchema, 429: tooManyRequestsSchema },
      },
    },
    async (request, reply) => {
      const user = await accounts.finishRegistration(request.body);
      await reply.startSession(user.id);
      return reply.status(201).send(user);
    },
  );

  app.post(
    '/api/auth/login',
    {
      // Per address over every username; the per-username backoff lives in the service (login-throttle.ts).
      config: {
        rateLimit: {
          max: 20,
          timeWindow: '15 minutes',
          errorResponseBuilder: () => ({ statusCode: 429, message: ACCOUNT_MESSAGES.tooManyAttempts }),
        },
      },
      schema: {
        tags: ['accounts'],
        operationId: 'logIn',
        summary: 'Signs in (a new session id every time: no fixation)',
        description:
          'An admin with a second factor also sends `otp` (a current TOTP code or a recovery code, each good once). ' +
          'Without it, or with a wrong one, the answer is 401 with `otpRequired: true` once the password is right. ' +
          'An admin enrolled without recovery codes (ADMIN_TOTP_SECRET) gets ten in `recoveryCodes`, this once.',
        body: loginSchema,
        response: { 200: loginAnswerSchema, 400: errorSchema, 401: loginRefusalSchema, 429: tooManyRequestsSchema },
      },
    },
    async (request, reply) => {
      const { user, secondFactor, recoveryCodes } = await accounts.login(request.body, request.ip);
      await reply.startSession(user.id, { secondFactor });
      return recoveryCodes ? { ...user, recoveryCodes } : user;
    },
  );

  app.get(
    '/api/auth/user',
    {
      schema: {
        tags: ['accounts'],
        operationId: 'getCurrentUser',
        security: SIGNED_IN,
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
        operationId: 'logOut',
        security: SESSION_OPTIONAL,
        summary: 'Ends the session',
        response: { 200: z.object({ message: z.string() }) },
      },
    },
    async (_request, reply) => {
      await reply.endSession();
      return { message: 'Logged out' };
    },
  );

  await app.register(accountLinkRoutes, { accounts });
  await app.register(twoFactorRoutes, { accounts });
};
