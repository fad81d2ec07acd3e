import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { CARRIERS } from '../../../core/carriers';
import { PIN_PLATINGS } from '../../../core/pricing/designer';
import { PRODUCT_KINDS, PRODUCT_SIZES } from '../../../core/pricing/price-table';
import type { PinDesign } from '../../../core/designs';
import type { ShipTo } from '../../../core/schemas/ship-to';
import { users } from './accounts';
import type { OrderTaxComponent } from './orders';
import { quoteRequests } from './quotes';
import { createdAt, id, oneOf, timestamptz, updatedAt } from './columns';

export const customOrderStatuses = [
  'pending',
  'deposit_paid',
  'design_in_progress',
  'mockup_sent',
  'awaiting_approval',
  'approved',
  'balance_paid',
  'in_production',
  'shipped',
  'delivered',
  'cancelled',
] as const;
export type CustomOrderStatus = (typeof customOrderStatuses)[number];

/** Every product's sizes (the pins' and the backing cards'). */
export const pinSizes = PRODUCT_SIZES;
export type { PinSize, PinPlating } from '../../../core/pricing/designer';

export const pinPlatings = PIN_PLATINGS;

/** A design of the order (core/designs.ts): the customer's name, quantity and artwork, the studio's picture. */
export type { PinDesign } from '../../../core/designs';

export const customOrders = pgTable(
  'custom_orders',
  {
    id: id(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** What is made (core/pricing/price-table's PRODUCT_KINDS); orders before the other products are pins. */
    product: text('product', { enum: PRODUCT_KINDS }).notNull().default('pin'),
    quantity: integer('quantity').notNull(),
    size: text('size', { enum: pinSizes }).notNull().default('1inch'),
    plating: text('plating', { enum: pinPlatings }).notNull().default('silver'),
    /** Comma-joined packaging options, e.g. "individual-bags,backing-cards". */
    packaging: text('packaging').notNull().default('just-pins'),
    logoFileName: text('logo_file_name'),
    logoUrl: text('logo_url'),
    pinDesigns: jsonb('pin_designs').$type<PinDesign[]>().notNull().default([]),
    rushOrder: boolean('rush_order').notNull().default(false),
    rushOrderFeeCents: integer('rush_order_fee_cents').notNull().default(0),
    pricePerPinCents: integer('price_per_pin_cents').notNull(),
    totalPriceCents: integer('total_price_cents').notNull(),
    depositAmountCents: integer('deposit_amount_cents').notNull(),
    remainingBalanceCents: integer('remaining_balance_cents').notNull(),
    customerEmail: text('customer_email').notNull(),
    customerName: text('customer_name').notNull(),
    customerPhone: text('customer_phone'),
    notes: text('notes'),
    /** Provider ids of the deposit and balance payments (the payments rows link back by custom_order_id). */
    depositPaymentId: text('deposit_payment_id'),
    balancePaymentId: text('balance_payment_id'),
    /**
     * The /balance-payment/{token} link (modules/custom-orders/balance-links.ts): the token is an HMAC of the order
     * and this version, so only its SHA-256 hash is kept; a new link bumps the version and ends the old one.
     * Version 0: a random token carried over from before (it cannot be rebuilt, only checked).
     */
    balanceLinkVersion: integer('balance_link_version').notNull().default(1),
    balanceLinkTokenHash: text('balance_link_token_hash').unique('custom_orders_balance_link_token_hash_key'),
    balanceLinkExpiresAt: timestamptz('balance_link_expires_at'),
    /**
     * Sales tax on the whole order (core/tax.ts, from the ship-to's state or province when the deposit is paid):
     * not in total_price_cents, but in what is charged: deposit_amount_cents and remaining_balance_cents each carry
     * their share (decision 039), so deposit + remaining = total + tax.
     */
    taxCents: integer('tax_cents').notNull().default(0),
    /** The tax's share charged with the deposit (the owner's split); the balance carries tax_cents - this. */
    depositTaxCents: integer('deposit_tax_cents').notNull().default(0),
    /** The amount the rates were applied to, in cents. */
    taxableCents: integer('taxable_cents').notNull().default(0),
    /** The state's or province's code the tax was computed for (null: no ship-to when it was placed). */
    taxRegion: text('tax_region'),
    /** Each component charged: label, rate (thousandths of a percent), cents; empty when no tax. */
    taxComponents: jsonb('tax_components').$type<OrderTaxComponent[]>().notNull().default([]),
    /** Why no tax was charged although a rate was set (an approved exemption certificate). */
    taxExemptReason: text('tax_exempt_reason'),
    discountCode: text('discount_code'),
    discountAmountCents: integer('discount_amount_cents').notNull().default(0),
    status: text('status', { enum: customOrderStatuses }).notNull().default('pending'),
    /** The deposit was paid through the PayPal stand-in (test mode): no money moved, never counted as revenue. */
    testMode: boolean('test_mode').notNull().default(false),
    accessTokenHash: text('access_token_hash'),
    /** The event the pins are for (YYYY-MM-DD, optional): the last day to approve the proof is counted back from it. */
    eventDate: date('event_date', { mode: 'string' }),
    /** The quote request this order was made from (its deposit paid the quoted amount's 10%). */
    quoteRequestId: integer('quote_request_id')
      .unique('custom_orders_quote_request_id_key')
      .references(() => quoteRequests.id, { onDelete: 'set null' }),
    /** Where the pins go (core/schemas/ship-to.ts); asked before the deposit, editable until the order ships. */
    shipTo: jsonb('ship_to').$type<ShipTo>(),
    /** Set by the ship dialog: the carrier, its tracking number and page. */
    carrier: text('carrier', { enum: CARRIERS }),
    trackingNumber: text('tracking_number'),
    trackingUrl: text('tracking_url'),
    shippedAt: timestamptz('shipped_at'),
    deliveredAt: timestamptz('delivered_at'),
    /** The owner's own note on the order: never shown to the customer. */
    internalNote: text('internal_note'),
    /** Cancelled by the owner (status cancelled), with the reason the customer is told. */
    cancelledAt: timestamptz('cancelled_at'),
    cancelReason: text('cancel_reason'),
    /** Deleted by the admin: gone from every list; an order with a payment is only ever archived. */
    archivedAt: timestamptz('archived_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('custom_orders_status_check', oneOf(t.status, customOrderStatuses)),
    check('custom_orders_carrier_check', oneOf(t.carrier, CARRIERS)),
    check('custom_orders_size_check', oneOf(t.size, pinSizes)),
    check('custom_orders_product_check', oneOf(t.product, PRODUCT_KINDS)),
    check('custom_orders_plating_check', oneOf(t.plating, pinPlatings)),
    check('custom_orders_quantity_check', sql`${t.quantity} >= 1`),
    check(
      'custom_orders_amounts_check',
      sql`${t.rushOrderFeeCents} >= 0 and ${t.pricePerPinCents} >= 0 and ${t.totalPriceCents} >= 0 and ${t.depositAmountCents} >= 0 and ${t.remainingBalanceCents} >= 0 and ${t.discountAmountCents} >= 0`,
    ),
    check(
      'custom_orders_tax_check',
      sql`${t.taxCents} >= 0 and ${t.depositTaxCents} >= 0 and ${t.depositTaxCents} <= ${t.taxCents} and ${t.taxableCents} >= 0`,
    ),
    index('custom_orders_customer_email_lower_idx').on(sql`lower(${t.customerEmail})`),
    index('custom_orders_user_id_idx').on(t.userId),
    index('custom_orders_created_at_idx').on(t.createdAt),
    index('custom_orders_live_created_at_id_idx')
      .on(t.createdAt.desc(), t.id.desc())
      .where(sql`${t.archivedAt} is null`),
  ],
);

export type CustomOrder = typeof customOrders.$inferSelect;
export type NewCustomOrder = typeof customOrders.$inferInsert;

/**
 * A designer order as prepare priced it, kept so the deposit is charged from the server's own numbers: the
 * checkout page carries the order in its URL for display and refers to this row by a signed id.
 */
export const preparedCustomOrders = pgTable(
  'prepared_custom_orders',
  {
    id: id(),
    /** Options, customer, design file and the server's prices in cents (parsed with zod when read back). */
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('prepared_custom_orders_expires_at_idx').on(t.expiresAt)],
);

export type PreparedCustomOrderRow = typeof preparedCustomOrders.$inferSelect;

/**
 * A signed-in customer's design library: the designer's options and artwork, kept to start a new order from
 * (saved from the designer or from a past custom order's Reorder). Priced again whenever it is used.
 */
export const savedDesigns = pgTable(
  'saved_designs',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Quantity, size, plating, packaging, rush (parsed with core's saved-design schema when read back). */
    options: jsonb('options').$type<Record<string, unknown>>().notNull(),
    logoUrl: text('logo_url'),
    logoFileName: text('logo_file_name'),
    /** The custom order the design came from, if any. */
    customOrderId: integer('custom_order_id').references(() => customOrders.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('saved_designs_name_check', sql`length(${t.name}) between 1 and 120`),
    index('saved_designs_user_id_updated_at_idx').on(t.userId, t.updatedAt.desc()),
  ],
);

export type SavedDesign = typeof savedDesigns.$inferSelect;
export type NewSavedDesign = typeof savedDesigns.$inferInsert;
