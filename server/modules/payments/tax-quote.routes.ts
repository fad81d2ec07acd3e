/**
 * POST /api/checkout/tax-quote: what the cart costs to the entered address, sales tax included (cart-pricing.ts);
 * POST /api/checkout/deposit-tax-quote: a custom order's deposit and balance with their tax (deposit-pricing.ts).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cartSessionHeadersSchema, errorSchema } from '../../../core/schemas/common';
import {
  depositTaxQuoteBodySchema,
  depositTaxQuoteSchema,
  taxQuoteBodySchema,
  taxQuoteSchema,
} from '../../../core/schemas/tax-quote';
import { SESSION_OPTIONAL } from '../../plugins/openapi-document';
import type { PaymentService } from './payments.service';

export const taxQuoteRoutes: FastifyPluginAsyncZod<{ payments: PaymentService }> = async (app, { payments }) => {
  app.post(
    '/api/checkout/tax-quote',
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        operationId: 'quoteCheckoutTax',
        // A signed-in buyer's approved exemption certificate counts.
        security: SESSION_OPTIONAL,
        tags: ['payments'],
        summary: "The cart's sales tax and total to a ship-to's state or province, as the payment will charge them",
        headers: cartSessionHeadersSchema,
        body: taxQuoteBodySchema,
        response: { 200: taxQuoteSchema, 400: errorSchema, 409: errorSchema, 429: errorSchema },
      },
    },
    async (request) => payments.taxQuote(request.headers['x-session-id'], request.user?.id ?? null, request.body),
  );

  app.post(
    '/api/checkout/deposit-tax-quote',
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        operationId: 'quoteDepositTax',
        // A signed-in buyer's approved exemption certificate counts.
        security: SESSION_OPTIONAL,
        tags: ['payments'],
        summary:
          "A custom order's sales tax to its ship-to, and its deposit and balance with their shares, as the payment will charge them",
        body: depositTaxQuoteBodySchema,
        response: {
          200: depositTaxQuoteSchema,
          400: errorSchema,
          404: errorSchema,
          409: errorSchema,
          429: errorSchema,
        },
      },
    },
    async (request) => payments.depositTaxQuote(request.user?.id ?? null, request.body),
  );
};
