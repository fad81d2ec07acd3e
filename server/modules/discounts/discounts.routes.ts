import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dollarsToCents, centsToDollars } from '../../../core/money';
import { errorSchema } from '../../../core/schemas/common';
import { discountValidationSchema, validateDiscountBodySchema } from '../../../core/schemas/discounts';
import { discountAdminRoutes } from './discount-admin.routes';
import type { DiscountService } from './discounts.service';

export const discountRoutes: FastifyPluginAsyncZod<{ discounts: DiscountService }> = async (app, { discounts }) => {
  await app.register(discountAdminRoutes, { discounts });

  app.post(
    '/api/discount-codes/validate',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['discounts'],
        operationId: 'validateDiscountCode',
        summary: 'Checks a discount code against an order amount, and the buyer when given (does not use it up)',
        body: validateDiscountBodySchema,
        response: { 200: discountValidationSchema, 400: errorSchema, 429: errorSchema },
      },
    },
    async (request) => {
      const { code, orderAmount, email } = request.body;
      const { outcome, code: found } = await discounts.validate(code, dollarsToCents(orderAmount), email);
      if (!outcome.valid || !found) {
        return { valid: false, discountAmount: 0, error: outcome.valid ? undefined : outcome.error };
      }
      return {
        valid: true,
        discountAmount: centsToDollars(outcome.discountAmountCents),
        discountCode: { code: found.code, discountType: found.discountType, discountValue: found.discountValue },
      };
    },
  );
};
