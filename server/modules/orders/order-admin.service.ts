/**
 * The admin's changes to regular orders (status, tracking, delete) and the Send Email of either kind. Part of the
 * orders module, the only writer of orders; each change is audited with before and after in its own transaction,
 * and the customer's e-mail is queued in it too.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { AppError } from '../../../core/errors';
import { INVOICE_ORDER_MESSAGES } from '../../../core/schemas/invoice-orders';
import { orderNumber } from '../../../core/order-numbers';
import type { AdminOrderKind } from '../../../core/schemas/admin';
import type { ShopIdentity } from '../../config';
import type { Database, Tx } from '../../db/client';
import { customOrders, orders, type Order, type OrderStatus } from '../../db/schema';
import { enqueueEmail } from '../../integrations/mail/outbox';
import type { CurrentUser } from '../../load-context';
import { recordAudit } from '../audit/audit.service';
import { orderStatusPath } from './order-links';
import { orderDeliveredEmail, orderMessageEmail, orderShippedEmail } from './order-emails';
import { toRegularOrderDto } from './orders.dto';

export const ORDER_NOT_FOUND = 'Order not found';
/** The payment behind these went back to the buyer: the shop no longer fulfils them. */
const CLOSED: readonly OrderStatus[] = ['cancelled', 'refunded'];

export interface OrderAdminDeps {
  db: Database;
  linkSecret: string;
  shop: ShopIdentity;
  publicUrl: string;
  now?: () => Date;
}

export function createOrderAdmin(deps: OrderAdminDeps) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const statusUrl = (id: number) => `${deps.publicUrl}${orderStatusPath(deps.linkSecret, 'regular', id)}`;

  async function lockLive(tx: Tx, id: number): Promise<Order> {
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.id, id), isNull(orders.archivedAt)))
      .for('update');
    if (!order) throw new AppError('not_found', ORDER_NOT_FOUND);
    return order;
  }

  function refuseClosed(order: Order): void {
    if (CLOSED.includes(order.status)) {
      throw new AppError('conflict', `This order was ${order.status}: its status can no longer change`);
    }
    // NET 30: issuing the invoice or cancelling (stock and code given back) is what moves it (invoice-orders.ts).
    if (order.status === 'awaiting_invoice') throw new AppError('conflict', INVOICE_ORDER_MESSAGES.awaitingInvoice);
  }

  return {
    /** Shipped and delivered are e-mailed; the same status again changes nothing (no audit row, no e-mail). */
    async setStatus(id: number, status: OrderStatus, actor: CurrentUser, ip: string): Promise<void> {
      await db.transaction(async (tx) => {
        const order = await lockLive(tx, id);
        if (order.status === status) return;
        refuseClosed(order);
        const [updated] = await tx
          .update(orders)
          .set({ status, updatedAt: now() })
          .where(eq(orders.id, id))
          .returning();
        await recordAudit(tx, {
          actor,
          action: 'order.status',
          entity: 'orders',
          entityId: id,
          details: { status },
          before: { status: order.status },
          after: { status },
          ip,
        });
        const email =
          status === 'shipped'
            ? orderShippedEmail(deps.shop, updated!, statusUrl(id))
            : status === 'delivered'
              ? orderDeliveredEmail(deps.shop, updated!, statusUrl(id))
              : null;
        if (email) await enqueueEmail(tx, { to: order.customerEmail, ...email, payload: { orderId: id, status } });
      });
    },

    /** The package's tracking: a pending or processing order becomes shipped; the customer gets the shipping e-mail. */
    async setTracking(
      id: number,
      tracking: { trackingNumber: string; trackingUrl?: string },
      actor: CurrentUser,
      ip: string,
    ): Promise<void> {
      await db.transaction(async (tx) => {
        const order = await lockLive(tx, id);
        refuseClosed(order);
        const before = { status: order.status, trackingNumber: order.trackingNumber, trackingUrl: order.trackingUrl };
        const after = {
          status: order.status === 'pending' || order.status === 'processing' ? ('shipped' as const) : order.status,
          trackingNumber: tracking.trackingNumber,
          trackingUrl: tracking.trackingUrl ?? null,
        };
        if (JSON.stringify(before) === JSON.stringify(after)) return;
        const [updated] = await tx
          .update(orders)
          .set({ ...after, updatedAt: now() })
          .where(eq(orders.id, id))
          .returning();
        await recordAudit(tx, { actor, action: 'order.tracking', entity: 'orders', entityId: id, before, after, ip });
        await enqueueEmail(tx, {
          to: order.customerEmail,
          ...orderShippedEmail(deps.shop, updated!, statusUrl(id)),
          payload: { orderId: id, trackingNumber: after.trackingNumber },
        });
      });
    },

    /**
     * An order paid through a payment row (every checkout order) is archived: it leaves every list but stays
     * readable by its signed status link, as its payment's records must. One without (seeded) is erased.
     */
    async remove(id: number, actor: CurrentUser, ip: string): Promise<{ archived: boolean }> {
      return db.transaction(async (tx) => {
        const order = await lockLive(tx, id);
        if (order.status === 'awaiting_invoice') throw new AppError('conflict', INVOICE_ORDER_MESSAGES.awaitingInvoice);
        const archived = order.paymentId !== null || order.paymentMethod === 'invoice';
        const at = now();
        if (archived) await tx.update(orders).set({ archivedAt: at, updatedAt: at }).where(eq(orders.id, id));
        else await tx.delete(orders).where(eq(orders.id, id));
        await recordAudit(tx, {
          actor,
          action: 'order.delete',
          entity: 'orders',
          entityId: id,
          details: { archived },
          before: toRegularOrderDto(order),
          ...(archived ? { after: { archivedAt: at.toISOString() } } : {}),
          ip,
        });
        return { archived };
      });
    },

    /** Send Email: to the order's customer through the outbox; the audit row is the order's history of it. */
    async sendEmail(
      kind: AdminOrderKind,
      id: number,
      message: { subject: string; text: string },
      actor: CurrentUser,
      ip: string,
    ): Promise<void> {
      await db.transaction(async (tx) => {
        const table = kind === 'custom' ? customOrders : orders;
        const [customer] = await tx
          .select({ name: table.customerName, email: table.customerEmail })
          .from(table)
          .where(and(eq(table.id, id), isNull(table.archivedAt)));
        if (!customer) throw new AppError('not_found', ORDER_NOT_FOUND);
        const entity = kind === 'custom' ? 'custom_orders' : 'orders';
        await enqueueEmail(tx, {
          to: customer.email,
          ...orderMessageEmail(
            deps.shop,
            { customerName: customer.name, ...message },
            {
              number: orderNumber(kind === 'custom' ? 'custom' : 'catalogue', id),
              statusUrl: `${deps.publicUrl}${orderStatusPath(deps.linkSecret, kind === 'custom' ? 'custom' : 'regular', id)}`,
            },
          ),
          payload: { [kind === 'custom' ? 'customOrderId' : 'orderId']: id, adminMessage: true },
        });
        await recordAudit(tx, {
          actor,
          action: 'order.email_sent',
          entity,
          entityId: id,
          details: { subject: message.subject, text: message.text, to: customer.email },
          ip,
        });
      });
    },
  };
}
