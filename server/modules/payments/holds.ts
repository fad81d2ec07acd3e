import { and, eq, isNull, sql } from 'drizzle-orm';
import { AppError } from '../../../core/errors';
import type { Tx } from '../../db/client';
import { discountCodes, payments, products, stockReservations } from '../../db/schema';

/** How long stock and a discount use stay held for a buyer who is paying. */
export const HOLD_MINUTES = 30;

export interface HeldLine {
  productId: number;
  name: string;
  quantity: number;
}

/**
 * Takes the units off the shelf with a conditional update (never below zero, whatever runs beside us) and notes
 * the hold, so it can be given back if the buyer never pays.
 */
export async function holdStock(tx: Tx, paymentId: number, lines: HeldLine[], expiresAt: Date): Promise<void> {
  for (const line of lines) {
    const taken = await tx
      .update(products)
      .set({ stockQuantity: sql`${products.stockQuantity} - ${line.quantity}` })
      .where(and(eq(products.id, line.productId), sql`${products.stockQuantity} >= ${line.quantity}`))
      .returning({ id: products.id });
    if (taken.length === 0) {
      const [row] = await tx
        .select({ stock: products.stockQuantity })
        .from(products)
        .where(eq(products.id, line.productId));
      const left = row?.stock ?? 0;
      throw new AppError(
        'conflict',
        left > 0 ? `Only ${left} left in stock for ${line.name}` : `${line.name} just sold out`,
      );
    }
    await tx
      .insert(stockReservations)
      .values({ paymentId, productId: line.productId, quantity: line.quantity, expiresAt });
  }
}

/** Counts a use of the code now, atomically against its maximum. */
export async function holdDiscountUse(tx: Tx, code: string): Promise<void> {
  const taken = await tx
    .update(discountCodes)
    .set({ currentUses: sql`${discountCodes.currentUses} + 1` })
    .where(
      and(
        eq(discountCodes.code, code),
        sql`(${discountCodes.maxUses} is null or ${discountCodes.currentUses} < ${discountCodes.maxUses})`,
      ),
    )
    .returning({ id: discountCodes.id });
  if (taken.length === 0) throw new AppError('conflict', 'This discount code has reached its usage limit');
}

/** Gives back the payment's stock and discount use (a buyer who never paid, a declined card). */
export async function releaseHolds(tx: Tx, paymentId: number, now: Date): Promise<void> {
  const held = await tx
    .update(stockReservations)
    .set({ releasedAt: now })
    .where(and(eq(stockReservations.paymentId, paymentId), isNull(stockReservations.releasedAt)))
    .returning({ productId: stockReservations.productId, quantity: stockReservations.quantity });
  for (const line of held) {
    await tx
      .update(products)
      .set({ stockQuantity: sql`${products.stockQuantity} + ${line.quantity}` })
      .where(eq(products.id, line.productId));
  }
  const [payment] = await tx
    .select({ discountCode: payments.discountCode, details: payments.details })
    .from(payments)
    .where(eq(payments.id, paymentId));
  if (payment?.discountCode && payment.details.discountHeld === true) {
    await tx
      .update(discountCodes)
      .set({ currentUses: sql`greatest(${discountCodes.currentUses} - 1, 0)` })
      .where(eq(discountCodes.code, payment.discountCode));
    await tx
      .update(payments)
      .set({ details: sql`${payments.details} || '{"discountHeld": false}'::jsonb` })
      .where(eq(payments.id, paymentId));
  }
}

/**
 * At capture: keeps what is still held, and takes again anything that was given back meanwhile (a hold that
 * expired while the buyer was at PayPal). Throws when that is no longer possible: the caller refunds.
 */
export async function confirmHolds(tx: Tx, paymentId: number, lines: HeldLine[]): Promise<void> {
  const released = await tx
    .select()
    .from(stockReservations)
    .where(and(eq(stockReservations.paymentId, paymentId), sql`${stockReservations.releasedAt} is not null`));
  if (released.length > 0) {
    const again = lines.filter((line) => released.some((r) => r.productId === line.productId));
    await holdStock(tx, paymentId, again, new Date());
  }
  await tx.delete(stockReservations).where(eq(stockReservations.paymentId, paymentId));
  const [payment] = await tx
    .select({ discountCode: payments.discountCode, details: payments.details })
    .from(payments)
    .where(eq(payments.id, paymentId));
  if (payment?.discountCode && payment.details.discountHeld !== true) {
    await holdDiscountUse(tx, payment.discountCode);
    await tx
      .update(payments)
      .set({ details: sql`${payments.details} || '{"discountHeld": true}'::jsonb` })
      .where(eq(payments.id, paymentId));
  }
}
