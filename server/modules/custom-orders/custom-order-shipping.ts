/**
 * A custom order goes out to the door: the owner's ship dialog records the carrier, the tracking number and page and
 * e-mails the customer (with the ship-to address); the owner marks it delivered later. An order whose balance is
 * not paid ships only when the owner says so. Part of the custom-orders module, the only writer of custom_orders;
 * each change is audited in plain words and e-mailed in its own transaction.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { AppError } from '../../../core/errors';
import { deliveredAudit, SHIP_MESSAGES, shipmentChange, type ShipmentInput } from '../../../core/schemas/shipping';
import type { ShopIdentity } from '../../config';
import type { Database } from '../../db/client';
import { customOrders } from '../../db/schema';
import { enqueueEmail } from '../../integrations/mail/outbox';
import type { CurrentUser } from '../../current-user';
import { recordAudit } from '../audit';
import { orderStatusPath } from '../../order-links';
import { isBalanceUnpaid } from './balance-links';
import { ORDER_NOT_FOUND } from './balance-links.service';
import { customOrderDeliveredEmail, customOrderShippedEmail } from './custom-order-emails';

export interface CustomOrderShippingDeps {
  db: Database;
  linkSecret: string;
  shop: ShopIdentity;
  publicUrl: string;
  now: () => Date;
}

export function createCustomOrderShipping(deps: CustomOrderShippingDeps) {
  const { db, now } = deps;
  const statusUrl = (id: number) => `${deps.publicUrl}${orderStatusPath(deps.linkSecret, 'custom', id)}`;
  const live = (id: number) => and(eq(customOrders.id, id), isNull(customOrders.archivedAt));

  return {
    /**
     * Ships the order (status shipped, shipped_at, the e-mail), or corrects the tracking of one that shipped: the
     * customer hears of a correction only when the owner asks. The same details again change nothing.
     */
    async ship(id: number, shipment: ShipmentInput, actor: CurrentUser, ip: string): Promise<{ emailed: boolean }> {
      return db.transaction(async (tx) => {
        const [order] = await tx.select().from(customOrders).where(live(id)).for('update');
        if (!order) throw new AppError('not_found', ORDER_NOT_FOUND);
        if (order.status === 'cancelled') throw new AppError('conflict', SHIP_MESSAGES.cancelled);
        // An order marked shipped before the ship dialog existed has no shipped_at: adding its tracking corrects it.
        const firstShip = order.shippedAt === null && order.status !== 'shipped' && order.status !== 'delivered';
        const unpaid = firstShip && isBalanceUnpaid(order);
        if (unpaid && !shipment.confirmUnpaid) throw new AppError('conflict', SHIP_MESSAGES.unpaidBalance);
        const change = shipmentChange(order, shipment, {
          firstShip,
          status: order.status === 'delivered' ? 'delivered' : 'shipped',
          customerEmail: order.customerEmail,
          unpaidNote: unpaid ? 'Shipped before the balance was paid' : null,
        });
        if (change.unchanged) return { emailed: false };
        const at = now();
        const [updated] = await tx
          .update(customOrders)
          .set({ ...change.after, shippedAt: order.shippedAt ?? at, updatedAt: at })
          .where(eq(customOrders.id, id))
          .returning();
        await recordAudit(tx, {
          actor,
          action: firstShip ? 'custom-order.shipped' : 'custom-order.tracking',
          entity: 'custom_orders',
          entityId: id,
          details: change.details,
          before: change.before,
          after: change.after,
          ip,
        });
        if (change.emailed) {
          await enqueueEmail(tx, {
            to: order.customerEmail,
            ...customOrderShippedEmail(deps.shop, updated!, statusUrl(id)),
            payload: { customOrderId: id, status: 'shipped', trackingNumber: shipment.trackingNumber },
          });
        }
        return { emailed: change.emailed };
      });
    },

    /** A shipped order arrived: delivered_at, the timeline's last step and a short e-mail; again changes nothing. */
    async markDelivered(id: number, actor: CurrentUser, ip: string): Promise<void> {
      await db.transaction(async (tx) => {
        const [order] = await tx.select().from(customOrders).where(live(id)).for('update');
        if (!order) throw new AppError('not_found', ORDER_NOT_FOUND);
        if (order.status === 'delivered') return;
        if (order.status !== 'shipped') throw new AppError('conflict', SHIP_MESSAGES.notShipped);
        const at = now();
        const [updated] = await tx
          .update(customOrders)
          .set({ status: 'delivered', deliveredAt: at, updatedAt: at })
          .where(eq(customOrders.id, id))
          .returning();
        await recordAudit(tx, {
          actor,
          action: 'custom-order.delivered',
          entity: 'custom_orders',
          entityId: id,
          ...deliveredAudit(order.status),
          ip,
        });
        await enqueueEmail(tx, {
          to: order.customerEmail,
          ...customOrderDeliveredEmail(deps.shop, updated!, statusUrl(id)),
          payload: { customOrderId: id, status: 'delivered' },
        });
      });
    },
  };
}

export type CustomOrderShipping = ReturnType<typeof createCustomOrderShipping>;
