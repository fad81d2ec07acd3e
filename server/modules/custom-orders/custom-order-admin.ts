/**
 * The admin's changes to a custom order: its status (audited with before and after; e-mailed when the design is
 * approved, with the balance link) and deleting it (archived when money moved for it, erased otherwise). Shipping
 * has its own route and dialog (custom-order-shipping.ts): "shipped" without a carrier and number is refused here.
 * Part of the custom-orders module, the only writer of custom_orders.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { AppError } from '../../../core/errors';
import { shipThroughDialog } from '../../../core/schemas/shipping';
import type { Database } from '../../db/client';
import { customOrders, payments, type CustomOrderStatus } from '../../db/schema';
import type { CurrentUser } from '../../current-user';
import { recordAudit } from '../audit';
import { isBalanceUnpaid } from './balance-links';
import { ORDER_NOT_FOUND, type createBalanceLinkService } from './balance-links.service';
import { toAdminCustomOrderDto } from './custom-orders.dto';

export const STAYS_CANCELLED =
  'This order was cancelled, so its status can no longer change. Place a new order for the customer instead.';

export interface CustomOrderAdminDeps {
  db: Database;
  now: () => Date;
  /** Setting "approved" issues the balance link with the design-approved e-mail, as the customer's approval does. */
  balanceLinks: Pick<ReturnType<typeof createBalanceLinkService>, 'announceApproval'>;
}

export function createCustomOrderAdmin(deps: CustomOrderAdminDeps) {
  const { db, now } = deps;
  const live = (id: number) => and(eq(customOrders.id, id), isNull(customOrders.archivedAt));

  return {
    /**
     * Any selector status from any state but "shipped", which needs the ship dialog's carrier and number; the same
     * status again changes nothing (no audit row, no e-mail).
     */
    async setStatus(id: number, status: CustomOrderStatus, actor: CurrentUser, ip: string): Promise<void> {
      await db.transaction(async (tx) => {
        const [order] = await tx.select().from(customOrders).where(live(id)).for('update');
        if (!order) throw new AppError('not_found', ORDER_NOT_FOUND);
        if (order.status === status) return;
        if (status === 'shipped') {
          throw new AppError('bad_request', shipThroughDialog(`POST /api/admin/custom-orders/${id}/ship`));
        }
        // A cancelled order stays so: its balance link is gone and its deposit may have been refunded.
        if (order.status === 'cancelled') throw new AppError('conflict', STAYS_CANCELLED);
        const [updated] = await tx
          .update(customOrders)
          .set({ status, updatedAt: now() })
          .where(eq(customOrders.id, id))
          .returning();
        await recordAudit(tx, {
          actor,
          action: 'custom-order.status',
          entity: 'custom_orders',
          entityId: id,
          details: { status },
          before: { status: order.status },
          after: { status },
          ip,
        });
        if (status === 'approved' && isBalanceUnpaid(order)) {
          // One e-mail: "Your design is approved", with the balance and its link.
          await deps.balanceLinks.announceApproval(tx, updated!, actor, ip);
        }
      });
    },

    /**
     * An order money moved for (a payment row, a captured deposit or balance) is archived: it leaves every list
     * but stays readable by its signed status link, as the payments that point at it must. Any other is erased.
     */
    async remove(id: number, actor: CurrentUser, ip: string): Promise<{ archived: boolean }> {
      return db.transaction(async (tx) => {
        const [order] = await tx.select().from(customOrders).where(live(id)).for('update');
        if (!order) throw new AppError('not_found', ORDER_NOT_FOUND);
        const [payment] = await tx
          .select({ id: payments.id })
          .from(payments)
          .where(eq(payments.customOrderId, id))
          .limit(1);
        const archived = Boolean(payment || order.depositPaymentId || order.balancePaymentId);
        const at = now();
        if (archived) {
          await tx.update(customOrders).set({ archivedAt: at, updatedAt: at }).where(eq(customOrders.id, id));
        } else {
          await tx.delete(customOrders).where(eq(customOrders.id, id));
        }
        await recordAudit(tx, {
          actor,
          action: 'custom-order.delete',
          entity: 'custom_orders',
          entityId: id,
          details: { archived },
          before: toAdminCustomOrderDto(order),
          ...(archived ? { after: { archivedAt: at.toISOString() } } : {}),
          ip,
        });
        return { archived };
      });
    },
  };
}
