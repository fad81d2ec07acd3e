/**
 * Artwork pre-flight over HTTP: the report (core/artwork-preflight) as the API sends it, and the upload fields it
 * checks a file for. Shared by the server routes and the pages (designer, quote form, proof changes, admin).
 */
import { z } from 'zod';
import { PIN_SIZES } from '../pricing/designer';

/** The upload fields a file is checked for: each takes its own types and says its own message for others. */
export const ARTWORK_FIELDS = ['design-file', 'quote-logo', 'proof-change'] as const;
export type ArtworkField = (typeof ARTWORK_FIELDS)[number];

export const ARTWORK_MESSAGES = {
  fileRequired: 'Please choose a file to check.',
  /** The check passed its limits: the file is kept all the same, and looked at by a person. */
  unchecked: 'We could not check this file automatically just now: we’ll look at it ourselves before your proof.',
} as const;

export const artworkCheckFormSchema = z.object({ field: z.enum(ARTWORK_FIELDS).default('design-file') });

export const artworkReportSchema = z.object({
  kind: z.enum(['vector', 'raster']),
  source: z.enum(['png', 'jpeg', 'gif', 'webp', 'svg', 'pdf']),
  widthPx: z.number().int().nullable(),
  heightPx: z.number().int().nullable(),
  pages: z.number().int().nullable(),
  colourCount: z.number().int(),
  swatches: z.array(z.object({ hex: z.string(), share: z.number(), name: z.string() })),
  transparent: z.boolean(),
  sizes: z.array(
    z.object({
      size: z.enum(PIN_SIZES),
      label: z.string(),
      dpi: z.number().int().nullable(),
      sharp: z.boolean(),
      thinLines: z.boolean(),
    }),
  ),
  findings: z.array(
    z.object({
      id: z.enum(['vector', 'resolution', 'colours', 'transparency', 'thin-lines', 'pages']),
      tone: z.enum(['ok', 'attention']),
      text: z.string(),
      next: z.string(),
    }),
  ),
});

/** A file checked: its report, or null when it could not be checked within the limits (then `message` says so). */
export const artworkCheckSchema = z.object({
  report: artworkReportSchema.nullable(),
  message: z.string().nullable(),
});
export type ArtworkCheck = z.infer<typeof artworkCheckSchema>;

export const artworkReportQuerySchema = z.object({ url: z.string().regex(/^\/uploads\/[A-Za-z0-9-]+\.[a-z]{3,4}$/) });
