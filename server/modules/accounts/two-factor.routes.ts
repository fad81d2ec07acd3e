import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  loginRefusalSchema,
  totpEnableResponseSchema,
  totpEnableSchema,
  totpSetupResponseSchema,
  totpSetupSchema,
} from '../../../core/schemas/accounts';
import { errorSchema } from '../../../core/schemas/common';
import type { AccountService } from './accounts.service';
import { SIGNED_IN } from '../../plugins/openapi-document';

/**
 * Enrolment in the second factor. Not tagged 'admin': the admin guard refuses every admin route until the admin is
 * enrolled, and these are how the admin gets there; the service checks for a signed-in admin itself.
 */
export const twoFactorRoutes: FastifyPluginAsyncZod<{ accounts: AccountService }> = async (app, { accounts }) => {
  // Each call may check a code: as slow for a guesser as the sign-in limits.
  const rateLimit = { max: 20, timeWindow: '15 minutes' };

  app.post(
    '/api/auth/totp/setup',
    {
      config: { rateLimit },
      schema: {
        tags: ['accounts'],
        operationId: 'startTotpSetup',
        security: SIGNED_IN,
        summary: "Starts (or restarts) the admin's TOTP enrolment: a new secret, its otpauth URL and QR code (SVG)",
        description:
          'An admin already enrolled sends a current code (`otp`) first. 401 signed out, 403 for a customer.',
        body: totpSetupSchema,
        response: { 200: totpSetupResponseSchema, 400: errorSchema, 401: loginRefusalSchema, 403: errorSchema },
      },
    },
    async (request) => accounts.startTotpSetup(request.user, request.body.otp, request.ip),
  );

  app.post(
    '/api/auth/totp/enable',
    {
      config: { rateLimit },
      schema: {
        tags: ['accounts'],
        operationId: 'enableTotp',
        security: SIGNED_IN,
        summary: 'Confirms the enrolment with the first code and answers the recovery codes, once',
        description: 'Every other session of the account ends; this browser gets a new, fully signed-in session.',
        body: totpEnableSchema,
        response: {
          200: totpEnableResponseSchema,
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          409: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const user = request.user;
      const recoveryCodes = await accounts.enableTotp(user, request.body.otp, request.ip);
      await reply.startSession(user!.id, { secondFactor: true });
      return { recoveryCodes };
    },
  );
};
