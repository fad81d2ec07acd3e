/**
 * Sales tax as the admin sets it and the customer files certificates: the rates per state and province
 * (/api/admin/tax/rates), what is not taxable (/api/admin/tax/items), and exemption certificates
 * (/api/account/tax-certificates for the customer, /api/admin/tax/certificates for the owner).
 */
import { z } from 'zod';
import { ADDRESS_MESSAGES, regionCode, SHIPPING_COUNTRIES } from '../addresses';
import { nextCursorField, pageQueryFields, searchQueryField } from '../cursor';
import { MAX_TAX_RATE_THOUSANDTHS } from '../tax';
import { TAX_SPLITS } from '../tax-split';

export const TAX_MESSAGES = {
  rateRange: 'Enter a rate from 0% to 20%',
  rateNumber: 'Enter the rate as a number, like 7.25',
  ratePrecision: 'At most three decimals, like 8.875',
  label: 'Name the tax, like Sales tax, GST or PST',
  tooManyParts: 'At most three parts (GST, PST, HST)',
  country: 'Choose the United States or Canada',
  state: 'Choose the state or province the certificate is for',
  number: 'Enter the certificate number',
  expiry: 'Enter the date the certificate expires',
  expiryPast: 'This certificate has already expired: upload a current one',
  kind: 'Choose resale or exemption certificate',
  file: 'Upload the certificate as a PDF, PNG or JPG file.',
  reason: 'Say why the certificate is rejected',
  notFound: 'Certificate not found',
  alreadyReviewed: 'This certificate was already reviewed',
  saved: 'Tax rate saved',
} as const;

export const countrySchema = z.enum(SHIPPING_COUNTRIES, { error: TAX_MESSAGES.country });

const ratePercent = z
  .number({ error: TAX_MESSAGES.rateNumber })
  .min(0, TAX_MESSAGES.rateRange)
  .max(MAX_TAX_RATE_THOUSANDTHS / 1000, TAX_MESSAGES.rateRange)
  .refine((value) => Math.abs(value * 1000 - Math.round(value * 1000)) < 1e-6, TAX_MESSAGES.ratePrecision);

export const taxComponentInputSchema = z.object({
  label: z.string({ error: TAX_MESSAGES.label }).trim().min(1, TAX_MESSAGES.label).max(30, TAX_MESSAGES.label),
  ratePercent,
});

/** A state's or province's rates from now on; no parts removes the rate. */
export const taxRateBodySchema = z.object({
  components: z.array(taxComponentInputSchema).max(3, TAX_MESSAGES.tooManyParts),
  taxShipping: z.boolean().default(false),
});
export type TaxRateBody = z.infer<typeof taxRateBodySchema>;

/** The state or province in the path: its two-letter code, of that country. */
export const taxRegionParamsSchema = z
  .object({ country: z.string().trim().toUpperCase().pipe(countrySchema), region: z.string().trim().toUpperCase() })
  .superRefine((value, ctx) => {
    if (regionCode(value.country, value.region) !== value.region) {
      ctx.addIssue({ code: 'custom', path: ['region'], message: ADDRESS_MESSAGES.region[value.country] });
    }
  });

export const taxComponentSchema = z.object({ label: z.string(), ratePercent: z.number(), rateText: z.string() });

export const taxRateSchema = z.object({
  country: countrySchema,
  region: z.string(),
  regionName: z.string(),
  components: z.array(taxComponentSchema),
  taxShipping: z.boolean(),
  /** ISO time from which it applies (orders placed from then on). */
  effectiveFrom: z.string(),
});
export type TaxRateDto = z.infer<typeof taxRateSchema>;

export const taxRatesSchema = z.object({
  /** The rates in force now, one per state or province that has one. */
  current: z.array(taxRateSchema),
});

/** One change of a rate (a removed rate has no components), with its id for the page's cursor. */
export const taxRateChangeSchema = taxRateSchema.extend({ id: z.number().int() });
/** GET /api/admin/tax/rates/history: every change, newest first, a page at a time (core/cursor.ts). */
export const taxRateHistoryQuerySchema = z.object(pageQueryFields(25));
export const taxRateHistoryPageSchema = z.object({
  changes: z.array(taxRateChangeSchema),
  nextCursor: nextCursorField,
});

export const CUSTOM_ORDER_TAX_KINDS = ['designed', 'quoted'] as const;
export type CustomOrderTaxKind = (typeof CUSTOM_ORDER_TAX_KINDS)[number];
export const CUSTOM_ORDER_TAX_KIND_LABELS: Record<CustomOrderTaxKind, string> = {
  designed: 'Custom pins designed on the site',
  quoted: 'Custom pins from a quote',
};

export const taxItemsSchema = z.object({
  products: z.array(z.object({ id: z.number(), name: z.string(), taxable: z.boolean() })),
  customOrderKinds: z.array(
    z.object({ kind: z.enum(CUSTOM_ORDER_TAX_KINDS), label: z.string(), taxable: z.boolean() }),
  ),
});

export const taxItemBodySchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('product'), productId: z.number().int().positive(), taxable: z.boolean() }),
  z.object({ kind: z.literal('custom-order'), customOrderKind: z.enum(CUSTOM_ORDER_TAX_KINDS), taxable: z.boolean() }),
]);
export type TaxItemBody = z.infer<typeof taxItemBodySchema>;

export const TAX_CERTIFICATE_KINDS = ['resale', 'exemption'] as const;
export const TAX_CERTIFICATE_KIND_LABELS = {
  resale: 'Resale certificate',
  exemption: 'Exemption certificate',
} as const;
export const TAX_CERTIFICATE_STATUS_LABELS = {
  pending: 'Waiting for review',
  approved: 'Approved',
  rejected: 'Rejected',
  expired: 'Expired',
} as const;

/** The upload form's fields (multipart, with the file as `certificate`). */
export const taxCertificateFieldsSchema = z
  .object({
    kind: z.enum(TAX_CERTIFICATE_KINDS, { error: TAX_MESSAGES.kind }),
    country: countrySchema.default('US'),
    region: z.string({ error: TAX_MESSAGES.state }).trim().min(1, TAX_MESSAGES.state),
    number: z.string({ error: TAX_MESSAGES.number }).trim().min(1, TAX_MESSAGES.number).max(60, TAX_MESSAGES.number),
    expiresOn: z.iso.date({ error: TAX_MESSAGES.expiry }),
  })
  .transform((value, ctx) => {
    const region = regionCode(value.country, value.region);
    if (!region) {
      ctx.addIssue({ code: 'custom', path: ['region'], message: TAX_MESSAGES.state });
      return z.NEVER;
    }
    return { ...value, region };
  });
export type TaxCertificateFields = z.infer<typeof taxCertificateFieldsSchema>;

export const taxCertificateSchema = z.object({
  id: z.number(),
  kind: z.enum(TAX_CERTIFICATE_KINDS),
  country: countrySchema,
  region: z.string(),
  regionName: z.string(),
  number: z.string(),
  expiresOn: z.string(),
  /** pending, approved, rejected, or expired (approved once, past its date). */
  state: z.enum(['pending', 'approved', 'rejected', 'expired']),
  stateText: z.string(),
  reviewReason: z.string().nullable(),
  fileName: z.string(),
  fileUrl: z.string(),
  createdAt: z.string(),
});
export type TaxCertificateDto = z.infer<typeof taxCertificateSchema>;

export const adminTaxCertificateSchema = taxCertificateSchema.extend({
  customerEmail: z.string(),
  customerName: z.string(),
});

/** The customer's own certificates, newest first, a page at a time (core/cursor.ts). */
export const myTaxCertificateQuerySchema = z.object(pageQueryFields(25));
export const myTaxCertificatePageSchema = z.object({
  certificates: z.array(taxCertificateSchema),
  nextCursor: nextCursorField,
});
export type MyTaxCertificatePage = z.infer<typeof myTaxCertificatePageSchema>;

/** The owner's list: newest first, a page at a time; `status` as stored, `q`: number, customer's name or e-mail. */
export const adminTaxCertificateQuerySchema = z.object({
  ...pageQueryFields(25),
  status: z.enum(['pending', 'approved', 'rejected']).optional(),
  q: searchQueryField,
});
export type AdminTaxCertificateQuery = z.output<typeof adminTaxCertificateQuerySchema>;
export const adminTaxCertificatePageSchema = z.object({
  certificates: z.array(adminTaxCertificateSchema),
  nextCursor: nextCursorField,
});

export const taxCertificateReviewSchema = z
  .object({
    decision: z.enum(['approve', 'reject']),
    reason: z.string().trim().max(500).default(''),
  })
  .refine((value) => value.decision === 'approve' || value.reason !== '', {
    path: ['reason'],
    message: TAX_MESSAGES.reason,
  });
export type TaxCertificateReview = z.infer<typeof taxCertificateReviewSchema>;

/** How a custom order's tax is split between deposit and balance (core/tax-split.ts): the owner's setting. */
export const taxSplitSettingSchema = z.object({ split: z.enum(TAX_SPLITS) });
export type TaxSplitSetting = z.infer<typeof taxSplitSettingSchema>;
export const taxSplitSchema = z.object({
  split: z.enum(TAX_SPLITS),
  /** The choices, as the owner reads them. */
  choices: z.array(z.object({ split: z.enum(TAX_SPLITS), label: z.string() })),
});

const taxCents = z.number().int().min(0);

/** A custom order's sales tax as computed when its deposit is asked for (kept with the payment, then the order). */
export const customOrderTaxSchema = z.object({
  totalCents: taxCents,
  /** The share charged with the deposit; the rest is on the balance. */
  depositTaxCents: taxCents,
  taxableCents: taxCents,
  /** The ship-to's state or province code. */
  region: z.string(),
  components: z.array(z.object({ label: z.string(), rateThousandths: taxCents, taxCents })),
  exemptReason: z.string().nullable(),
});
export type CustomOrderTax = z.infer<typeof customOrderTaxSchema>;

/**
 * A custom order's sales tax as its pages show it: on the whole order, split between the deposit and the balance
 * (both of which already include their share), or why none was charged.
 */
export const customOrderTaxDtoSchema = z.object({
  /** "Sales tax (CA 7.25%)", "Sales tax (exempt)". */
  label: z.string(),
  amount: z.number(),
  depositTax: z.number(),
  balanceTax: z.number(),
  /** The order's total with its tax: what the deposit and the balance add up to. */
  totalWithTax: z.number(),
  exemptReason: z.string().nullable(),
});
