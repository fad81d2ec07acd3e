import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ACCOUNT_MESSAGES,
  forgotPasswordSchema,
  publicUserSchema,
  resetPasswordSchema,
  tooManyRequestsSchema,
  verifyEmailSchema,
} from '../../../core/schemas/accounts';
import { errorSchema, messageSchema } from '../../../core/schemas/common';
import { requireUser } from '../../plugins/session';
import type { AccountService } from './accounts.service';

/** The routes behind the e-mailed links (`/verify-email?token=...`, `/reset-password?token=...`) and their requests. */
export const accountLinkRoutes: FastifyPluginAsyncZod<{ accounts: AccountService }> = async (app, { accounts }) => {
  app.post(
    '/api/auth/verify-email',
    {
      config: { rateLimit: { max: 20, timeWindow: '15 minutes' } },
      schema: {
        tags: ['accounts'],
        operationId: 'verifyEmail',
        summary: 'Marks the address verified with the token from the e-mailed link (once; 24 hours)',
        body: verifyEmailSchema,
        response: { 200: messageSchema, 400: errorSchema, 409: errorSchema, 429: tooManyRequestsSchema },
      },
    },
    async (request) => {
      await accounts.verifyEmail(request.body);
      return { message: ACCOUNT_MESSAGES.emailVerified };
    },
  );

  app.post(
    '/api/auth/verify-email/resend',
    {
      preHandler: requireUser,
      // Per account (3 e-mails an hour, in the service) and per address here.
      config: { rateLimit: { max: 10, timeWindow: '1 hour' } },
      schema: {
        tags: ['accounts'],
        operationId: 'resendVerificationEmail',
        summary: 'E-mails the signed-in customer a new verification link',
        response: { 200: messageSchema, 401: errorSchema, 409: errorSchema, 429: tooManyRequestsSchema },
      },
    },
    async (request) => {
      await accounts.resendVerification(request.user!);
      return { message: ACCOUNT_MESSAGES.verifyEmailSent };
    },
  );

  app.post(
    '/api/auth/forgot-password',
    {
      // Per address here; per e-mail address in the service (3 links an hour, then silently none).
      config: { rateLimit: { max: 10, timeWindow: '1 hour' } },
      schema: {
        tags: ['accounts'],
        operationId: 'requestPasswordReset',
        summary: 'E-mails a password reset link (the same answer whether or not the address has an account)',
        body: forgotPasswordSchema,
        response: { 200: messageSchema, 400: errorSchema, 429: tooManyRequestsSchema },
      },
    },
    async (request) => {
      await accounts.forgotPassword(request.body);
      return { message: ACCOUNT_MESSAGES.resetRequested };
    },
  );

  app.post(
    '/api/auth/reset-password',
    {
      config: { rateLimit: { max: 20, timeWindow: '15 minutes' } },
      schema: {
        tags: ['accounts'],
        operationId: 'resetPassword',
        summary: 'Sets a new password with the e-mailed token, ends every other session and signs in',
        body: resetPasswordSchema,
        response: { 200: publicUserSchema, 400: errorSchema, 409: errorSchema, 429: tooManyRequestsSchema },
      },
    },
    async (request, reply) => {
      const user = await accounts.resetPassword(request.body);
      await reply.startSession(user.id);
      return user;
    },
  );
};
