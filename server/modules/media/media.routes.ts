import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IMAGE_WIDTHS, type ImageWidth } from '../../../core/images';
import type { ImageFormat, MediaService } from './media.service';

const widthSchema = z.coerce
  .number()
  .refine((width): width is ImageWidth => (IMAGE_WIDTHS as readonly number[]).includes(width), {
    message: `width must be one of ${IMAGE_WIDTHS.join(', ')}`,
  });

/**
 * AVIF only when the Accept header names it with q > 0 (every browser that decodes it does); WebP otherwise,
 * including for wildcards alone (any type, any image type), which crawlers, link previews and older clients send
 * without being able to show AVIF.
 */
function acceptedImageFormat(accept: string | undefined): ImageFormat {
  const chosen = accept ? negotiate(accept.toLowerCase(), ['image/avif', 'image/webp']) : null;
  return chosen === 'image/avif' ? 'avif' : 'webp';
}

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
        summary: 'A local image rendered to AVIF or WebP at one of the fixed widths',
        description:
          'AVIF when the `Accept` header names `image/avif`, WebP otherwise; the answer says which in ' +
          '`Content-Type` and varies on `Accept`.',
        params: z.object({ width: widthSchema, '*': z.string().min(1) }),
      },
    },
    async (request, reply) => {
      const format = acceptedImageFormat(request.headers.accept);
      const image = await media.variant(`/${request.params['*']}`, request.params.width as ImageWidth, format);
      // One URL, two encodings: Vary keeps a shared cache or the browser's from handing an AVIF to a client without it.
      return reply
        .type(`image/${format}`)
        .header('Vary', 'Accept')
        .header('Cache-Control', 'public, max-age=86400, stale-while-revalidate=604800')
        .send(image);
    },
  );
};
