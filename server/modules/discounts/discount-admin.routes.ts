/**
 * The admin's discount code calls (accounts-admin-spec section 7: GET /api/discount-codes; the rest are ours).
 * Tagged 'admin': the guard answers 401/403 before validation.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema, idParamSchema } from '../../../core/schemas/common';
import {
  adminDiscountCodeSchema,
  createDiscountCodeBodySchema,
  discountCodeDeletedSchema,
  discountCodePageSchema,
  discountCodeQuerySchema,
  discountCodeStatusBodySchema,
} from '../../../core/schemas/discounts';
import type { DiscountService } from './discounts.service';

const adminErrors = { 400: errorSchema, 401: errorSchema, 403: errorSchema } as const;

export const discountAdminRoutes: FastifyPluginAsyncZod<{ discounts: DiscountService }> = async (
  app,
  { discounts },
) => {
  app.get(
    '/api/discount-codes',
    {
      schema: {
        tags: ['admin'],
        operationId: 'listDiscountCodes',
        summary:
          "Discount codes, newest first, a page at a time (admin), with their uses; money in dollars; `q`: part of the code. Campaigns' personal single-use codes are not listed",
        querystring: discountCodeQuerySchema,
        response: { 200: discountCodePageSchema, ...adminErrors },
      },
    },
    async (request) => discounts.listCodes(request.query),
  );

  app.post(
    '/api/discount-codes',
    {
      schema: {
        tags: ['admin'],
        operationId: 'createDiscountCode',
        summary:
          'Creates a discount code (admin): uppercased, unique whatever the case; a percentage (1-100) or a fixed amount in dollars',
        body: createDiscountCodeBodySchema,
        response: { 201: adminDiscountCodeSchema, ...adminErrors, 409: errorSchema },
      },
    },
    async (request, reply) => {
      const code = await discounts.createCode(request.body, request.user!, request.ip);
      return reply.status(201).send(code);
    },
  );

  app.patch(
    '/api/discount-codes/:id',
    {
      schema: {
        tags: ['admin'],
        operationId: 'setDiscountCodeActive',
        summary: 'Activates or deactivates a discount code (admin); a deactivated code is refused at checkout',
        params: idParamSchema,
        body: discountCodeStatusBodySchema,
        response: { 200: adminDiscountCodeSchema, ...adminErrors, 404: errorSchema },
      },
    },
    async (request) => discounts.setCodeActive(request.params.id, request.body.isActive, request.user!, request.ip),
  );

  app.delete(
    '/api/discount-codes/:id',
    {
      schema: {
        tags: ['admin'],
        operationId: 'deleteDiscountCode',
        summary:
          'Deletes a discount code never used (admin); a code that was used is deactivated instead, and the answer says so',
        params: idParamSchema,
        response: { 200: discountCodeDeletedSchema, ...adminErrors, 404: errorSchema },
      },
    },
    async (request) => discounts.deleteCode(request.params.id, request.user!, request.ip),
  );
};
