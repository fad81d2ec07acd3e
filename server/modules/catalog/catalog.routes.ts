import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../core/errors';
import { errorSchema, idParamSchema } from '../../../core/schemas/common';
import { productSchema } from '../../../core/schemas/catalog';
import { COMPRESS_THRESHOLD_BYTES } from '../../plugins/static-assets';
import type { ContentCoding, SerialisedEntry } from './catalog-snapshot';
import type { CatalogService } from './catalog.service';

const notModified = z.void().describe('Not modified: the If-None-Match tag is current (no body).');

/** Whether an If-None-Match header names `etag` (weak comparison, as RFC 9110 asks for If-None-Match). */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}

const CODINGS: ContentCoding[] = ['br', 'gzip'];

/**
 * The body serialised when the snapshot was built, sent as is (no per-request serialisation), and compressed once
 * per snapshot for the clients that accept it (the compression plugin leaves an encoded body alone). `no-cache`: a
 * browser may keep it but asks again every time (a 304 when nothing changed), so buyers never see old stock.
 */
async function sendEntry(request: FastifyRequest, reply: FastifyReply, entry: SerialisedEntry) {
  reply.header('etag', entry.etag).header('cache-control', 'no-cache').header('vary', 'accept-encoding');
  if (matchesEtag(request.headers['if-none-match'], entry.etag)) return reply.code(304).send();
  reply.type('application/json; charset=utf-8');
  const accepted = request.headers['accept-encoding'];
  const coding =
    accepted && entry.body.length >= COMPRESS_THRESHOLD_BYTES ? negotiate(accepted.toLowerCase(), CODINGS) : null;
  if (!coding) return reply.send(entry.body);
  return reply.header('content-encoding', coding).send(await entry.encoded(coding as ContentCoding));
}

export const catalogRoutes: FastifyPluginAsyncZod<{ catalog: CatalogService }> = async (app, { catalog }) => {
  app.get(
    '/api/products',
    {
      schema: {
        tags: ['catalog'],
        operationId: 'listProducts',
        summary: 'Active products',
        description: 'With an ETag: send it back in If-None-Match for a 304 while the catalogue is unchanged.',
        response: { 200: z.array(productSchema), 304: notModified },
      },
    },
    async (request, reply) => sendEntry(request, reply, (await catalog.snapshot()).list),
  );

  app.get(
    '/api/products/:id',
    {
      schema: {
        tags: ['catalog'],
        operationId: 'getProduct',
        summary: 'One active product',
        description: 'With an ETag: send it back in If-None-Match for a 304 while the product is unchanged.',
        params: idParamSchema,
        response: { 200: productSchema, 304: notModified, 400: errorSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      const product = (await catalog.snapshot()).product(request.params.id);
      if (!product) throw new AppError('not_found', 'Product not found');
      return sendEntry(request, reply, product);
    },
  );
};
