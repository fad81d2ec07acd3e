/**
 * The owner's edit of an order's contact, phone, ship-to and internal note: a catalogue order here (the orders
 * module writes orders), a custom order through the custom-orders module's own edit. Answers the order as the admin
 * sees it.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { AppError } from '../../../core/errors';
import type { AdminOrder, AdminOrderKind } from '../../../core/schemas/admin';
import { ORDER_DETAILS_MESSAGES, type AdminOrderDetailsBody } from '../../../core/schemas/order-details';
import type { Database } from '../../db/client';
import { orders, type Order } from '../../db/schema';
import type { CurrentUser } from '../../current-user';
import { recordAudit } from '../audit';
import { type CustomOrderService, changedFields } from '../custom-orders';
import { ORDER_NOT_FOUND } from './order-admin.service';

export interface OrderDetailsEditDeps {
  db: Database;
  now: () => Date;
  customOrders: Pick<CustomOrderService, 'details'>;
  adminOrder(kind: AdminOrderKind, id: number): Promise<AdminOrder>;
}

type Editable = Pick<Order, 'customerName' | 'customerEmail' | 'customerPhone' | 'shippingAddress' | 'internalNote'>;

function inWords(order: Editable): Record<string, string | null> {
  return {
    customerName: order.customerName,
    customerEmail: order.customerEmail,
    customerPhone: order.customerPhone,
    shippingAddress: order.shippingAddress,
    internalNote: order.internalNote,
  };
}

export function createOrderDetailsEdit({ db, now, customOrders, adminOrder }: OrderDetailsEditDeps) {
  async function editCatalogueOrder(id: number, body: AdminOrderDetailsBody, actor: CurrentUser, ip: string) {
    if (body.shipTo !== undefined) throw new AppError('bad_request', ORDER_DETAILS_MESSAGES.shipToOnCatalogue);
    await db.transaction(async (tx) => {
      const [order] = await tx
        .select()
        .from(orders)
        .where(and(eq(orders.id, id), isNull(orders.archivedAt)))
        .for('update');
      if (!order) throw new AppError('not_found', ORDER_NOT_FOUND);
      const next: Editable = {
        customerName: body.customerName ?? order.customerName,
        customerEmail: body.customerEmail ?? order.customerEmail,
        customerPhone: body.customerPhone === undefined ? order.customerPhone : body.customerPhone,
        shippingAddress: body.shippingAddress ?? order.shippingAddress,
        internalNote: body.internalNote === undefined ? order.internalNote : body.internalNote,
      };
      const change = changedFields(inWords(order), inWords(next));
      if (Object.keys(change.after).length === 0) return;
      await tx
        .update(orders)
        .set({ ...next, updatedAt: now() })
        .where(eq(orders.id, id));
      await recordAudit(tx, {
        actor,
        action: 'order.details',
        entity: 'orders',
        entityId: id,
        details: { changed: Object.keys(change.after) },
        ...change,
        ip,
      });
    });
  }

  return {
    async edit(
      kind: AdminOrderKind,
      id: number,
      body: AdminOrderDetailsBody,
      actor: CurrentUser,
      ip: string,
    ): Promise<AdminOrder> {
      if (kind === 'custom') await customOrders.details.edit(id, body, actor, ip);
      else await editCatalogueOrder(id, body, actor, ip);
      return adminOrder(kind, id);
    },
  };
}
