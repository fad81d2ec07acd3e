/**
 * The admin's changes to a custom order: its status (audited with before and after; e-mailed when the design is
 * approved, with the balance link, and when it ships) and deleting it (archived when money moved for it, erased
 * otherwise). Part of the custom-orders module, the only writer of custom_orders.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { AppError } from '../../../core/errors';
import type { ShopIdentity } from '../../config';
import type { Database } from '../../db/client';
import { customOrders, payments, type CustomOrderStatus } from '../../db/schema';
import { enqueueEmail } from '../../integrations/mail/outbox';
import type { CurrentUser } from '../../load-context';
import { recordAudit } from '../audit/audit.service';
import { orderStatusPath } from '../orders/order-links';
import { ORDER_NOT_FOUND, type createBalanceLinkService } from './balance-links.service';
import { customOrderShippedEmail } from './custom-order-emails';
import { toAdminCustomOrderDto } from './custom-orders.dto';

export interface CustomOrderAdminDeps {
  db: Database;
  linkSecret: string;
  shop: ShopIdentity;
  publicUrl: string;
  now: () => Date;
  /** Setting "approved" issues the balance link with the design-approved e-mail, as the customer's approval does. */
  balanceLinks: Pick<ReturnType<typeof createBalanceLinkService>, 'announceApproval'>;
}

export function createCustomOrderAdmin(deps: CustomOrderAdminDeps) {
  const { db, now } = deps;
  const live = (id: number) => and(eq(customOrders.id, id), isNull(customOrders.archivedAt));

  return {
    /** Any selector status from any state; the same status again changes nothing (no audit row, no e-mail). */
    async setStatus(id: number, status: CustomOrderStatus, actor: CurrentUser, ip: string): Promise<void> {
      await db.transaction(async (tx) => {
        const [order] = await tx.select().from(customOrders).where(live(id)).for('update');
        if (!order) throw new AppError('not_found', ORDER_NOT_FOUND);
        if (order.status === status) return;
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
        if (status === 'approved' && !order.balancePaymentId) {
          // One e-mail: "Your design is approved", with the balance and its link.
          await deps.balanceLinks.announceApproval(tx, updated!, actor, ip);
        }
        if (status === 'shipped') {
          const statusUrl = `${deps.publicUrl}${orderStatusPath(deps.linkSecret, 'custom', id)}`;
          await enqueueEmail(tx, {
            to: order.customerEmail,
            ...customOrderShippedEmail(deps.shop, updated!, statusUrl),
            payload: { customOrderId: id, status },
          });
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
