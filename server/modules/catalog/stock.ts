/**
 * The catalogue's stock while buyers pay: units leave the shelf when a payment is created (a hold), come back if
 * the buyer never pays, and stay gone once the capture is recorded. Every change is a conditional update in the
 * caller's transaction, so stock never goes below zero whatever runs beside it.
 */
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import { AppError } from '../../../core/errors';
import type { Database, Tx } from '../../db/client';
import { products, stockReservations } from '../../db/schema';

export interface HeldLine {
  productId: number;
  name: string;
  quantity: number;
}

/** Takes the units off the shelf and notes the hold under the payment that took them. */
export async function holdStock(tx: Tx, paymentId: number, lines: HeldLine[], expiresAt: Date): Promise<void> {
  for (const line of lines) {
    await takeLine(tx, line);
    await tx
      .insert(stockReservations)
      .values({ paymentId, productId: line.productId, quantity: line.quantity, expiresAt });
  }
}

/**
 * Takes the units off the shelf for good, with no payment behind them (a NET 30 order ships before it is paid);
 * `returnToShelf` gives them back if the order is cancelled.
 */
export async function takeStock(tx: Tx, lines: HeldLine[]): Promise<void> {
  for (const line of lines) await takeLine(tx, line);
}

async function takeLine(tx: Tx, line: HeldLine): Promise<void> {
  const taken = await tx
    .update(products)
    .set({ stockQuantity: sql`${products.stockQuantity} - ${line.quantity}` })
    // Only an active product sells: one deactivated while its buyer was checking out is not taken.
    .where(
      and(
        eq(products.id, line.productId),
        eq(products.isActive, true),
        sql`${products.stockQuantity} >= ${line.quantity}`,
      ),
    )
    .returning({ id: products.id });
  if (taken.length === 0) {
    const [row] = await tx
      .select({ stock: products.stockQuantity, isActive: products.isActive })
      .from(products)
      .where(eq(products.id, line.productId));
    if (!row?.isActive) throw new AppError('conflict', `${line.name} is no longer available`);
    const left = row.stock;
    throw new AppError(
      'conflict',
      left > 0 ? `Only ${left} left in stock for ${line.name}` : `${line.name} just sold out`,
    );
  }
}

/** Puts the payment's held units back on the shelf (once: a released hold is not released again). */
export async function releaseStock(tx: Tx, paymentId: number, at: Date): Promise<void> {
  const held = await tx
    .update(stockReservations)
    .set({ releasedAt: at })
    .where(and(eq(stockReservations.paymentId, paymentId), isNull(stockReservations.releasedAt)))
    .returning({ productId: stockReservations.productId, quantity: stockReservations.quantity });
  for (const line of held) {
    await tx
      .update(products)
      .set({ stockQuantity: sql`${products.stockQuantity} + ${line.quantity}` })
      .where(eq(products.id, line.productId));
  }
}

/**
 * At capture: keeps what is still held and takes again what was given back meanwhile (a hold that expired while
 * the buyer was at PayPal). Throws a conflict when that is no longer possible: the caller refunds.
 */
export async function confirmStock(tx: Tx, paymentId: number, lines: HeldLine[], at: Date): Promise<void> {
  const released = await tx
    .select({ productId: stockReservations.productId })
    .from(stockReservations)
    .where(and(eq(stockReservations.paymentId, paymentId), sql`${stockReservations.releasedAt} is not null`));
  if (released.length > 0) {
    const again = lines.filter((line) => released.some((r) => r.productId === line.productId));
    await holdStock(tx, paymentId, again, at);
  }
  await tx.delete(stockReservations).where(eq(stockReservations.paymentId, paymentId));
}

/** Units of a paid order come back (the payment was refunded or reversed at PayPal). */
export async function returnToShelf(tx: Tx, lines: HeldLine[]): Promise<void> {
  for (const line of lines) {
    await tx
      .update(products)
      .set({ stockQuantity: sql`${products.stockQuantity} + ${line.quantity}` })
      .where(eq(products.id, line.productId));
  }
}

/** Payments whose holds ran out (the reconciler decides which of them still need them). */
export async function expiredHoldPayments(db: Database, at: Date): Promise<number[]> {
  const rows = await db
    .selectDistinct({ paymentId: stockReservations.paymentId })
    .from(stockReservations)
    .where(and(isNull(stockReservations.releasedAt), lt(stockReservations.expiresAt, at)));
  return rows.map((row) => row.paymentId);
}
