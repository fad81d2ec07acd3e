import { and, desc, eq, or, sql } from 'drizzle-orm';
import { AppError } from '../../../core/errors';
import type { CustomOrderDto, RegularOrderDto } from '../../../core/schemas/orders';
import type { Database } from '../../db/client';
import { auditLog, customOrders, orders, type CustomOrderStatus } from '../../db/schema';
import type { CurrentUser } from '../../load-context';
import { tokenHash } from './order-links';
import { toCustomOrderDto, toRegularOrderDto } from './orders.dto';

const NOT_FOUND = 'Order not found';

export function createOrderService(db: Database) {
  /** A customer's own orders: placed while signed in, or with the account's e-mail (before registering too). */
  const ownRegular = (user: CurrentUser) =>
    or(eq(orders.userId, user.id), eq(sql`lower(${orders.customerEmail})`, user.email.toLowerCase()));
  const ownCustom = (user: CurrentUser) =>
    or(eq(customOrders.userId, user.id), eq(sql`lower(${customOrders.customerEmail})`, user.email.toLowerCase()));

  return {
    async listRegular(user: CurrentUser): Promise<RegularOrderDto[]> {
      const rows = await db
        .select()
        .from(orders)
        .where(user.role === 'admin' ? undefined : ownRegular(user))
        .orderBy(desc(orders.createdAt), desc(orders.id));
      return rows.map(toRegularOrderDto);
    },

    async listCustom(user: CurrentUser): Promise<CustomOrderDto[]> {
      const rows = await db
        .select()
        .from(customOrders)
        .where(user.role === 'admin' ? undefined : ownCustom(user))
        .orderBy(desc(customOrders.createdAt), desc(customOrders.id));
      return rows.map(toCustomOrderDto);
    },

    /** One custom order for its owner or an admin; anyone else gets the same 404 as for a missing id. */
    async customOrder(id: number, user: CurrentUser | null): Promise<CustomOrderDto> {
      if (!user) throw new AppError('not_found', NOT_FOUND);
      const [row] = await db
        .select()
        .from(customOrders)
        .where(and(eq(customOrders.id, id), user.role === 'admin' ? undefined : ownCustom(user)));
      if (!row) throw new AppError('not_found', NOT_FOUND);
      return toCustomOrderDto(row);
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
      const [custom] = await db
        .select()
        .from(customOrders)
        .where(and(eq(customOrders.id, id), eq(customOrders.accessTokenHash, hash)));
      if (custom) return { type: 'custom', order: toCustomOrderDto(custom) };
      throw new AppError('not_found', NOT_FOUND);
    },

    async setCustomStatus(id: number, status: CustomOrderStatus, actor: CurrentUser, ip: string): Promise<void> {
      await db.transaction(async (tx) => {
        const updated = await tx
          .update(customOrders)
          .set({ status, updatedAt: new Date() })
          .where(eq(customOrders.id, id))
          .returning({ id: customOrders.id });
        if (updated.length === 0) throw new AppError('not_found', NOT_FOUND);
        await tx.insert(auditLog).values({
          actorUserId: actor.id,
          action: 'custom-order.status',
          entity: 'custom_orders',
          entityId: String(id),
          details: { status },
          ip,
        });
      });
    },
  };
}

export type OrderService = ReturnType<typeof createOrderService>;
