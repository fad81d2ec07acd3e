/**
 * The instant pin mockup over HTTP: the options a mockup is drawn for (as the designer stores them) and its answer.
 * Shared by the server routes and the pages (designer review step, quote confirmation, admin proof thread).
 */
import { z } from 'zod';
import { ARTWORK_FIELDS } from './schemas/artwork';
import { MOCKUP_PLATINGS, MOCKUP_SHAPES } from './pin-mockup';
import { PIN_PACKAGING } from './pricing/designer';
import { PRODUCT_KINDS, PRODUCT_SIZES, PRODUCT_SPECS, type ProductKind, type ProductSize } from './pricing/price-table';

export const MOCKUP_MESSAGES = {
  /** Too heavy to draw within the limits: the order goes on without it. */
  unavailable: 'Mockup not available for this file',
  size: 'Please choose a pin size.',
  product: 'Please choose a product.',
  productSize: 'Please choose a size this product comes in.',
  plating: 'Please choose a plating.',
  packaging: 'Please choose packaging from the list.',
  noMockup: 'This order has no mockup to send.',
  sentAsProof: 'The mockup was sent to the customer as proof version 1.',
  notFirst: 'The mockup can only be the first proof: this order has proofs already.',
} as const;

/**
 * The multipart form's fields: the upload field the file is for, the product (absent: a pin; a backing card on its
 * own is drawn as the printed card) and its options ("a,b" packaging as the form).
 */
export const artworkMockupFormSchema = z
  .object({
    field: z.enum(ARTWORK_FIELDS).default('design-file'),
    product: z.enum(PRODUCT_KINDS, { error: MOCKUP_MESSAGES.product }).default('pin'),
    size: z.enum(PRODUCT_SIZES, { error: MOCKUP_MESSAGES.size }),
    plating: z.enum(MOCKUP_PLATINGS as [string, ...string[]], { error: MOCKUP_MESSAGES.plating }),
    packaging: z
      .string()
      .default('just-pins')
      .transform((value) =>
        value
          .split(',')
          .map((option) => option.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.enum(PIN_PACKAGING, { error: MOCKUP_MESSAGES.packaging }))),
    shape: z.enum(MOCKUP_SHAPES).default('auto'),
  })
  .refine((form) => (PRODUCT_SPECS[form.product].sizes as readonly string[]).includes(form.size), {
    path: ['size'],
    error: MOCKUP_MESSAGES.productSize,
  });
export type ArtworkMockupForm = z.infer<typeof artworkMockupFormSchema>;

/** A mockup drawn: the picture as a data: URL (PNG, 600 px square), or null with the message why not. */
export const artworkMockupSchema = z.object({
  image: z.string().nullable(),
  outline: z.enum(['round', 'custom', 'square', 'rectangle']).nullable(),
  message: z.string().nullable(),
});
export type ArtworkMockup = z.infer<typeof artworkMockupSchema>;

/** The owner's "Send the mockup as proof version 1": the answer of the proof upload it makes. */
export const mockupProofResponseSchema = z.object({ message: z.string(), version: z.number().int() });

/**
 * A quote request's mockup: its product, the preferred size when the product comes in it (else 1 inch, or a card's
 * first size), and the designer's first choices for what a quote does not ask (silver, no packaging); its outline
 * follows the logo.
 */
export function quoteMockupOptions(product: ProductKind, preferredSize: string | null) {
  const sizes: readonly ProductSize[] = PRODUCT_SPECS[product].sizes;
  const size = sizes.find((option) => option === preferredSize) ?? (sizes.includes('1inch') ? '1inch' : sizes[0]!);
  return { product, size, plating: 'silver', packaging: [] as string[], shape: 'auto' as const };
}
