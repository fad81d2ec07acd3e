import { z } from 'zod';
import { addDays } from '../dates';
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
  return z.object({
    customerName: z.string({ message: QUOTE_MESSAGES.name }).trim().min(1, QUOTE_MESSAGES.name).max(200),
    customerEmail: z.string({ message: QUOTE_MESSAGES.email }).trim().pipe(z.email(QUOTE_MESSAGES.email)),
    customerPhone: optionalText(50),
    companyName: optionalText(200),
    projectDescription: z
      .string({ message: QUOTE_MESSAGES.description })
      .trim()
      .min(10, QUOTE_MESSAGES.description)
      .max(5000),
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
  });
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
  quantity: z.number().int(),
  logoUrl: z.string().nullable(),
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
