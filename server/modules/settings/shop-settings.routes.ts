import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema } from '../../../core/schemas/common';
import { demoRemovalSchema } from '../../../core/schemas/demo-data';
import { shopProfileSchema, shopProfileViewSchema } from '../../../core/schemas/shop-profile';
import type { DemoData } from './demo-data';
import type { ShopProfileService } from './shop-profile';

const refusals = { 400: errorSchema, 401: errorSchema, 403: errorSchema };

/** The admin's Settings section: the shop's name, addresses and links (the environment's variables win). */
export const shopSettingsRoutes: FastifyPluginAsyncZod<{
  shopProfile: ShopProfileService;
  demoData: DemoData;
}> = async (app, { shopProfile, demoData }) => {
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

  app.delete(
    '/api/admin/settings/demo-data',
    {
      schema: {
        tags: ['admin'],
        operationId: 'removeDemoData',
        summary:
          'Removes the demo products, codes, invoices and blog posts no customer used; lists those kept (audited)',
        response: { 200: demoRemovalSchema, ...refusals },
      },
    },
    async (request) => demoData.remove(request.user!, request.ip),
  );
};
