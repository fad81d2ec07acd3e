import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../core/errors';
import { errorSchema, idParamSchema } from '../../../core/schemas/common';
import { productSchema } from '../../../core/schemas/catalog';
import type { CatalogService } from './catalog.service';
import { toProductDto } from './catalog.dto';

export const catalogRoutes: FastifyPluginAsyncZod<{ catalog: CatalogService }> = async (app, { catalog }) => {
  app.get(
    '/api/products',
    {
      schema: {
        tags: ['catalog'],
        operationId: 'listProducts',
        summary: 'Active products',
        response: { 200: z.array(productSchema) },
      },
    },
    async () => (await catalog.listActive()).map(toProductDto),
  );

  app.get(
    '/api/products/:id',
    {
      schema: {
        tags: ['catalog'],
        operationId: 'getProduct',
        summary: 'One active product',
        params: idParamSchema,
        response: { 200: productSchema, 400: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const product = await catalog.findActive(request.params.id);
      if (!product) throw new AppError('not_found', 'Product not found');
      return toProductDto(product);
    },
  );
};
