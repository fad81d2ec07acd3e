import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../../core/errors';
import { errorSchema, idParamSchema, messageSchema } from '../../../core/schemas/common';
import {
  SAVED_DESIGN_MESSAGES,
  renameDesignBodySchema,
  saveDesignBodySchema,
  saveDesignFromOrderBodySchema,
  savedDesignPageSchema,
  savedDesignQuerySchema,
  savedDesignSchema,
} from '../../../core/schemas/saved-designs';
import { readMultipartForm } from '../../plugins/multipart';
import { requireUser } from '../../plugins/session';
import type { SavedDesignService } from './saved-designs.service';

/** Saves and renames per address: plenty for a customer, not for a script filling the library. */
const WRITE_LIMIT = { max: 30, timeWindow: '1 minute' };
const errors = { 400: errorSchema, 401: errorSchema, 404: errorSchema };

/** The signed-in customer's design library: /api/saved-designs (every route needs a session). */
export const savedDesignRoutes: FastifyPluginAsyncZod<{ designs: SavedDesignService }> = async (app, { designs }) => {
  app.get(
    '/api/saved-designs',
    {
      preHandler: requireUser,
      schema: {
        tags: ['custom-orders'],
        operationId: 'listSavedDesigns',
        summary: "The signed-in customer's saved designs, last changed first, a page at a time",
        querystring: savedDesignQuerySchema,
        response: { 200: savedDesignPageSchema, 400: errorSchema, 401: errorSchema },
      },
    },
    async (request) => designs.list(request.user!, request.query),
  );

  app.get(
    '/api/saved-designs/:id',
    {
      preHandler: requireUser,
      schema: {
        tags: ['custom-orders'],
        operationId: 'getSavedDesign',
        summary: 'One saved design of the signed-in customer (anyone else: 404)',
        params: idParamSchema,
        response: { 200: savedDesignSchema, ...errors },
      },
    },
    async (request) => designs.get(request.user!, request.params.id),
  );

  app.post(
    '/api/saved-designs',
    {
      preHandler: requireUser,
      config: { rateLimit: WRITE_LIMIT },
      schema: {
        tags: ['custom-orders'],
        operationId: 'saveDesign',
        summary: 'Saves a design (multipart: `design` JSON with name and options, and the artwork as `logo`)',
        consumes: ['multipart/form-data'],
        response: { 200: savedDesignSchema, ...errors, 409: errorSchema, 413: errorSchema, 415: errorSchema },
      },
    },
    async (request) => {
      const form = await readMultipartForm(request, 'logo');
      let raw: unknown;
      try {
        raw = JSON.parse(form.fields.design ?? '');
      } catch {
        throw new AppError('bad_request', SAVED_DESIGN_MESSAGES.notJson);
      }
      return designs.save(request.user!, saveDesignBodySchema.parse(raw), form.file);
    },
  );

  app.post(
    '/api/saved-designs/from-order',
    {
      preHandler: requireUser,
      config: { rateLimit: WRITE_LIMIT },
      schema: {
        tags: ['custom-orders'],
        operationId: 'saveDesignFromOrder',
        summary: "Saves one of the signed-in customer's custom orders as a design (its options and artwork)",
        body: saveDesignFromOrderBodySchema,
        response: { 200: savedDesignSchema, ...errors, 409: errorSchema },
      },
    },
    async (request) => designs.saveFromOrder(request.user!, request.body.orderId, request.body.name),
  );

  app.patch(
    '/api/saved-designs/:id',
    {
      preHandler: requireUser,
      config: { rateLimit: WRITE_LIMIT },
      schema: {
        tags: ['custom-orders'],
        operationId: 'renameSavedDesign',
        summary: 'Renames a saved design',
        params: idParamSchema,
        body: renameDesignBodySchema,
        response: { 200: savedDesignSchema, ...errors },
      },
    },
    async (request) => designs.rename(request.user!, request.params.id, request.body.name),
  );

  app.delete(
    '/api/saved-designs/:id',
    {
      preHandler: requireUser,
      config: { rateLimit: WRITE_LIMIT },
      schema: {
        tags: ['custom-orders'],
        operationId: 'deleteSavedDesign',
        summary: 'Deletes a saved design (its uploaded artwork stays)',
        params: idParamSchema,
        response: { 200: messageSchema, ...errors },
      },
    },
    async (request) => {
      await designs.remove(request.user!, request.params.id);
      return { message: 'Design deleted' };
    },
  );
};
