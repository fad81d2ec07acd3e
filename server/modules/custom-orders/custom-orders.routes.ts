import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../../core/errors';
import { errorSchema } from '../../../core/schemas/common';
import { customOrderDataSchema, preparedCustomOrderSchema } from '../../../core/schemas/custom-orders';
import { readMultipartForm } from '../../plugins/multipart';
import type { CustomOrderService } from './custom-orders.service';

export const customOrderRoutes: FastifyPluginAsyncZod<{ customOrders: CustomOrderService }> = async (
  app,
  { customOrders },
) => {
  app.post(
    '/api/custom-orders/prepare',
    {
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags: ['custom-orders'],
        summary:
          'Checks and reprices a designer order and stores its design file (multipart: `logo` + `orderData` JSON)',
        consumes: ['multipart/form-data'],
        response: {
          200: preparedCustomOrderSchema,
          400: errorSchema,
          409: errorSchema,
          413: errorSchema,
          415: errorSchema,
        },
      },
    },
    async (request) => {
      const form = await readMultipartForm(request, 'logo');
      let raw: unknown;
      try {
        raw = JSON.parse(form.fields.orderData ?? '');
      } catch {
        throw new AppError('bad_request', 'orderData must be the order as JSON');
      }
      return customOrders.prepare(customOrderDataSchema.parse(raw), form.file);
    },
  );
};
