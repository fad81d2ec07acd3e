/**
 * The admin's API contracts (accounts-admin-spec sections 2, 5, 7, 8): shared by the server routes and the /admin
 * page, which parses every response with them.
 */
import { z } from 'zod';
import { nextCursorField, pageQueryFields, searchPageQuerySchema, searchQueryField } from '../cursor';
import { pinDesignSchema } from '../designs';
import { shipToDtoSchema } from './ship-to';
import { PIN_PACKAGING } from '../pricing/designer';
import { customOrderSchema, regularOrderSchema } from './orders';

export const ADMIN_MESSAGES = {
  statusUpdated: 'Status Updated - Order status has been updated successfully.',
  statusFailed: 'Failed to update order status.',
  customOrderDeleted: 'Order Deleted - Custom order has been deleted successfully.',
  orderDeleted: 'Order has been deleted successfully.',
  deleteFailed: 'Failed to delete order.',
  linkGenerated: 'Payment Link Generated - Balance payment link copied to clipboard!',
  linkFailed: 'Failed to generate payment link',
  trackingRequired: 'Tracking number is required.',
  trackingFailed: 'Failed to update tracking information.',
  quoteAmount: 'Invalid Amount - Please enter a valid quote amount.',
  quoteFailed: 'Failed to update quote request.',
  invoiceRequired: 'Please fill in all required fields.',
  invoiceFailed: 'Failed to send invoice.',
  invoiceDeleteFailed: 'Failed to delete invoice',
  noOrders: 'No orders yet',
  loadingOrders: 'Loading orders...',
} as const;

/** "Are you sure you want to delete order #{id}?" */
/** `number`: the order number (C-1001, W-1001). */
export const deleteOrderConfirmation = (number: string) => `Are you sure you want to delete order ${number}?`;

// ---------------------------------------------------------------------------------------------------------------
// Order history: GET /api/admin/orders (custom and regular together, newest first, a page at a time)

export const ADMIN_ORDER_KINDS = ['custom', 'regular'] as const;
export type AdminOrderKind = (typeof ADMIN_ORDER_KINDS)[number];

export const ADMIN_ORDER_SORTS = ['newest', 'approve_by'] as const;

export const REGULAR_ORDER_ADMIN_STATUSES = ['pending', 'processing', 'shipped', 'delivered'] as const;

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the date format YYYY-MM-DD');

export const adminOrderQuerySchema = z.object({
  /**
   * An order number ("12" or "#12"), a whole e-mail address (that address only), or part of the customer's name or
   * e-mail.
   */
  q: z.string().trim().max(200).optional(),
  kind: z.enum(['all', ...ADMIN_ORDER_KINDS]).default('all'),
  status: z.string().trim().max(40).optional(),
  /** Created on or after this day, on or before that day (UTC). */
  from: isoDay.optional(),
  to: isoDay.optional(),
  /** Opaque: the `nextCursor` of the previous page. */
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  /** newest: created first; approve_by: the soonest last day to approve a proof first, orders without one after. */
  sort: z.enum(ADMIN_ORDER_SORTS).default('newest'),
});
export type AdminOrderQuery = z.input<typeof adminOrderQuerySchema>;

export const adminCustomOrderSchema = customOrderSchema.extend({
  notes: z.string().nullable(),
  /** The owner's own note: never shown to the customer. */
  internalNote: z.string().nullable(),
  /** Made from an answered quote request. */
  quoteRequestId: z.number().int().nullable(),
});

export const adminRegularOrderSchema = regularOrderSchema.extend({
  customerPhone: z.string().nullable(),
  /** The owner's own note: never shown to the customer. */
  internalNote: z.string().nullable(),
});

export type AdminRegularOrderDto = z.infer<typeof adminRegularOrderSchema>;

export const adminOrderSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('custom'), order: adminCustomOrderSchema }),
  z.object({ kind: z.literal('regular'), order: adminRegularOrderSchema }),
]);
export type AdminOrder = z.infer<typeof adminOrderSchema>;

/**
 * A text search counts its matches up to this many: a common surname matches thousands of orders, and counting them
 * all (each row read again to check the text) cost more than the page itself. The page says "1,000+".
 */
export const ORDER_SEARCH_COUNT_CAP = 1000;

export const adminOrderPageSchema = z.object({
  orders: z.array(adminOrderSchema),
  /** Orders matching the filters (all pages); for a text search, counted up to ORDER_SEARCH_COUNT_CAP. */
  total: z.number().int(),
  /** True when a text search matched more than ORDER_SEARCH_COUNT_CAP orders: `total` is then that cap. */
  totalCapped: z.boolean(),
  nextCursor: z.string().nullable(),
});
export type AdminOrderPage = z.infer<typeof adminOrderPageSchema>;

/** PUT /api/orders/{id}/status (regular orders; custom orders use PATCH /api/custom-orders/{id}/status). */
export const regularOrderStatusBodySchema = z.object({ status: z.enum(REGULAR_ORDER_ADMIN_STATUSES) });

// PUT /api/orders/{id}/tracking and the ship dialog: core/schemas/shipping.ts.

/** POST /api/custom-orders/{id}/generate-balance-link: the new link (the previous one stops working). */
export const generatedBalanceLinkSchema = z.object({
  balancePaymentUrl: z.string(),
  expiresAt: z.string(),
});

/** POST /api/admin/orders/{kind}/{id}/email: a message to the customer, through the outbox, kept in the history. */
export const orderEmailBodySchema = z.object({
  subject: z.string().trim().min(1, 'Subject is required').max(200),
  text: z.string().trim().min(1, 'Message is required').max(10_000),
});

export const adminOrderParamsSchema = z.object({
  kind: z.enum(ADMIN_ORDER_KINDS),
  id: z.coerce.number().int().positive(),
});

// ---------------------------------------------------------------------------------------------------------------
// Audit: GET /api/admin/audit (also an object's history: ?entity=custom_orders&entityId=12)

export const auditRowSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actorUserId: z.number().int().nullable(),
  actorUsername: z.string().nullable(),
  action: z.string(),
  /** What happened in the owner's words ("Status: Deposit Paid → Approved", "Quoted $480.00"). */
  summary: z.string(),
  /** What it touched as the owner knows it ("order W-1001", "quote #12", 'discount code SPRING10'). */
  object: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  ip: z.string().nullable(),
});
export type AuditRowDto = z.infer<typeof auditRowSchema>;

/** A page of the log, newest first; `nextCursor` null on the last page. */
export const auditPageSchema = z.object({ entries: z.array(auditRowSchema), nextCursor: nextCursorField });

/** A day that exists (2025-02-30 does not). */
const calendarDay = isoDay.refine((day) => {
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day);
}, 'Use a real date (YYYY-MM-DD)');

/** The log's filters: who (a user id or a username), what (entity, entityId) and when (UTC days, inclusive). */
export const auditQuerySchema = z.object({
  ...pageQueryFields(),
  actor: z.string().trim().min(1).max(100).optional(),
  entity: z.string().max(60).optional(),
  entityId: z.string().max(60).optional(),
  from: calendarDay.optional(),
  to: calendarDay.optional(),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

/** GET /api/admin/audit/filters: the admins and the kinds of object the log has entries for. */
export const auditFiltersSchema = z.object({
  actors: z.array(z.object({ id: z.number().int(), username: z.string() })),
  entities: z.array(z.string()),
});
export type AuditFilters = z.infer<typeof auditFiltersSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Quote requests: GET /api/quote-requests, PATCH /api/quote-requests/{id}

export const adminQuoteRequestSchema = z.object({
  id: z.number().int(),
  customerName: z.string(),
  customerEmail: z.string(),
  customerPhone: z.string().nullable(),
  companyName: z.string().nullable(),
  /** Where the pins go, when the form gave it. */
  shipTo: shipToDtoSchema.nullable(),
  /** What the quote is for (core/pricing/price-table's PRODUCT_KINDS). */
  product: z.string(),
  projectDescription: z.string(),
  quantity: z.number().int(),
  logoFileName: z.string().nullable(),
  logoUrl: z.string().nullable(),
  /** The designs the customer listed with their artwork (decision 045); empty for one design, the logo. */
  designs: z.array(pinDesignSchema),
  preferredSize: z.string().nullable(),
  deadlineDate: z.string().nullable(),
  additionalNotes: z.string().nullable(),
  status: z.enum(['pending', 'quoted', 'approved', 'completed']),
  /** Integer cents. */
  quotedAmount: z.number().int().nullable(),
  quotedNotes: z.string().nullable(),
  quotedSize: z.string().nullable(),
  quotedPlating: z.string().nullable(),
  /** Comma-joined, as a custom order keeps it ("individual-bags,backing-cards"); null before a quote names any. */
  quotedPackaging: z.string().nullable(),
  quotedRush: z.boolean(),
  quotedAt: z.string().nullable(),
  /** The custom order its deposit made, once paid. */
  customOrderId: z.number().int().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminQuoteRequest = z.infer<typeof adminQuoteRequestSchema>;

/** A page of quote requests, newest first; `nextCursor` null on the last page. */
export const adminQuoteRequestPageSchema = z.object({
  quotes: z.array(adminQuoteRequestSchema),
  nextCursor: nextCursorField,
});
export const adminQuoteQuerySchema = z.object({
  status: adminQuoteRequestSchema.shape.status.optional(),
  ...searchPageQuerySchema.shape,
});

// ---------------------------------------------------------------------------------------------------------------
// Manual invoices: GET /api/manual-invoices, POST /api/send-invoice, DELETE /api/manual-invoices/{id}

export const INVOICE_DEFAULTS = {
  terms: 'Net 30',
  dueInDays: 30,
  note: 'Thank you for your business. Please make payment within 30 days.',
  listed: 10,
  refreshMs: 10_000,
} as const;

/** The invoices list: the latest first, `listed` to a page; `q`: the number, or part of the name, e-mail or company. */
export const adminInvoiceQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(INVOICE_DEFAULTS.listed),
  cursor: pageQueryFields().cursor,
  q: searchQueryField,
});
export type AdminInvoiceQuery = z.output<typeof adminInvoiceQuerySchema>;

export const adminInvoiceSchema = z.object({
  id: z.number().int(),
  invoiceNumber: z.string(),
  customerName: z.string(),
  customerEmail: z.string(),
  customerCompany: z.string().nullable(),
  customerAddress: z.string().nullable(),
  items: z.array(z.object({ description: z.string(), quantity: z.number().int(), unitPrice: z.number() })),
  subtotal: z.number(),
  tax: z.number(),
  total: z.number(),
  dueDate: z.string(),
  terms: z.string().nullable(),
  notes: z.string().nullable(),
  status: z.enum(['pending', 'paid']),
  sentAt: z.string().nullable(),
  paidAt: z.string().nullable(),
  /** PayPal's capture id of the payment that paid it. */
  captureId: z.string().nullable(),
  /** The signed pay link the customer was sent. */
  payUrl: z.string(),
  createdAt: z.string(),
});
export type AdminInvoice = z.infer<typeof adminInvoiceSchema>;

/** A page of invoices, newest first; `nextCursor` null on the last page. */
export const adminInvoicePageSchema = z.object({ invoices: z.array(adminInvoiceSchema), nextCursor: nextCursorField });

/** Dollars typed by the admin: above 0, at most two decimals (the server stores cents). */
const dollars = (message: string) =>
  z.coerce
    .number({ message })
    .positive(message)
    .max(1_000_000, message)
    .refine(
      (value) => Number.isInteger(Math.round(value * 100)) && Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
      message,
    );

/** PATCH /api/quote-requests/{id}: a quote (amount in cents, above 0) moves the request to quoted and e-mails it. */
export const quoteUpdateBodySchema = z.object({
  status: z.enum(['pending', 'quoted', 'approved', 'completed']).optional(),
  quotedAmount: z
    .number({ message: ADMIN_MESSAGES.quoteAmount })
    .int(ADMIN_MESSAGES.quoteAmount)
    .positive(ADMIN_MESSAGES.quoteAmount)
    .max(100_000_000, ADMIN_MESSAGES.quoteAmount)
    .optional(),
  quotedNotes: z.string().trim().max(5000).optional(),
  quotedSize: z.enum(['1inch', '1.5inch']).optional(),
  quotedPlating: z.string().trim().max(40).optional(),
  /** The designer's packaging options (just-pins is exclusive), priced as the designer prices them. */
  quotedPackaging: z.array(z.enum(PIN_PACKAGING)).min(1).max(PIN_PACKAGING.length).optional(),
  /** Rush delivery: the designer's flat rush fee is added to the quoted amount. */
  quotedRush: z.boolean().optional(),
});

/** POST /api/send-invoice: creates the invoice (INV- number from a sequence) and e-mails its pay link. */
export const invoiceBodySchema = z.object({
  customerName: z
    .string({ message: ADMIN_MESSAGES.invoiceRequired })
    .trim()
    .min(1, ADMIN_MESSAGES.invoiceRequired)
    .max(200),
  customerEmail: z
    .string({ message: ADMIN_MESSAGES.invoiceRequired })
    .trim()
    .pipe(z.email(ADMIN_MESSAGES.invoiceRequired)),
  customerCompany: z.string().trim().max(200).optional(),
  customerAddress: z.string().trim().max(1000).optional(),
  items: z
    .array(
      z.object({
        description: z
          .string({ message: ADMIN_MESSAGES.invoiceRequired })
          .trim()
          .min(1, ADMIN_MESSAGES.invoiceRequired)
          .max(500),
        quantity: z.coerce.number().int().min(1).max(1_000_000).default(1),
        /** Unit amount in dollars. */
        amount: dollars(ADMIN_MESSAGES.invoiceRequired),
      }),
      { message: ADMIN_MESSAGES.invoiceRequired },
    )
    .min(1, ADMIN_MESSAGES.invoiceRequired)
    .max(50),
  /** Dollars. */
  tax: z.coerce.number().min(0).max(1_000_000).default(0),
  /** YYYY-MM-DD; 30 days out when left empty. */
  dueDate: isoDay.optional(),
  terms: z.string().trim().max(200).optional(),
  notes: z.string().trim().max(5000).optional(),
});
export type InvoiceBody = z.input<typeof invoiceBodySchema>;
