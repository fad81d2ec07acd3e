import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { priceTableSaveSchema, priceTableSchema, pricesInEffectSchema } from '../../../core/pricing/price-table-schema';
import { errorSchema } from '../../../core/schemas/common';
import type { PricingService } from './pricing.service';

const refusals = { 400: errorSchema, 401: errorSchema, 403: errorSchema };
const changeSchema = z.object({ version: z.number().int(), changes: z.array(z.string()) });

/** The owner's price table: anyone reads the one in effect; the admin previews and saves a new version. */
export const pricingRoutes: FastifyPluginAsyncZod<{ pricing: PricingService }> = async (app, { pricing }) => {
  app.get(
    '/api/prices',
    {
      schema: {
        tags: ['pricing'],
        operationId: 'getPrices',
        summary: 'The price table in effect (tiers, sizes, platings, packaging, rush fee, deposit) and its version',
        response: { 200: pricesInEffectSchema },
      },
    },
    async () => pricing.current(),
  );

  app.get(
    '/api/admin/prices',
    {
      schema: {
        tags: ['admin'],
        operationId: 'getAdminPrices',
        summary: 'The price table in effect and its version, for the Prices screen',
        response: { 200: pricesInEffectSchema, ...refusals },
      },
    },
    async () => pricing.current(),
  );

  app.post(
    '/api/admin/prices/preview',
    {
      schema: {
        tags: ['admin'],
        operationId: 'previewPrices',
        summary: 'What saving this table would change, line by line in dollars (nothing is saved)',
        body: priceTableSchema,
        response: { 200: z.object({ changes: z.array(z.string()) }), ...refusals },
      },
    },
    async (request) => ({ changes: await pricing.preview(request.body) }),
  );

  app.put(
    '/api/admin/prices',
    {
      schema: {
        tags: ['admin'],
        operationId: 'savePrices',
        summary: 'Saves the table as the next version for new quotes and orders (admin, audited); orders keep theirs',
        body: priceTableSaveSchema,
        response: { 200: changeSchema, ...refusals, 409: errorSchema },
      },
    },
    async (request) => pricing.save(request.body, request.user!, request.ip),
  );
};
