import { z } from 'zod';
import { nextCursorField, pageQueryFields } from '../cursor';
import { addDays } from '../dates';
import {
  DESIGN_MESSAGES,
  designFileField,
  designsTotal,
  orderDesignsSchema,
  pinDesignSchema,
  type OrderDesign,
} from '../designs';
import { PRODUCT_KINDS } from '../pricing/price-table';
import { shipToSchema } from './ship-to';

import { PREFERRED_SIZES, QUOTE_DEFAULT_QUANTITY, QUOTE_MIN_LEAD_DAYS } from './quote-rules';

export { PREFERRED_SIZES, QUOTE_DEFAULT_QUANTITY, QUOTE_MIN_LEAD_DAYS };

export const QUOTE_MESSAGES = {
  name: 'Name is required',
  email: 'Valid email is required',
  description: 'Please provide more details about your project',
  quantity: 'Quantity must be at least 1',
  deadline: 'Deadline must be at least 3 weeks from today to allow for production time',
} as const;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((value) => (value ? value : undefined));

/**
 * The quote request form (shopper-spec section 5). `today` is the first allowed day minus the lead time:
 * the page passes the visitor's local date; the server passes yesterday (UTC) so no time zone is refused.
 */
export function quoteRequestSchema(today: string) {
  const earliest = addDays(today, QUOTE_MIN_LEAD_DAYS);
  return z
    .object({
      customerName: z.string({ message: QUOTE_MESSAGES.name }).trim().min(1, QUOTE_MESSAGES.name).max(200),
      customerEmail: z.string({ message: QUOTE_MESSAGES.email }).trim().pipe(z.email(QUOTE_MESSAGES.email)),
      customerPhone: optionalText(50),
      companyName: optionalText(200),
      projectDescription: z
        .string({ message: QUOTE_MESSAGES.description })
        .trim()
        .min(10, QUOTE_MESSAGES.description)
        .max(5000),
      /** What the quote is for: pins unless the form says otherwise. */
      product: z.enum(PRODUCT_KINDS, { message: 'Choose a product' }).default('pin'),
      quantity: z.coerce
        .number({ message: QUOTE_MESSAGES.quantity })
        .int(QUOTE_MESSAGES.quantity)
        .min(1, QUOTE_MESSAGES.quantity)
        .max(1_000_000),
      preferredSize: z.enum(PREFERRED_SIZES).optional(),
      deadlineDate: z
        .string()
        .trim()
        .optional()
        .transform((value) => (value ? value : undefined))
        .refine((value) => value === undefined || /^\d{4}-\d{2}-\d{2}$/.test(value), 'Use the date format YYYY-MM-DD')
        .refine((value) => value === undefined || value >= earliest, QUOTE_MESSAGES.deadline),
      additionalNotes: optionalText(5000),
      /**
       * Where the pins go (optional here: the deposit page asks when it is missing). A multipart form sends it as
       * JSON text; an address left wholly empty is no address.
       */
      shipTo: z.preprocess(optionalShipTo, shipToSchema.optional()),
      /**
       * Several designs (decision 045), as JSON text in the multipart form: each with its name and quantity (its artwork
       * is the file `logo`, `logo2`...). When given, the request's quantity is their sum.
       */
      designs: z.preprocess(jsonText, orderDesignsSchema.optional()),
    })
    .superRefine((input, context) => {
      if (input.designs && designsTotal(input.designs) !== input.quantity) {
        context.addIssue({ code: 'custom', path: ['quantity'], message: DESIGN_MESSAGES.total });
      }
    });
}

/** A JSON text field (multipart) read as its value; empty is absent, text that is not JSON is left for zod to refuse. */
function jsonText(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  if (!value.trim()) return undefined;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}

/**
 * The file fields a request with `designs` lacks, as issues on each design's `artwork` (each design needs its
 * artwork); none without designs (the one logo stays optional).
 */
export function missingDesignFiles(
  designs: readonly OrderDesign[] | undefined,
  hasFile: (field: string) => boolean,
): Array<{ path: (string | number)[]; message: string }> {
  return (designs ?? []).flatMap((_design, index) =>
    hasFile(designFileField(index + 1))
      ? []
      : [{ path: ['designs', index, 'artwork'], message: DESIGN_MESSAGES.artwork }],
  );
}

function optionalShipTo(value: unknown): unknown {
  let parsed = value;
  if (typeof value === 'string') {
    try {
      parsed = value.trim() ? JSON.parse(value) : undefined;
    } catch {
      return value; // not an object: the schema says so
    }
  }
  if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
    const given = Object.entries(parsed).filter(([key]) => key !== 'country');
    if (given.every(([, field]) => typeof field !== 'string' || !field.trim())) return undefined;
  }
  return parsed ?? undefined;
}

export type QuoteRequestInput = z.infer<ReturnType<typeof quoteRequestSchema>>;

export const quoteRequestResponseSchema = z.object({
  id: z.number().int(),
  status: z.string(),
  customerName: z.string(),
  customerEmail: z.string(),
  product: z.enum(PRODUCT_KINDS),
  quantity: z.number().int(),
  logoUrl: z.string().nullable(),
  /** The designs with their artwork (decision 045); empty for a request of one design (the logo). */
  designs: z.array(pinDesignSchema),
  createdAt: z.string(),
});

/** The quote request statuses (accounts-admin-spec section 8), in the order a request moves through them. */
export const QUOTE_REQUEST_STATUSES = ['pending', 'quoted', 'approved', 'completed'] as const;
export type QuoteRequestStatus = (typeof QUOTE_REQUEST_STATUSES)[number];

/** GET /api/quote-requests/mine: one of the signed-in customer's own quote requests, as /track-order lists it. */
export const customerQuoteRequestSchema = z.object({
  id: z.number().int(),
  status: z.enum(QUOTE_REQUEST_STATUSES),
  quantity: z.number().int(),
  projectDescription: z.string(),
  preferredSize: z.string().nullable(),
  deadlineDate: z.string().nullable(),
  /** The quoted price in cents, once quoted. */
  quotedAmount: z.number().int().nullable(),
  quotedNotes: z.string().nullable(),
  /** The custom order its deposit made (W-1001), once accepted. */
  orderNumber: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export type CustomerQuoteRequest = z.infer<typeof customerQuoteRequestSchema>;

/** GET /api/quote-requests/mine: newest first, a page at a time (core/cursor.ts). */
export const customerQuoteRequestQuerySchema = z.object(pageQueryFields(25));
export const customerQuoteRequestPageSchema = z.object({
  quotes: z.array(customerQuoteRequestSchema),
  nextCursor: nextCursorField,
});
export type CustomerQuoteRequestPage = z.infer<typeof customerQuoteRequestPageSchema>;
