import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema, idParamSchema } from '../../../core/schemas/common';
import {
  adminProductListSchema,
  adminProductQuerySchema,
  imageAltFieldSchema,
  PRODUCT_MESSAGES,
  productBodySchema,
  productChangeSchema,
  productDeleteSchema,
  productUpdateSchema,
  stockBodySchema,
} from '../../../core/schemas/product-admin';
import { readMultipartForm } from '../../plugins/multipart';
import type { ProductAdminService } from './product-admin.service';

const refusals = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };

/** Product management (accounts-admin-spec sections 2 and 7): the spec's paths, every one admin only. */
export const productAdminRoutes: FastifyPluginAsyncZod<{ products: ProductAdminService }> = async (
  app,
  { products },
) => {
  app.get(
    '/api/admin/products',
    {
      schema: {
        tags: ['admin'],
        operationId: 'listAdminProducts',
        summary:
          'Products (inactive ones too), newest first, a page at a time, with their held units; the summary cards count every product; `q`: part of the name or category',
        querystring: adminProductQuerySchema,
        response: { 200: adminProductListSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (request) => products.list(request.query),
  );

  app.post(
    '/api/products',
    {
      schema: {
        tags: ['admin'],
        operationId: 'createProduct',
        summary: 'Adds a product (price in dollars, 0 = free)',
        body: productBodySchema,
        response: { 201: productChangeSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (request, reply) => {
      const product = await products.create(request.body, request.user!, request.ip);
      return reply.status(201).send({ message: PRODUCT_MESSAGES.created, product });
    },
  );

  app.put(
    '/api/products/:id',
    {
      schema: {
        tags: ['admin'],
        operationId: 'updateProduct',
        summary:
          'Edits a product; the stock changes only from the quantity the admin saw (`expectedStock`), else 409 with the quantity now',
        params: idParamSchema,
        body: productUpdateSchema,
        response: { 200: productChangeSchema, 409: errorSchema, ...refusals },
      },
    },
    async (request) => ({
      message: PRODUCT_MESSAGES.updated,
      product: await products.update(request.params.id, request.body, request.user!, request.ip),
    }),
  );

  app.put(
    '/api/products/:id/stock',
    {
      schema: {
        tags: ['admin'],
        operationId: 'setProductStock',
        summary:
          'Inline stock edit: applied only if the stock is still `expected` (what the admin saw), else 409 with the quantity now',
        params: idParamSchema,
        body: stockBodySchema,
        response: { 200: productChangeSchema, 409: errorSchema, ...refusals },
      },
    },
    async (request) => {
      const { stockQuantity, expected } = request.body;
      return {
        message: PRODUCT_MESSAGES.stockUpdated,
        product: await products.setStock(request.params.id, stockQuantity, expected, request.user!, request.ip),
      };
    },
  );

  app.post(
    '/api/products/:id/image',
    {
      schema: {
        tags: ['admin'],
        operationId: 'uploadProductImage',
        summary: 'The product picture (multipart: `image`, PNG, JPEG or WebP up to 10 MB, and `imageAlt`)',
        consumes: ['multipart/form-data'],
        params: idParamSchema,
        response: { 200: productChangeSchema, 413: errorSchema, 415: errorSchema, ...refusals },
      },
    },
    async (request) => {
      const form = await readMultipartForm(request, 'image');
      const { imageAlt } = imageAltFieldSchema.parse(form.fields);
      return {
        message: PRODUCT_MESSAGES.imageUpdated,
        product: await products.setImage(request.params.id, form.file, imageAlt, request.user!, request.ip),
      };
    },
  );

  app.delete(
    '/api/products/:id',
    {
      schema: {
        tags: ['admin'],
        operationId: 'deleteProduct',
        summary: 'Deletes a product: one ever ordered is deactivated instead (it leaves the shop, its orders keep it)',
        params: idParamSchema,
        response: { 200: productDeleteSchema, ...refusals },
      },
    },
    async (request) => {
      const { deactivated } = await products.remove(request.params.id, request.user!, request.ip);
      return { message: deactivated ? PRODUCT_MESSAGES.deactivated : PRODUCT_MESSAGES.deleted, deactivated };
    },
  );
};
