import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema } from '../../../core/schemas/common';
import { freePinSignupSchema, newsletterSignupSchema, signupResponseSchema } from '../../../core/schemas/marketing';
import type { MarketingService } from './marketing.service';

/** Per visitor address: enough for a typo or two, too few to script signups of other people's addresses. */
const SIGNUP_RATE_LIMIT = { max: 5, timeWindow: '1 minute' } as const;

export const marketingRoutes: FastifyPluginAsyncZod<{ marketing: MarketingService }> = async (app, { marketing }) => {
  app.post(
    '/api/newsletter-signup',
    {
      config: { rateLimit: SIGNUP_RATE_LIMIT },
      schema: {
        tags: ['marketing'],
        operationId: 'signUpForNewsletter',
        summary: 'Newsletter signup (15% off the first order by e-mail); a repeat is a success',
        body: newsletterSignupSchema,
        response: { 200: signupResponseSchema, 400: errorSchema, 429: errorSchema },
      },
    },
    async (request) => {
      await marketing.subscribeNewsletter(request.body.source, { email: request.body.email, ip: request.ip });
      return { message: 'Thanks for subscribing! Check your inbox for your 15% off code.' };
    },
  );

  app.post(
    '/api/exit-intent-free-pin',
    {
      config: { rateLimit: SIGNUP_RATE_LIMIT },
      schema: {
        tags: ['marketing'],
        operationId: 'claimFreePin',
        summary: 'Free American Flag pin signup from the exit-intent popup; a repeat is a success',
        body: freePinSignupSchema,
        response: { 200: signupResponseSchema, 400: errorSchema, 429: errorSchema },
      },
    },
    async (request) => {
      await marketing.claimFreePin({ email: request.body.email, ip: request.ip });
      return { message: 'Free Pin Claimed! Add your American Flag pin to your cart.' };
    },
  );
};
