import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema } from '../../../core/schemas/common';
import { shopProfileSchema, shopProfileViewSchema } from '../../../core/schemas/shop-profile';
import type { ShopProfileService } from './shop-profile';

const refusals = { 400: errorSchema, 401: errorSchema, 403: errorSchema };

/** The admin's Settings section: the shop's name, addresses and links (the environment's variables win). */
export const shopSettingsRoutes: FastifyPluginAsyncZod<{ shopProfile: ShopProfileService }> = async (
  app,
  { shopProfile },
) => {
  app.get(
    '/api/admin/settings/shop',
    {
      schema: {
        tags: ['admin'],
        operationId: 'getShopSettings',
        summary:
          "The shop's name, e-mails, location, postal address and social links in effect, and those the server sets",
        response: { 200: shopProfileViewSchema, ...refusals },
      },
    },
    async () => shopProfile.read(),
  );

  app.put(
    '/api/admin/settings/shop',
    {
      schema: {
        tags: ['admin'],
        operationId: 'updateShopSettings',
        summary: "Saves the shop's name, e-mails, location, postal address and social links (admin, audited)",
        body: shopProfileSchema,
        response: { 200: shopProfileViewSchema, ...refusals },
      },
    },
    async (request) => shopProfile.save(request.body, request.user!, request.ip),
  );
};
