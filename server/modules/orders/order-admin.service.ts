/**
 * The admin's changes to regular orders (status, shipping with tracking, delivered, delete) and the Send Email of
 * either kind. Part of the
 * orders module, the only writer of orders; each change is audited with before and after in its own transaction,
 * and the customer's e-mail is queued in it too.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { AppError } from '../../../core/errors';
import { INVOICE_ORDER_MESSAGES } from '../../../core/schemas/invoice-orders';
import { orderNumber } from '../../../core/order-numbers';
import type { AdminOrderKind } from '../../../core/schemas/admin';
import {
  deliveredAudit,
  SHIP_MESSAGES,
  shipmentChange,
  shipThroughDialog,
  type ShipmentInput,
} from '../../../core/schemas/shipping';
import type { ShopIdentity } from '../../config';
import type { Database, Tx } from '../../db/client';
import { customOrders, manualInvoices, orders, type Order, type OrderStatus } from '../../db/schema';
import { enqueueEmail } from '../../integrations/mail/outbox';
import type { CurrentUser } from '../../current-user';
import { recordAudit } from '../audit';
import { orderStatusPath } from '../../order-links';
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

  /** A NET 30 order whose invoice is not paid yet (a PayPal order exists only once its payment was captured). */
  async function invoiceUnpaid(tx: Tx, order: Order): Promise<boolean> {
    if (order.paymentMethod !== 'invoice') return false;
    if (order.manualInvoiceId === null) return true;
    const [invoice] = await tx
      .select({ status: manualInvoices.status })
      .from(manualInvoices)
      .where(eq(manualInvoices.id, order.manualInvoiceId));
    return invoice?.status !== 'paid';
  }

  /** Delivered: delivered_at, the timeline's last step and the e-mail; only after it shipped; again changes nothing. */
  async function markDelivered(id: number, actor: CurrentUser, ip: string): Promise<void> {
    await db.transaction(async (tx) => {
      const order = await lockLive(tx, id);
      if (order.status === 'delivered') return;
      refuseClosed(order);
      if (order.status !== 'shipped') throw new AppError('conflict', SHIP_MESSAGES.notShipped);
      const at = now();
      const [updated] = await tx
        .update(orders)
        .set({ status: 'delivered', deliveredAt: at, updatedAt: at })
        .where(eq(orders.id, id))
        .returning();
      await recordAudit(tx, {
        actor,
        action: 'order.delivered',
        entity: 'orders',
        entityId: id,
        ...deliveredAudit(order.status),
        ip,
      });
      await enqueueEmail(tx, {
        to: order.customerEmail,
        ...orderDeliveredEmail(deps.shop, updated!, statusUrl(id)),
        payload: { orderId: id, status: 'delivered' },
      });
    });
  }

  return {
    /**
     * Any selector status; "shipped" needs the ship dialog's carrier and number (the tracking route), "delivered"
     * is the delivered mark. The same status again changes nothing (no audit row, no e-mail).
     */
    async setStatus(id: number, status: OrderStatus, actor: CurrentUser, ip: string): Promise<void> {
      if (status === 'delivered') return markDelivered(id, actor, ip);
      await db.transaction(async (tx) => {
        const order = await lockLive(tx, id);
        if (order.status === status) return;
        refuseClosed(order);
        if (status === 'shipped') {
          throw new AppError('bad_request', shipThroughDialog(`PUT /api/orders/${id}/tracking`));
        }
        await tx.update(orders).set({ status, updatedAt: now() }).where(eq(orders.id, id));
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
      });
    },

    /**
     * Ships the order with its carrier and tracking (a pending or processing order becomes shipped, shipped_at, the
     * customer's e-mail), or corrects the tracking of one that shipped: e-mailed again only when asked. A NET 30
     * order whose invoice is unpaid ships only when the owner confirms it.
     */
    async setTracking(
      id: number,
      shipment: ShipmentInput,
      actor: CurrentUser,
      ip: string,
    ): Promise<{ emailed: boolean }> {
      return db.transaction(async (tx) => {
        const order = await lockLive(tx, id);
        refuseClosed(order);
        const firstShip = order.shippedAt === null && (order.status === 'pending' || order.status === 'processing');
        const unpaid = firstShip && (await invoiceUnpaid(tx, order));
        if (unpaid && !shipment.confirmUnpaid) throw new AppError('conflict', SHIP_MESSAGES.unpaidInvoice);
        const change = shipmentChange(order, shipment, {
          firstShip,
          status: firstShip ? 'shipped' : order.status,
          customerEmail: order.customerEmail,
          unpaidNote: unpaid ? 'Shipped before the invoice was paid' : null,
        });
        if (change.unchanged) return { emailed: false };
        const at = now();
        const [updated] = await tx
          .update(orders)
          .set({
            ...change.after,
            shippedAt: order.shippedAt ?? (change.after.status === 'shipped' ? at : null),
            updatedAt: at,
          })
          .where(eq(orders.id, id))
          .returning();
        await recordAudit(tx, {
          actor,
          action: firstShip ? 'order.shipped' : 'order.tracking',
          entity: 'orders',
          entityId: id,
          details: change.details,
          before: change.before,
          after: change.after,
          ip,
        });
        if (change.emailed) {
          await enqueueEmail(tx, {
            to: order.customerEmail,
            ...orderShippedEmail(deps.shop, updated!, statusUrl(id)),
            payload: { orderId: id, trackingNumber: shipment.trackingNumber },
          });
        }
        return { emailed: change.emailed };
      });
    },

    markDelivered,

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
