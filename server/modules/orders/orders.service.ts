/**
 * Catalogue (regular) orders: written once when a cart payment's capture is recorded, read by their customer, a
 * status link or an admin. The only writer of the orders table.
 */
import { desc, eq, isNull, or, sql, and } from 'drizzle-orm';
import { AppError } from '../../../core/errors';
import type { CustomOrderDto, RegularOrderDto } from '../../../core/schemas/orders';
import type { ShopIdentity } from '../../config';
import { queryRows, type Database, type Tx } from '../../db/client';
import { orders, type Order, type OrderItem } from '../../db/schema';
import type { CurrentUser } from '../../load-context';
import type { CustomOrderService } from '../custom-orders/custom-orders.service';
import { recordCustomerContact } from '../marketing/contacts.service';
import { createOrderAdmin } from './order-admin.service';
import { createOrderHistory } from './order-history';
import { orderAccessToken, tokenHash } from './order-links';
import { toRegularOrderDto } from './orders.dto';

const NOT_FOUND = 'Order not found';

export interface NewRegularOrder {
  userId: number | null;
  customer: { name: string; email: string; shippingAddress: string | null };
  items: OrderItem[];
  totalAmountCents: number;
  discountCode: string | null;
  discountAmountCents: number;
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
}

export function createOrderService(deps: OrderServiceDeps) {
  const { db, customOrders, linkSecret } = deps;
  const admin = createOrderAdmin({ db, linkSecret, shop: deps.shop, publicUrl: deps.publicUrl });
  const history = createOrderHistory(db);
  /**
   * A customer's own orders: placed while signed in, or as a guest with the account's e-mail once the account has
   * proved that address (anyone can register with someone else's address).
   */
  const own = (user: CurrentUser) =>
    user.emailVerified
      ? or(eq(orders.userId, user.id), eq(sql`lower(${orders.customerEmail})`, user.email.toLowerCase()))
      : eq(orders.userId, user.id);

  return {
    /** The order of a captured cart payment, in the payment's transaction, with its status-link token. */
    async createFromPayment(tx: Tx, input: NewRegularOrder): Promise<{ order: Order; accessToken: string }> {
      const [created] = await tx
        .insert(orders)
        .values({
          userId: input.userId,
          customerEmail: input.customer.email,
          customerName: input.customer.name,
          shippingAddress: input.customer.shippingAddress,
          totalAmountCents: input.totalAmountCents,
          discountCode: input.discountCode,
          discountAmountCents: input.discountAmountCents,
          paymentIntentId: input.providerOrderId,
          paymentId: input.paymentId,
          items: input.items,
          status: 'processing',
          testMode: input.testMode,
        })
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

    /** The customer's orders (every order for an admin), newest first; deleted (archived) ones are not listed. */
    async listRegular(user: CurrentUser): Promise<RegularOrderDto[]> {
      const rows = await db
        .select()
        .from(orders)
        .where(and(isNull(orders.archivedAt), user.role === 'admin' ? undefined : own(user)))
        .orderBy(desc(orders.createdAt), desc(orders.id));
      return rows.map(toRegularOrderDto);
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
      if (regular) return { type: 'regular', order: toRegularOrderDto(regular) };
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
    remove: admin.remove,
    sendEmail: admin.sendEmail,
  };
}

export type OrderService = ReturnType<typeof createOrderService>;
