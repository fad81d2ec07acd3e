import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IMAGE_WIDTHS, type ImageWidth } from '../../../core/images';
import type { MediaService } from './media.service';

const widthSchema = z.coerce
  .number()
  .refine((width): width is ImageWidth => (IMAGE_WIDTHS as readonly number[]).includes(width), {
    message: `width must be one of ${IMAGE_WIDTHS.join(', ')}`,
  });

export const mediaRoutes: FastifyPluginAsyncZod<{ media: MediaService }> = async (app, { media }) => {
  app.get(
    '/img/:width/*',
    {
      // A picture like the built files (plugins/static-assets.ts): nosniff and CORP only, none of a page's headers
      // (CSP, frame and referrer rules: ~1 KB each on the dozen pictures of a page) and no CSP nonce to make.
      config: { asset: true },
      schema: {
        tags: ['media'],
        operationId: 'getResizedImage',
        summary: 'A local image rendered to WebP at one of the fixed widths',
        params: z.object({ width: widthSchema, '*': z.string().min(1) }),
      },
    },
    async (request, reply) => {
      const image = await media.variant(`/${request.params['*']}`, request.params.width as ImageWidth);
      return reply
        .type('image/webp')
        .header('Cache-Control', 'public, max-age=86400, stale-while-revalidate=604800')
        .send(image);
    },
  );
};
