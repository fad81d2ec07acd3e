/**
 * The admin's customers (GET /api/admin/customers, /api/admin/customers/{id}): one customer per e-mail address, the
 * marketing contacts being the identity (every order, deposit, registration, quote request, invoice, signup and
 * import records one), with what the shop knows of the person gathered by that address. Shared by the routes and the admin's pages.
 */
import { z } from 'zod';
import { nextCursorField, pageQueryFields } from '../cursor';
import { orderEmailBodySchema } from './admin';
import { CONTACT_SOURCES, SUPPRESSION_REASONS } from './campaigns';

export const CUSTOMER_MESSAGES = {
  notFound: 'Customer not found',
  emailQueued: 'Email queued.',
  excluded: 'Excluded from marketing e-mail.',
  alreadySuppressed: 'This address already gets no marketing e-mail.',
  noteSaved: 'Note saved.',
} as const;

/** yes / no: with or without; left out: either. */
const yesNo = z.enum(['yes', 'no']).optional();

export const CUSTOMER_PAGE_MAX = 100;

export const customerQuerySchema = z.object({
  /** Part of the name, e-mail address or company. */
  q: z.string().trim().max(200).optional(),
  /** Has at least one live order of either kind. */
  orders: yesNo,
  /** Gave marketing consent. */
  consent: yesNo,
  /** On the suppression list (no marketing e-mail whatever the consent). */
  suppressed: yesNo,
  cursor: pageQueryFields().cursor,
  limit: z.coerce.number().int().min(1).max(CUSTOMER_PAGE_MAX).default(25),
});
export type CustomerQuery = z.input<typeof customerQuerySchema>;

export const customerParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const customerRowSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string().nullable(),
  company: z.string().nullable(),
  /** Live orders of both kinds. */
  orderCount: z.number().int(),
  /** Captured money kept (refunds taken off), real payments only in a live shop. */
  lifetimeSpendCents: z.number().int(),
  marketingConsent: z.boolean(),
  suppressed: z.boolean(),
  hasAccount: z.boolean(),
  createdAt: z.string(),
});
export type CustomerRow = z.infer<typeof customerRowSchema>;

export const customerPageSchema = z.object({
  customers: z.array(customerRowSchema),
  /** Customers matching the search and filters (all pages). */
  total: z.number().int(),
  nextCursor: nextCursorField,
});
export type CustomerPage = z.infer<typeof customerPageSchema>;

export const customerOrderSchema = z.object({
  kind: z.enum(['custom', 'regular']),
  id: z.number().int(),
  /** C-1001 (catalogue) or W-1001 (custom). */
  number: z.string(),
  status: z.string(),
  totalCents: z.number().int(),
  createdAt: z.string(),
});

export const customerProfileSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string().nullable(),
  company: z.string().nullable(),
  phone: z.string().nullable(),
  /** Where the address first came from. */
  source: z.enum(CONTACT_SOURCES),
  createdAt: z.string(),
  /** The owner's own note: never shown to the customer. */
  internalNote: z.string().nullable(),
  account: z
    .object({ id: z.number().int(), username: z.string(), createdAt: z.string(), emailVerified: z.boolean() })
    .nullable(),
  consent: z.object({ at: z.string(), source: z.string() }).nullable(),
  /** The newsletter forms the address signed up through. */
  signups: z.array(z.object({ source: z.string(), at: z.string() })),
  suppression: z
    .object({ id: z.number().int(), reason: z.enum(SUPPRESSION_REASONS), note: z.string().nullable(), at: z.string() })
    .nullable(),
  lifetimeSpendCents: z.number().int(),
  /** The most the customer may owe on unpaid invoices before a NET 30 order waits; null: every one waits. */
  creditLimitCents: z.number().int().nullable(),
  orderCount: z.number().int(),
  orders: z.array(customerOrderSchema),
  quotes: z.array(
    z.object({
      id: z.number().int(),
      status: z.string(),
      quantity: z.number().int(),
      quotedAmountCents: z.number().int().nullable(),
      createdAt: z.string(),
    }),
  ),
  invoices: z.array(
    z.object({
      id: z.number().int(),
      invoiceNumber: z.string(),
      status: z.string(),
      totalCents: z.number().int(),
      dueDate: z.string(),
      createdAt: z.string(),
    }),
  ),
  savedDesigns: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      customOrderId: z.number().int().nullable(),
      updatedAt: z.string(),
    }),
  ),
});
export type CustomerProfile = z.infer<typeof customerProfileSchema>;

/** POST /api/admin/customers/{id}/email: a message to the customer through the outbox, kept in the audit log. */
export const customerEmailBodySchema = orderEmailBodySchema;

/** POST /api/admin/customers/{id}/exclude: onto the suppression list, with the owner's reason. */
export const customerExcludeBodySchema = z.object({ note: z.string().trim().max(500).optional() });

/** PUT /api/admin/customers/{id}/note: empty clears it. */
export const customerNoteBodySchema = z.object({ note: z.string().trim().max(5_000) });
