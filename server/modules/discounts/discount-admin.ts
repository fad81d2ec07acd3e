/**
 * The admin's discount codes (accounts-admin-spec section 2): the list with each code's uses, create, activate or
 * deactivate, and delete. A code that was ever used is deactivated instead of erased, so the orders and payments
 * that name it keep meaning something. Every change is audited in its own transaction.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import { pageOf, readCursor } from '../../../core/cursor';
import { AppError } from '../../../core/errors';
import { centsToDollars, dollarsToCents } from '../../../core/money';
import {
  DISCOUNT_ADMIN_MESSAGES,
  type AdminDiscountCode,
  type CreateDiscountCodeInput,
  type DiscountCodeDeleted,
  type DiscountCodePage,
  type DiscountCodeQuery,
} from '../../../core/schemas/discounts';
import type { Database, Tx } from '../../db/client';
import { afterTimeCursor, containsText, cursorTime, newestFirst } from '../../db/keyset';
import { customOrders, discountCodes, orders, payments, type DiscountCode } from '../../db/schema';
import type { CurrentUser } from '../../current-user';
import { recordAudit } from '../audit';

const ENTITY = 'discount_codes';

export interface DiscountAdminDeps {
  db: Database;
  now: () => Date;
}

export function toAdminDiscountCode(row: DiscountCode): AdminDiscountCode {
  return {
    id: row.id,
    code: row.code,
    discountType: row.discountType,
    discountValue: row.discountType === 'fixed' ? centsToDollars(row.discountValue) : row.discountValue,
    minimumOrderAmount: centsToDollars(row.minimumOrderAmountCents),
    maxUses: row.maxUses,
    usedCount: row.currentUses,
    validFrom: row.validFrom.toISOString(),
    validUntil: row.validUntil?.toISOString() ?? null,
    isActive: row.isActive,
    firstOrderOnly: row.firstOrderOnly,
    createdAt: row.createdAt.toISOString(),
  };
}

/** What the audit log keeps of a code (created: after; deleted: before), in the stored units. */
function audited(row: DiscountCode): Record<string, unknown> {
  return {
    code: row.code,
    discountType: row.discountType,
    discountValue: row.discountValue,
    minimumOrderAmountCents: row.minimumOrderAmountCents,
    maxUses: row.maxUses,
    currentUses: row.currentUses,
    validFrom: row.validFrom.toISOString(),
    validUntil: row.validUntil?.toISOString() ?? null,
    isActive: row.isActive,
    firstOrderOnly: row.firstOrderOnly,
  };
}

/**
 * Whether the code was ever used at checkout. current_uses alone is not enough: the use of a checkout never paid, or
 * of an order refunded later, is given back, yet the payment and order rows still name the code.
 */
async function everUsed(tx: Tx, row: DiscountCode): Promise<boolean> {
  if (row.currentUses > 0) return true;
  // Codes are stored uppercased, but older rows of the other tables may not be: compare them uppercased.
  for (const [table, column] of [
    [payments, payments.discountCode],
    [orders, orders.discountCode],
    [customOrders, customOrders.discountCode],
  ] as const) {
    const named = await tx
      .select({ one: sql`1` })
      .from(table)
      .where(sql`upper(${column}) = ${row.code}`)
      .limit(1);
    if (named.length > 0) return true;
  }
  return false;
}

async function lockCode(tx: Tx, id: number): Promise<DiscountCode> {
  const [row] = await tx.select().from(discountCodes).where(eq(discountCodes.id, id)).for('update');
  if (!row) throw new AppError('not_found', DISCOUNT_ADMIN_MESSAGES.notFound);
  return row;
}

export function createDiscountAdmin({ db, now }: DiscountAdminDeps) {
  /** Turns a code on or off inside `tx`, audited when it changes; answers the code as it is now. */
  async function setActive(
    tx: Tx,
    row: DiscountCode,
    isActive: boolean,
    actor: CurrentUser,
    ip: string,
    reason?: string,
  ): Promise<DiscountCode> {
    if (row.isActive === isActive) return row;
    const [updated] = await tx.update(discountCodes).set({ isActive }).where(eq(discountCodes.id, row.id)).returning();
    await recordAudit(tx, {
      actor,
      action: isActive ? 'discount.activate' : 'discount.deactivate',
      entity: ENTITY,
      entityId: row.id,
      details: { code: row.code, ...(reason ? { reason } : {}) },
      before: { isActive: row.isActive },
      after: { isActive },
      ip,
    });
    return updated!;
  }

  return {
    /**
     * The codes the admin made, newest first, a page at a time (`q`: part of the code); the personal single-use
     * codes a campaign sends (one per recipient) are left out.
     */
    async listCodes(query: DiscountCodeQuery): Promise<DiscountCodePage> {
      const rows = await db
        .select({ code: discountCodes, at: cursorTime(discountCodes.createdAt) })
        .from(discountCodes)
        .where(
          and(
            isNull(discountCodes.boundEmail),
            query.q ? containsText([discountCodes.code], query.q) : undefined,
            afterTimeCursor(discountCodes.createdAt, discountCodes.id, query.cursor ? readCursor(query.cursor) : null),
          ),
        )
        .orderBy(...newestFirst(discountCodes.createdAt, discountCodes.id))
        .limit(query.limit + 1);
      const page = pageOf(rows, query.limit, ({ code, at }) => ({ key: at, id: code.id }));
      return { codes: page.rows.map(({ code }) => toAdminDiscountCode(code)), nextCursor: page.nextCursor };
    },

    /**
     * Creates a code. The unique index on upper(code) decides a duplicate, so two admins creating the same code at
     * once get one code and one 409, never a 500.
     */
    async createCode(input: CreateDiscountCodeInput, actor: CurrentUser, ip: string): Promise<AdminDiscountCode> {
      const validFrom = input.validFrom ? new Date(input.validFrom) : now();
      const validUntil = input.validUntil ? new Date(input.validUntil) : null;
      if (validUntil && validUntil <= validFrom) {
        throw new AppError('bad_request', DISCOUNT_ADMIN_MESSAGES.untilAfterFrom);
      }
      return db.transaction(async (tx) => {
        const [created] = await tx
          .insert(discountCodes)
          .values({
            code: input.code,
            discountType: input.discountType,
            discountValue: input.discountType === 'fixed' ? dollarsToCents(input.discountValue) : input.discountValue,
            minimumOrderAmountCents: dollarsToCents(input.minimumOrderAmount),
            maxUses: input.maxUses ?? null,
            validFrom,
            validUntil,
            isActive: true,
            firstOrderOnly: input.firstOrderOnly,
          })
          .onConflictDoNothing()
          .returning();
        if (!created) throw new AppError('conflict', DISCOUNT_ADMIN_MESSAGES.duplicate);
        await recordAudit(tx, {
          actor,
          action: 'discount.create',
          entity: ENTITY,
          entityId: created.id,
          details: { code: created.code },
          after: audited(created),
          ip,
        });
        return toAdminDiscountCode(created);
      });
    },

    /** Activate / Deactivate. A deactivated code is refused by validation and at checkout at once. */
    async setCodeActive(id: number, isActive: boolean, actor: CurrentUser, ip: string): Promise<AdminDiscountCode> {
      return db.transaction(async (tx) => {
        const row = await lockCode(tx, id);
        return toAdminDiscountCode(await setActive(tx, row, isActive, actor, ip));
      });
    },

    /**
     * Erases a code nobody ever used; a used one is deactivated. The row lock comes first: a checkout taking a use
     * (holdUse updates this row) either committed before, and is seen here, or waits and then finds no row (the
     * buyer is told the code is not valid, and nothing is charged).
     */
    async deleteCode(id: number, actor: CurrentUser, ip: string): Promise<DiscountCodeDeleted> {
      return db.transaction(async (tx) => {
        const row = await lockCode(tx, id);
        if (await everUsed(tx, row)) {
          await setActive(tx, row, false, actor, ip, 'delete of a used code');
          return {
            outcome: 'deactivated',
            message: `${row.code} has been used, so it was deactivated instead of deleted.`,
          };
        }
        await tx.delete(discountCodes).where(eq(discountCodes.id, id));
        await recordAudit(tx, {
          actor,
          action: 'discount.delete',
          entity: ENTITY,
          entityId: id,
          details: { code: row.code },
          before: audited(row),
          ip,
        });
        return { outcome: 'deleted', message: `${row.code} has been deleted.` };
      });
    },
  };
}
