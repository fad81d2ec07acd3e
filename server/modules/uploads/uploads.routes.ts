import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../core/errors';
import {
  ARTWORK_MESSAGES,
  artworkCheckFormSchema,
  artworkCheckSchema,
  artworkReportQuerySchema,
  artworkReportSchema,
} from '../../../core/schemas/artwork';
import { errorSchema } from '../../../core/schemas/common';
import type { Database } from '../../db/client';
import { UPLOAD_KINDS } from '../../integrations/storage/file-types';
import { readMultipartForm } from '../../plugins/multipart';
import { ARTWORK_FIELD_RULES } from './artwork-fields';
import { mockupRoutes } from './mockups.routes';
import type { UploadService } from './uploads.service';

const STORAGE_KEY = /^[A-Za-z0-9-]+\.[a-z]{3,4}$/;
const RASTER = new Set<string>(
  Object.values(UPLOAD_KINDS)
    .filter((k) => k.raster)
    .map((k) => k.mime),
);

export const uploadRoutes: FastifyPluginAsyncZod<{ uploads: UploadService; db: Database }> = async (
  app,
  { uploads, db },
) => {
  await mockupRoutes(app, { uploads });
  app.get(
    '/uploads/:key',
    {
      schema: {
        tags: ['uploads'],
        operationId: 'getUpload',
        summary: 'An uploaded file (logos, design files), served so that it can never run as a page',
        params: z.object({ key: z.string() }),
      },
    },
    async (request, reply) => {
      const key = request.params.key;
      const upload = STORAGE_KEY.test(key) ? await uploads.find(db, key) : null;
      const file = upload ? await uploads.store.get(upload.storageKey) : null;
      if (!upload || !file) throw new AppError('not_found', 'File not found');
      reply
        .type(upload.mimeType)
        .header('Content-Length', file.size)
        .header('X-Content-Type-Options', 'nosniff')
        .header(
          'Content-Security-Policy',
          "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox",
        )
        .header('Cache-Control', 'private, max-age=3600');
      if (!RASTER.has(upload.mimeType)) {
        const name = upload.originalName.replace(/[^A-Za-z0-9._-]/g, '_');
        reply.header('Content-Disposition', `attachment; filename="${name}"`);
      }
      return reply.send(file.body);
    },
  );

  app.post(
    '/api/artwork-checks',
    {
      // Each check is up to a few seconds of a worker thread (two at a time, the rest wait): bounded per visitor.
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['uploads'],
        operationId: 'checkArtwork',
        summary:
          'Pre-flight of a piece of artwork before it is sent with its form (multipart: `file`, and `field`, the ' +
          'upload field it is for): vector or raster, DPI at each pin size, colours, transparency, thin lines. ' +
          'Nothing is kept.',
        consumes: ['multipart/form-data'],
        response: { 200: artworkCheckSchema, 400: errorSchema, 413: errorSchema, 415: errorSchema, 429: errorSchema },
      },
    },
    async (request) => {
      const form = await readMultipartForm(request, 'file');
      const { field } = artworkCheckFormSchema.parse(form.fields);
      if (!form.file) throw new AppError('bad_request', ARTWORK_MESSAGES.fileRequired);
      return uploads.check(form.file, ARTWORK_FIELD_RULES[field]);
    },
  );

  app.get(
    '/api/admin/artwork-report',
    {
      schema: {
        tags: ['admin'],
        operationId: 'getArtworkReport',
        summary: 'The pre-flight report kept with an uploaded piece of artwork, by its /uploads/ address (admin)',
        querystring: artworkReportQuerySchema,
        response: {
          200: z.object({ report: artworkReportSchema.nullable() }),
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
        },
      },
    },
    async (request) => {
      const key = request.query.url.replace('/uploads/', '');
      const upload = await uploads.find(db, key);
      if (!upload) throw new AppError('not_found', 'File not found');
      return { report: upload.preflight };
    },
  );
};
