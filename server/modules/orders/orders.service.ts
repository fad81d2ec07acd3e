/**
 * Catalogue (regular) orders: written once when a cart payment's capture is recorded, read by their customer, a
 * status link or an admin. The only writer of the orders table.
 */
import { eq, isNull, sql, and } from 'drizzle-orm';
import { AppError } from '../../../core/errors';
import { pageOf, readCursor, type PageQuery } from '../../../core/cursor';
import type { CustomOrderDto, RegularOrderDto, RegularOrderPage } from '../../../core/schemas/orders';
import type { ShopIdentity } from '../../config';
import { queryRows, type Database, type Tx } from '../../db/client';
import { afterTimeCursor, cursorTime, newestFirst } from '../../db/keyset';
import { orders, type Order, type OrderItem, type OrderTaxComponent } from '../../db/schema';
import type { CurrentUser } from '../../current-user';
import type { CartService } from '../cart';
import type { CustomOrderService } from '../custom-orders';
import type { DiscountService } from '../discounts';
import type { InvoiceService } from '../invoices';
import { recordCustomerContact } from '../marketing';
import type { OwnerNotices } from '../notifications';
import { createOrderAdmin } from './order-admin.service';
import { createOrderHistory } from './order-history';
import { orderAccessToken, orderStatusPath, tokenHash } from '../../order-links';
import { createInvoiceOrders } from './invoice-orders';
import { createOrderInvoicePdf } from './order-invoice-pdf';
import { regularOrderDto, regularOrderDtos } from './order-invoices';
import { ownOrders } from './own-orders';
import { isTrustedAdmin } from '../../../core/trusted-admin';

const NOT_FOUND = 'Order not found';

export interface NewRegularOrder {
  /** The id reserved when the payment was made (`reserveId`), so the order has the number PayPal was given. */
  id?: number;
  userId: number | null;
  customer: { name: string; email: string; shippingAddress: string | null; country?: 'US' | 'CA' };
  items: OrderItem[];
  /** The lines after their tiers (each tier unit price x quantity): subtotal - discount + shipping + tax = total. */
  subtotalCents: number;
  shippingCents: number;
  totalAmountCents: number;
  discountCode: string | null;
  discountAmountCents: number;
  /** The sales tax charged (absent: none, as on payments made before tax). */
  tax?: {
    totalCents: number;
    taxableCents: number;
    region: string;
    components: OrderTaxComponent[];
    exemptReason: string | null;
  };
  paymentId: number;
  providerOrderId: string | null;
  testMode: boolean;
}

export interface OrderServiceDeps {
  db: Database;
  customOrders: CustomOrderService;
  /** Signs the order status links (the shop's session secret). */
  linkSecret: string;
  /** For the e-mails of the admin's changes (shipped, delivered, a message). */
  shop: ShopIdentity;
  publicUrl: string;
  /** NET 30 orders (invoice-orders.ts): the cart they empty, the code they count, the invoice issued from them. */
  cart: CartService;
  discounts: DiscountService;
  invoices: InvoiceService;
  /** The owner's notice of a NET 30 order waiting for its invoice. */
  notices: OwnerNotices;
  testMode: boolean;
}

export function createOrderService(deps: OrderServiceDeps) {
  const { db, customOrders, linkSecret } = deps;
  const admin = createOrderAdmin({ db, linkSecret, shop: deps.shop, publicUrl: deps.publicUrl });
  const history = createOrderHistory(db, linkSecret);
  const invoiceOrders = createInvoiceOrders({ ...deps, db });

  return {
    /**
     * An order id taken before the order exists (a cart payment, when its PayPal order is created): the identity's
     * own sequence, so no later order can take it.
     */
    async reserveId(tx: Tx): Promise<number> {
      const [row] = await queryRows<{ id: number }>(
        tx,
        sql`select nextval(pg_get_serial_sequence('orders', 'id'))::int as id`,
      );
      return row!.id;
    },

    /** The order of a captured cart payment, in the payment's transaction, with its status-link token. */
    async createFromPayment(tx: Tx, input: NewRegularOrder): Promise<{ order: Order; accessToken: string }> {
      const values = {
        ...(input.id === undefined ? {} : { id: input.id }),
        userId: input.userId,
        customerEmail: input.customer.email,
        customerName: input.customer.name,
        shippingAddress: input.customer.shippingAddress,
        shippingCountry: input.customer.country ?? null,
        subtotalCents: input.subtotalCents,
        shippingCents: input.shippingCents,
        totalAmountCents: input.totalAmountCents,
        discountCode: input.discountCode,
        discountAmountCents: input.discountAmountCents,
        taxCents: input.tax?.totalCents ?? 0,
        taxableCents: input.tax?.taxableCents ?? 0,
        taxRegion: input.tax?.region ?? null,
        taxComponents: input.tax?.components ?? [],
        taxExemptReason: input.tax?.exemptReason ?? null,
        paymentIntentId: input.providerOrderId,
        paymentId: input.paymentId,
        items: input.items,
        status: 'processing' as const,
        testMode: input.testMode,
      };
      // A reserved id is written as given (the column is GENERATED ALWAYS).
      const insert = tx.insert(orders);
      const [created] = await (input.id === undefined ? insert : insert.overridingSystemValue())
        .values(values)
        .returning();
      await recordCustomerContact(tx, { email: input.customer.email, name: input.customer.name, source: 'order' });
      const accessToken = orderAccessToken(linkSecret, 'regular', created!.id);
      const [order] = await tx
        .update(orders)
        .set({ accessTokenHash: tokenHash(accessToken) })
        .where(eq(orders.id, created!.id))
        .returning();
      return { order: order!, accessToken };
    },

    /** Its payment was refunded or reversed at PayPal: the order shows it. */
    async markRefunded(tx: Tx, paymentId: number): Promise<Order | null> {
      const [order] = await tx
        .update(orders)
        .set({ status: 'refunded' })
        .where(eq(orders.paymentId, paymentId))
        .returning();
      return order ?? null;
    },

    /** The order recorded for a payment, if any. */
    async idForPayment(paymentId: number): Promise<number | null> {
      const [row] = await db.select({ id: orders.id }).from(orders).where(eq(orders.paymentId, paymentId));
      return row?.id ?? null;
    },

    /** Units of one product this e-mail has bought in orders still standing (the per-customer limit). */
    async unitsOrdered(tx: Tx, email: string, productId: number): Promise<number> {
      const [row] = await queryRows<{ n: number }>(
        tx,
        sql`select coalesce(sum((item->>'quantity')::int), 0)::int as n
          from ${orders}, jsonb_array_elements(${orders.items}) as item
          where lower(${orders.customerEmail}) = lower(${email}) and (item->>'productId')::int = ${productId}
            and ${orders.status} not in ('cancelled', 'refunded')`,
      );
      return row?.n ?? 0;
    },

    /** The customer's orders (every order for an admin), newest first, a page at a time; archived ones are not listed. */
    async listRegular(user: CurrentUser, query: PageQuery): Promise<RegularOrderPage> {
      const found = await db
        .select({ order: orders, at: cursorTime(orders.createdAt) })
        .from(orders)
        .where(
          and(
            isNull(orders.archivedAt),
            isTrustedAdmin(user) ? undefined : ownOrders(user),
            afterTimeCursor(orders.createdAt, orders.id, query.cursor ? readCursor(query.cursor) : null),
          ),
        )
        .orderBy(...newestFirst(orders.createdAt, orders.id))
        .limit(query.limit + 1);
      const page = pageOf(found, query.limit, (row) => ({ key: row.at, id: row.order.id }));
      // Each card links to the order's own page (the signed link of its e-mails).
      const dtos = await regularOrderDtos(
        db,
        linkSecret,
        page.rows.map((row) => row.order),
      );
      return {
        orders: dtos.map((dto) => ({ ...dto, statusPath: orderStatusPath(linkSecret, 'regular', dto.id) })),
        nextCursor: page.nextCursor,
      };
    },

    /** The signed-in customer's own order (an admin's own too), or null. */
    async ownRegular(user: CurrentUser, id: number): Promise<RegularOrderDto | null> {
      const [row] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.id, id), isNull(orders.archivedAt), ownOrders(user)));
      return row ? regularOrderDto(db, linkSecret, row) : null;
    },

    /** The order a status link points at; a wrong or missing token reveals nothing about the order. */
    async byStatusToken(
      id: number,
      token: string | undefined,
    ): Promise<{ type: 'regular'; order: RegularOrderDto } | { type: 'custom'; order: CustomOrderDto }> {
      if (!token || token.length < 22 || token.length > 128) throw new AppError('not_found', NOT_FOUND);
      const hash = tokenHash(token);
      const [regular] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.id, id), eq(orders.accessTokenHash, hash)));
      if (regular) return { type: 'regular', order: await regularOrderDto(db, linkSecret, regular) };
      const custom = await customOrders.byAccessTokenHash(id, hash);
      if (custom) return { type: 'custom', order: custom };
      throw new AppError('not_found', NOT_FOUND);
    },

    /** The admin's order history: both kinds, newest first, a page at a time. */
    history: history.page,
    /** One live order of either kind as the admin sees it (export). */
    adminOrder: history.find,
    setStatus: admin.setStatus,
    setTracking: admin.setTracking,
    markDelivered: admin.markDelivered,
    remove: admin.remove,
    sendEmail: admin.sendEmail,
    /** NET 30: the customer's invoice request, the owner's issue and cancel. */
    invoiceOrders,
    /** A NET 30 order's invoice as a PDF, for its buyer or the admin. */
    invoicePdf: createOrderInvoicePdf({ db, invoices: deps.invoices }),
  };
}

export type OrderService = ReturnType<typeof createOrderService>;
