import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../core/errors';
import type { Database } from '../../db/client';
import { UPLOAD_KINDS } from '../../integrations/storage/file-types';
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
};
