/**
 * Custom (designer) orders: prepare prices the designer's order once and keeps it; the deposit's capture creates
 * the order; the balance link pays the rest; the owner, a status link or an admin reads it. The only writer of
 * custom_orders and prepared_custom_orders.
 */
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { AppError } from '../../../core/errors';
import type { PricesInEffect } from '../../../core/pricing/price-table';
import type { CustomOrderData, PreparedCustomOrder } from '../../../core/schemas/custom-orders';
import { pageOf, readCursor, type PageQuery } from '../../../core/cursor';
import type { CustomOrderDto, CustomOrderPage } from '../../../core/schemas/orders';
import type { ShopIdentity } from '../../config';
import { queryRows, type Database, type Tx } from '../../db/client';
import { afterTimeCursor, cursorTime, newestFirst } from '../../db/keyset';
import { customOrders, type CustomOrder } from '../../db/schema';
import type { CurrentUser } from '../../current-user';
import type { DiscountService } from '../discounts';
import type { OwnerNotices } from '../notifications';
import { recordCustomerContact } from '../marketing';
import { markAccepted } from '../quotes';
import { orderAccessToken, orderStatusPath, tokenHash } from '../../order-links';
import type { IncomingFile, UploadService } from '../uploads';
import { BALANCE_LINK_TTL_MS, balanceLinkColumns } from './balance-links';
import { createBalanceLinkService, ORDER_NOT_FOUND as NOT_FOUND } from './balance-links.service';
import { createCustomOrderAdmin } from './custom-order-admin';
import { createCustomOrderDetails } from './order-details';
import { createCustomOrderShipping } from './custom-order-shipping';
import { createCustomOrderCancel } from './custom-order-cancel';
import { toCustomOrderDto } from './custom-orders.dto';
import { createPreparedOrders, type PreparedOrder } from './prepared-orders';
import { taxColumns } from './custom-order-tax-columns';
import { createProofService } from './proofs.service';
import { isTrustedAdmin } from '../../../core/trusted-admin';

import { PRICE_MISMATCH } from './designer-pricing';
import { prepareCustomOrder } from './custom-order-prepare';

export { PRICE_MISMATCH };

export interface CustomOrderServiceDeps {
  db: Database;
  uploads: UploadService;
  discounts: DiscountService;
  /** Signs prepared-order ids, status links and balance links (the shop's session secret). */
  linkSecret: string;
  /** For the e-mail that carries a new balance link. */
  shop: ShopIdentity;
  publicUrl: string;
  /** How long a balance link works after it is issued (30 days unless a test says otherwise). */
  balanceLinkTtlMs?: number;
  /** The owner's notices of the customer's answers to a proof. */
  notices: OwnerNotices;
  /** The owner's price table in effect (modules/pricing): the designer's orders are priced with it. */
  prices: () => Promise<PricesInEffect>;
  now?: () => Date;
}

export function createCustomOrderService(deps: CustomOrderServiceDeps) {
  const { db, uploads, discounts, linkSecret } = deps;
  const now = deps.now ?? (() => new Date());
  const balanceLinkTtlMs = deps.balanceLinkTtlMs ?? BALANCE_LINK_TTL_MS;
  const prepared = createPreparedOrders({ db, secret: linkSecret, now });
  /**
   * A customer's own orders: placed while signed in, or as a guest with the account's e-mail once the account has
   * proved that address (anyone can register with someone else's address).
   */
  const own = (user: CurrentUser) =>
    user.emailVerified
      ? or(eq(customOrders.userId, user.id), eq(sql`lower(${customOrders.customerEmail})`, user.email.toLowerCase()))
      : eq(customOrders.userId, user.id);
  const balanceLinks = createBalanceLinkService({
    db,
    linkSecret,
    shop: deps.shop,
    publicUrl: deps.publicUrl,
    ttlMs: balanceLinkTtlMs,
    now,
    own,
  });
  const admin = createCustomOrderAdmin({ db, now, balanceLinks });
  const shipping = createCustomOrderShipping({ db, linkSecret, shop: deps.shop, publicUrl: deps.publicUrl, now });
  const proofs = createProofService({
    db,
    uploads,
    balanceLinks,
    linkSecret,
    shop: deps.shop,
    publicUrl: deps.publicUrl,
    notices: deps.notices,
    now,
  });

  return {
    /** The order's own page by its signed link (`/orders/{id}?token=`), for a guest who has no account. */
    statusPath: (id: number) => orderStatusPath(linkSecret, 'custom', id),

    /** Checks and reprices the designer's order, keeps each design's artwork, stores the priced order. */
    prepare: (data: CustomOrderData, files: Partial<Record<string, IncomingFile>>): Promise<PreparedCustomOrder> =>
      prepareCustomOrder({ db, uploads, discounts, prices: deps.prices, prepared }, data, files),

    /** The order prepare stored under a signed id (a deposit pays for it). */
    preparedOrder: (signedId: string): Promise<PreparedOrder> => prepared.find(signedId),

    /** The deposit was captured: the order exists from now on, in the payment's transaction. */
    /** A custom order id taken when its deposit payment is made (its number is PayPal's invoice_id). */
    async reserveId(tx: Tx): Promise<number> {
      const [row] = await queryRows<{ id: number }>(
        tx,
        sql`select nextval(pg_get_serial_sequence('custom_orders', 'id'))::int as id`,
      );
      return row!.id;
    },

    async createFromDeposit(
      tx: Tx,
      input: {
        /** The id reserved with the payment (`reserveId`); the column is GENERATED ALWAYS, so it is written as given. */
        id?: number;
        order: PreparedOrder;
        userId: number | null;
        depositPaymentId: string | null;
        discountCode: string | null;
        testMode: boolean;
      },
    ): Promise<{ order: CustomOrder; accessToken: string }> {
      const { order: data } = input;
      let eventDate = data.eventDate ?? null;
      if (data.quoteRequestId !== undefined) {
        // A quote's deposit accepts the quote, and its link has done its work: it cannot pay a second time.
        const quote = await markAccepted(tx, data.quoteRequestId, data.id);
        eventDate = quote.deadlineDate ?? eventDate;
        await prepared.remove(tx, data.id);
      }
      const insert = tx.insert(customOrders);
      const [created] = await (input.id === undefined ? insert : insert.overridingSystemValue())
        .values({
          ...(input.id === undefined ? {} : { id: input.id }),
          userId: input.userId,
          product: data.product ?? 'pin',
          quantity: data.quantity,
          size: data.size,
          plating: data.plating,
          packaging: data.packaging.join(','),
          // A quote request may come without a logo.
          logoFileName: data.logoFileName || null,
          logoUrl: data.logoUrl || null,
          // Several designs (decision 045); one design keeps the list empty, its artwork is the order's logo.
          pinDesigns: data.designs ?? [],
          rushOrder: data.rushOrder,
          rushOrderFeeCents: data.cents.rushFee,
          pricePerPinCents: data.cents.pricePerPin,
          totalPriceCents: data.cents.total,
          depositAmountCents: data.cents.deposit,
          remainingBalanceCents: data.cents.remaining,
          customerEmail: data.customerEmail,
          customerName: data.customerName,
          customerPhone: data.customerPhone ?? null,
          shipTo: data.shipTo ?? null,
          depositPaymentId: input.depositPaymentId,
          discountCode: input.discountCode,
          discountAmountCents: data.cents.discount,
          ...taxColumns(data.tax),
          status: 'deposit_paid',
          testMode: input.testMode,
          quoteRequestId: data.quoteRequestId ?? null,
          eventDate,
        })
        .returning();
      await recordCustomerContact(tx, { email: data.customerEmail, name: data.customerName, source: 'order' });
      const accessToken = orderAccessToken(linkSecret, 'custom', created!.id);
      const [order] = await tx
        .update(customOrders)
        // The first balance link; the admin issues a fresh one when the design is approved. Paid in full: none.
        .set({
          accessTokenHash: tokenHash(accessToken),
          ...(data.cents.remaining > 0 ? balanceLinkColumns(linkSecret, created!.id, 1, now(), balanceLinkTtlMs) : {}),
        })
        .where(eq(customOrders.id, created!.id))
        .returning();
      return { order: order!, accessToken };
    },

    /**
     * The balance was captured: once only (a second capture of a paid balance is a conflict, refunded), and never for
     * an order the owner cancelled (a balance payment started before the cancellation is refunded).
     */
    async markBalancePaid(tx: Tx, id: number, balancePaymentId: string | null): Promise<CustomOrder> {
      const [order] = await tx
        .update(customOrders)
        .set({ status: 'balance_paid', balancePaymentId, updatedAt: now() })
        .where(
          and(
            eq(customOrders.id, id),
            sql`${customOrders.balancePaymentId} is null`,
            sql`${customOrders.status} <> 'cancelled'`,
          ),
        )
        .returning();
      if (!order) {
        const [current] = await tx
          .select({ status: customOrders.status })
          .from(customOrders)
          .where(eq(customOrders.id, id));
        const cancelled = current?.status === 'cancelled';
        throw new AppError(
          'conflict',
          cancelled ? 'This order has been cancelled' : 'This balance has already been paid',
        );
      }
      return order;
    },

    /** A payment of the order was refunded or reversed at PayPal: the deposit ends the order, the balance is due again. */
    async undoPayment(tx: Tx, id: number, which: 'deposit' | 'balance'): Promise<CustomOrder | null> {
      const [order] = await tx
        .update(customOrders)
        .set(
          which === 'deposit'
            ? { status: 'cancelled', updatedAt: now() }
            : { status: 'approved', balancePaymentId: null, updatedAt: now() },
        )
        .where(eq(customOrders.id, id))
        .returning();
      return order ?? null;
    },

    /** The order behind a live balance payment link; an expired or replaced link is as unknown as a made-up one. */
    byBalanceToken: balanceLinks.byToken,
    /** What the balance link's page shows (the approved proof as the design, or the proof to approve first). */
    balanceRecord: balanceLinks.record,
    /** A new balance link (admin, approved or mockup_sent orders): ends the previous one; audited and e-mailed. */
    generateBalanceLink: balanceLinks.generate,
    /** Where the owner's "Pay Balance Now" leads (the live link, or the page that says to ask for a new one). */
    balanceLinkPath: balanceLinks.pathFor,

    /** The signed-in customer's orders (every order for an admin), newest first, a page at a time; not deleted ones. */
    async listFor(user: CurrentUser, query: PageQuery): Promise<CustomOrderPage> {
      const found = await db
        .select({ order: customOrders, at: cursorTime(customOrders.createdAt) })
        .from(customOrders)
        .where(
          and(
            isNull(customOrders.archivedAt),
            isTrustedAdmin(user) ? undefined : own(user),
            afterTimeCursor(customOrders.createdAt, customOrders.id, query.cursor ? readCursor(query.cursor) : null),
          ),
        )
        .orderBy(...newestFirst(customOrders.createdAt, customOrders.id))
        .limit(query.limit + 1);
      const page = pageOf(found, query.limit, (row) => ({ key: row.at, id: row.order.id }));
      return {
        orders: page.rows.map(({ order }) => ({
          ...toCustomOrderDto(order),
          statusPath: orderStatusPath(linkSecret, 'custom', order.id),
        })),
        nextCursor: page.nextCursor,
      };
    },

    /** One order for its owner or an admin; anyone else gets the same 404 as for a missing id. */
    async get(id: number, user: CurrentUser | null): Promise<CustomOrderDto> {
      if (!user) throw new AppError('not_found', NOT_FOUND);
      const [row] = await db
        .select()
        .from(customOrders)
        .where(and(eq(customOrders.id, id), isTrustedAdmin(user) ? undefined : own(user)));
      if (!row) throw new AppError('not_found', NOT_FOUND);
      return toCustomOrderDto(row);
    },

    /** The order a status link points at (by the hash of its token), or null. */
    async byAccessTokenHash(id: number, hash: string): Promise<CustomOrderDto | null> {
      const [row] = await db
        .select()
        .from(customOrders)
        .where(and(eq(customOrders.id, id), eq(customOrders.accessTokenHash, hash)));
      return row ? toCustomOrderDto(row) : null;
    },

    /** The customer's ship-to correction and the owner's edit of contact, phone, ship-to and note. */
    details: createCustomOrderDetails({ db, now, viewerCondition: balanceLinks.viewerCondition }),

    /** The admin sets a status: audited with before and after ("shipped" goes through `shipping`). */
    setStatus: admin.setStatus,
    /** The ship dialog's ship (or tracking correction) and the delivered mark (custom-order-shipping.ts). */
    shipping,
    /** The admin deletes an order: archived when money moved for it, erased otherwise; gone from every list. */
    remove: admin.remove,
    /** Proof versions, the customer's approval or change requests (proofs.service.ts). */
    proofs,
    /** The owner's cancellation (custom-order-cancel.ts): the payments module refunds the deposit around it. */
    cancellation: createCustomOrderCancel({ db, linkSecret, shop: deps.shop, publicUrl: deps.publicUrl, now }),
  };
}

export type CustomOrderService = ReturnType<typeof createCustomOrderService>;
