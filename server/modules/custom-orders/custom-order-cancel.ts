/**
 * The owner cancels a custom order (POST /api/admin/custom-orders/{id}/cancel, through the payments module, which
 * refunds the deposit first when asked): status cancelled with when and why, the balance link ends at once, audited,
 * and the customer told why and what was refunded. Part of the custom-orders module, the only writer of
 * custom_orders: the payments module calls `checkCancellable` before its refund and `markCancelled` after it.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { AppError } from '../../../core/errors';
import { formatUsd } from '../../../core/money';
import { orderNumber } from '../../../core/order-numbers';
import type { ShopIdentity } from '../../config';
import type { Database, Tx } from '../../db/client';
import { customOrders, type CustomOrder } from '../../db/schema';
import { enqueueEmail } from '../../integrations/mail/outbox';
import type { CurrentUser } from '../../current-user';
import { recordAudit } from '../audit';
import { orderStatusPath } from '../../order-links';
import { ORDER_NOT_FOUND } from './balance-links.service';

export const CANCEL_MESSAGES = {
  alreadyCancelled: 'This order is already cancelled',
  shipped: 'This order has shipped, so it cannot be cancelled. Refund it from its payments instead.',
} as const;

/** Statuses past which there is nothing left to cancel. */
const NOT_CANCELLABLE: ReadonlySet<CustomOrder['status']> = new Set(['shipped', 'delivered']);

export interface CustomOrderCancelDeps {
  db: Database;
  linkSecret: string;
  shop: ShopIdentity;
  publicUrl: string;
  now: () => Date;
}

function refusal(order: CustomOrder | undefined): AppError | null {
  if (!order) return new AppError('not_found', ORDER_NOT_FOUND);
  if (order.status === 'cancelled') return new AppError('conflict', CANCEL_MESSAGES.alreadyCancelled);
  if (NOT_CANCELLABLE.has(order.status)) return new AppError('conflict', CANCEL_MESSAGES.shipped);
  return null;
}

function cancelledEmail(shop: ShopIdentity, order: CustomOrder, reason: string, refundedCents: number, link: string) {
  const number = orderNumber('custom', order.id);
  const refund =
    refundedCents > 0
      ? `We have refunded ${formatUsd(refundedCents)} of your deposit to your PayPal account; PayPal shows it within a few days.`
      : 'No payment has been refunded with this cancellation. If you think one should be, reply to this e-mail.';
  return {
    subject: `Your custom order ${number} has been cancelled`,
    text: [
      `Hello ${order.customerName},`,
      `We have cancelled your custom order ${number}.`,
      `Why: ${reason}`,
      refund,
      `Your order: ${link}`,
      `Questions? Write to ${shop.supportEmail}.`,
      `-- ${shop.name}`,
    ].join('\n\n'),
  };
}

export function createCustomOrderCancel(deps: CustomOrderCancelDeps) {
  const { db, now } = deps;
  const live = (id: number) => and(eq(customOrders.id, id), isNull(customOrders.archivedAt));

  return {
    /** Refuses (404, 409) an order that cannot be cancelled, before any money moves for it. */
    async checkCancellable(id: number): Promise<CustomOrder> {
      const [order] = await db.select().from(customOrders).where(live(id));
      const refused = refusal(order);
      if (refused) throw refused;
      return order!;
    },

    /**
     * Cancels in the caller's transaction (with `refundedCents` of the deposit already refunded): the balance link
     * expires now, so a cancelled order can no longer be paid.
     */
    async markCancelled(
      tx: Tx,
      id: number,
      input: { reason: string; refundedCents: number },
      actor: CurrentUser,
      ip: string,
    ): Promise<CustomOrder> {
      const [order] = await tx.select().from(customOrders).where(live(id)).for('update');
      const refused = refusal(order);
      if (refused) throw refused;
      const at = now();
      const [updated] = await tx
        .update(customOrders)
        .set({
          status: 'cancelled',
          cancelledAt: at,
          cancelReason: input.reason,
          balanceLinkExpiresAt: order!.balanceLinkExpiresAt ? at : null,
          updatedAt: at,
        })
        .where(eq(customOrders.id, id))
        .returning();
      await recordAudit(tx, {
        actor,
        action: 'custom-order.cancel',
        entity: 'custom_orders',
        entityId: id,
        details: {
          summary: `Cancelled: ${input.reason}. ${
            input.refundedCents > 0 ? `${formatUsd(input.refundedCents)} of the deposit refunded.` : 'Nothing refunded.'
          }`,
          reason: input.reason,
          refunded: formatUsd(input.refundedCents),
        },
        before: { status: order!.status },
        after: { status: 'cancelled' },
        ip,
      });
      const link = `${deps.publicUrl}${orderStatusPath(deps.linkSecret, 'custom', id)}`;
      await enqueueEmail(tx, {
        to: order!.customerEmail,
        ...cancelledEmail(deps.shop, updated!, input.reason, input.refundedCents, link),
        payload: { customOrderId: id, cancelled: true },
      });
      return updated!;
    },
  };
}

export type CustomOrderCancel = ReturnType<typeof createCustomOrderCancel>;
