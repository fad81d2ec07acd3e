import { sql } from 'drizzle-orm';
import { CARRIERS } from '../../../core/carriers';
import { boolean, check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt, id, oneOf, timestamptz, updatedAt } from './columns';
import { manualInvoices } from './invoices';
import { payments } from './payments';

export const orderStatuses = [
  'pending',
  /** A NET 30 order placed without payment: waits until the owner issues its invoice (then 'processing'). */
  'awaiting_invoice',
  'processing',
  'shipped',
  'delivered',
  'cancelled',
  'refunded',
] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/** How an order is paid: by PayPal at checkout, or by a NET 30 invoice the owner issues from the order. */
export const orderPaymentMethods = ['paypal', 'invoice'] as const;
export type OrderPaymentMethod = (typeof orderPaymentMethods)[number];

/** The countries the shop ships to (ISO 3166-1 alpha-2). */
export const shippingCountries = ['US', 'CA'] as const;

/** One line of a regular order, frozen at purchase time (the product may change or disappear later). */
export interface OrderItem {
  productId: number;
  name: string;
  quantity: number;
  /** Unit price actually charged, after the wholesale tier (rounded to cents: the line is priceCents x quantity). */
  priceCents: number;
  /** The catalogue's unit price before the tier (absent on orders placed before it was recorded). */
  listPriceCents?: number;
}

/** One sales tax component an order was charged ("Sales tax" 7.25%: 7250 thousandths of a percent). */
export interface OrderTaxComponent {
  label: string;
  rateThousandths: number;
  taxCents: number;
}

/** A regular (catalogue) order; recorded only after PayPal reported the capture COMPLETED. */
export const orders = pgTable(
  'orders',
  {
    id: id(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    customerEmail: text('customer_email').notNull(),
    customerName: text('customer_name').notNull(),
    /** "street, city, state zip" as the checkout sends it. */
    shippingAddress: text('shipping_address'),
    /** US or CA (null on orders placed before the country was asked). */
    shippingCountry: text('shipping_country', { enum: shippingCountries }),
    /** The buyer's company (NET 30 invoice orders ask for it). */
    companyName: text('company_name'),
    /** The lines after tiers, before the code and shipping: subtotal - discount + shipping + tax = total. */
    subtotalCents: integer('subtotal_cents').notNull().default(0),
    shippingCents: integer('shipping_cents').notNull().default(0),
    /** Sales tax charged (core/tax.ts, from the ship-to's state or province when paid): part of the total. */
    taxCents: integer('tax_cents').notNull().default(0),
    /** The state's or province's two-letter code the tax was computed for (null before tax was asked). */
    taxRegion: text('tax_region'),
    /** The amount the rates were applied to (taxable lines after the code, plus shipping where it is taxed). */
    taxableCents: integer('taxable_cents').notNull().default(0),
    /** Each component charged: label, rate (thousandths of a percent), cents; empty when no tax. */
    taxComponents: jsonb('tax_components').$type<OrderTaxComponent[]>().notNull().default([]),
    /** Why no tax was charged although a rate was set (an approved exemption certificate). */
    taxExemptReason: text('tax_exempt_reason'),
    totalAmountCents: integer('total_amount_cents').notNull(),
    discountCode: text('discount_code'),
    discountAmountCents: integer('discount_amount_cents').notNull().default(0),
    /** The provider's id shown to staff (PayPal order id). */
    paymentIntentId: text('payment_intent_id'),
    /** One order per captured payment: a retried or doubled capture cannot make a second order. */
    paymentId: integer('payment_id')
      .unique('orders_payment_id_key')
      .references(() => payments.id, { onDelete: 'restrict' }),
    paymentMethod: text('payment_method', { enum: orderPaymentMethods }).notNull().default('paypal'),
    /** The NET 30 invoice the owner issued from this order. */
    manualInvoiceId: integer('manual_invoice_id').references(() => manualInvoices.id, { onDelete: 'set null' }),
    items: jsonb('items').$type<OrderItem[]>().notNull(),
    status: text('status', { enum: orderStatuses }).notNull().default('processing'),
    /** Paid through the PayPal stand-in (test mode): no money moved, never counted as revenue. */
    testMode: boolean('test_mode').notNull().default(false),
    /** The buyer's phone (asked by the owner's edit; the checkout does not ask for one). */
    customerPhone: text('customer_phone'),
    carrier: text('carrier', { enum: CARRIERS }),
    trackingNumber: text('tracking_number'),
    trackingUrl: text('tracking_url'),
    shippedAt: timestamptz('shipped_at'),
    deliveredAt: timestamptz('delivered_at'),
    /** The owner's own note on the order: never shown to the customer. */
    internalNote: text('internal_note'),
    /** Hash of the token in the signed order-status link. */
    accessTokenHash: text('access_token_hash'),
    /** Deleted by the admin: gone from every list, kept because money moved (payments point here). */
    archivedAt: timestamptz('archived_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('orders_status_check', oneOf(t.status, orderStatuses)),
    check('orders_carrier_check', oneOf(t.carrier, CARRIERS)),
    check('orders_total_amount_cents_check', sql`${t.totalAmountCents} >= 0`),
    check('orders_discount_amount_cents_check', sql`${t.discountAmountCents} >= 0`),
    check('orders_subtotal_shipping_cents_check', sql`${t.subtotalCents} >= 0 and ${t.shippingCents} >= 0`),
    check('orders_tax_cents_check', sql`${t.taxCents} >= 0`),
    check('orders_payment_method_check', oneOf(t.paymentMethod, orderPaymentMethods)),
    check('orders_shipping_country_check', oneOf(t.shippingCountry, shippingCountries)),
    index('orders_customer_email_lower_idx').on(sql`lower(${t.customerEmail})`),
    index('orders_user_id_idx').on(t.userId),
    index('orders_created_at_idx').on(t.createdAt),
    // The admin's order history: newest first, live orders only, a page at a time.
    index('orders_live_created_at_id_idx')
      .on(t.createdAt.desc(), t.id.desc())
      .where(sql`${t.archivedAt} is null`),
  ],
);

export type Order = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
