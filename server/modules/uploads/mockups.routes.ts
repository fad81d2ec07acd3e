import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../../core/errors';
import { artworkMockupFormSchema, artworkMockupSchema } from '../../../core/pin-mockup-schema';
import { ARTWORK_MESSAGES } from '../../../core/schemas/artwork';
import { errorSchema } from '../../../core/schemas/common';
import { readMultipartForm } from '../../plugins/multipart';
import { ARTWORK_FIELD_RULES } from './artwork-fields';
import type { UploadService } from './uploads.service';

/** The instant pin mockup of a file the customer chose, for the designer's review step and the quote confirmation. */
export const mockupRoutes: FastifyPluginAsyncZod<{ uploads: UploadService }> = async (app, { uploads }) => {
  app.post(
    '/api/artwork-mockups',
    {
      // Each mockup is a second or two of a worker thread (two at a time, the rest wait): bounded per visitor.
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['uploads'],
        operationId: 'drawPinMockup',
        summary:
          'An instant mockup of the pin (multipart: `file`, `field` the upload field it is for, `product` (pin when ' +
          'absent), `size` (one the product comes in), `plating`, `packaging` comma-separated, `shape` ' +
          'auto/round/custom/square/rectangle): the artwork in its main colours clipped to the pin, the plating as ' +
          'the metal lines, on a backing card when chosen; a 600 px PNG as a data: URL, or null and "Mockup not ' +
          'available for this file". A backing card on its own is the printed card, 600 px tall and as wide as the ' +
          'card is (2 x 3 or 3 x 4 inches), the artwork printed on it. Nothing is kept.',
        consumes: ['multipart/form-data'],
        response: { 200: artworkMockupSchema, 400: errorSchema, 413: errorSchema, 415: errorSchema, 429: errorSchema },
      },
    },
    async (request) => {
      const form = await readMultipartForm(request, 'file');
      const { field, ...options } = artworkMockupFormSchema.parse(form.fields);
      if (!form.file) throw new AppError('bad_request', ARTWORK_MESSAGES.fileRequired);
      return uploads.drawMockup(form.file, ARTWORK_FIELD_RULES[field], options);
    },
  );
};
