/**
 * Corrections to a custom order after the deposit: the customer's ship-to address (from the order page, until the
 * pins ship) and the owner's edit of the contact, phone, ship-to and internal note. Both audited with what changed,
 * in the custom-orders module, the only writer of custom_orders.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { AppError } from '../../../core/errors';
import { ORDER_DETAILS_MESSAGES, type AdminOrderDetailsBody } from '../../../core/schemas/order-details';
import { shipToLines, type ShipTo } from '../../../core/ship-to-check';
import type { Database } from '../../db/client';
import { customOrders, type CustomOrder } from '../../db/schema';
import type { CurrentUser } from '../../current-user';
import { recordAudit } from '../audit';
import { ORDER_NOT_FOUND, type BalanceLinkViewer } from './balance-links.service';
import type { SQL } from 'drizzle-orm';

/** The order has left the workshop: its address is what the carrier has. */
const GONE_OUT: readonly string[] = ['shipped', 'delivered', 'cancelled'];

export interface OrderDetailsDeps {
  db: Database;
  now: () => Date;
  /** Who may see the order (its owner, an admin, or the holder of its status link). */
  viewerCondition(viewer: BalanceLinkViewer): SQL | undefined;
}

const addressText = (to: ShipTo | null) => (to ? shipToLines(to).join(', ') : null);

type Editable = Pick<CustomOrder, 'customerName' | 'customerEmail' | 'customerPhone' | 'shipTo' | 'internalNote'>;

/** The editable details as the audit log shows them (the address as its label's lines). */
function inWords(order: Editable): Record<string, string | null> {
  return {
    customerName: order.customerName,
    customerEmail: order.customerEmail,
    customerPhone: order.customerPhone,
    shipTo: addressText(order.shipTo),
    internalNote: order.internalNote,
  };
}

/** What an edit changes, as the audit log keeps it: each changed field before and after, in words. */
export function changedFields(before: Record<string, string | null>, after: Record<string, string | null>) {
  const keys = Object.keys(after).filter((key) => (before[key] ?? null) !== (after[key] ?? null));
  return {
    before: Object.fromEntries(keys.map((key) => [key, before[key] ?? null])),
    after: Object.fromEntries(keys.map((key) => [key, after[key] ?? null])),
  };
}

export function createCustomOrderDetails({ db, now, viewerCondition }: OrderDetailsDeps) {
  return {
    /** The customer corrects where the pins go, until they ship. */
    async correctShipTo(id: number, viewer: BalanceLinkViewer, shipTo: ShipTo, ip: string): Promise<ShipTo> {
      const allowed = viewerCondition(viewer);
      if (!allowed) throw new AppError('not_found', ORDER_NOT_FOUND);
      return db.transaction(async (tx) => {
        const [order] = await tx
          .select()
          .from(customOrders)
          .where(and(eq(customOrders.id, id), isNull(customOrders.archivedAt), allowed))
          .for('update');
        if (!order) throw new AppError('not_found', ORDER_NOT_FOUND);
        if (GONE_OUT.includes(order.status)) throw new AppError('conflict', ORDER_DETAILS_MESSAGES.shipped);
        await tx.update(customOrders).set({ shipTo, updatedAt: now() }).where(eq(customOrders.id, id));
        const change = changedFields({ shipTo: addressText(order.shipTo) }, { shipTo: addressText(shipTo) });
        await recordAudit(tx, {
          actor: viewer.user,
          action: 'custom-order.ship-to',
          entity: 'custom_orders',
          entityId: id,
          details: { by: 'customer' },
          ...change,
          ip,
        });
        return shipTo;
      });
    },

    /** The owner's edit: only what is sent changes; the same values again change nothing (no audit row). */
    async edit(id: number, body: AdminOrderDetailsBody, actor: CurrentUser, ip: string): Promise<CustomOrder> {
      if (body.shippingAddress !== undefined) {
        throw new AppError('bad_request', ORDER_DETAILS_MESSAGES.addressOnCustom);
      }
      return db.transaction(async (tx) => {
        const [order] = await tx
          .select()
          .from(customOrders)
          .where(and(eq(customOrders.id, id), isNull(customOrders.archivedAt)))
          .for('update');
        if (!order) throw new AppError('not_found', ORDER_NOT_FOUND);
        const next = {
          customerName: body.customerName ?? order.customerName,
          customerEmail: body.customerEmail ?? order.customerEmail,
          customerPhone: body.customerPhone === undefined ? order.customerPhone : body.customerPhone,
          shipTo: body.shipTo ?? order.shipTo,
          internalNote: body.internalNote === undefined ? order.internalNote : body.internalNote,
        };
        const change = changedFields(inWords(order), inWords(next));
        if (Object.keys(change.after).length === 0) return order;
        const [updated] = await tx
          .update(customOrders)
          .set({ ...next, updatedAt: now() })
          .where(eq(customOrders.id, id))
          .returning();
        await recordAudit(tx, {
          actor,
          action: 'custom-order.details',
          entity: 'custom_orders',
          entityId: id,
          details: { changed: Object.keys(change.after) },
          ...change,
          ip,
        });
        return updated!;
      });
    },
  };
}
