/**
 * The demo discount codes' removal (modules/settings/demo-data.ts): a code the seed loaded (its code, type and value
 * as seeded) goes unless an order, a custom order or a payment names it. The seeded use counts are the demo's own
 * (FIRST5 starts "used up"), so they decide nothing here.
 */
import { inArray, sql } from 'drizzle-orm';
import type { KeptDemoRow } from '../../../core/schemas/demo-data';
import type { Tx } from '../../db/client';
import { customOrders, discountCodes, orders, payments } from '../../db/schema';
import { demoDiscountCodes } from '../../db/seed/discount-codes';

export async function removeDemoCodes(tx: Tx): Promise<{ removed: number; kept: KeptDemoRow[] }> {
  const seeded = new Map(demoDiscountCodes.map((code) => [code.code.toUpperCase(), code]));
  const rows = await tx
    .select()
    .from(discountCodes)
    .where(inArray(discountCodes.code, [...seeded.keys()]))
    .for('update');
  const demo = rows.filter((row) => {
    const seed = seeded.get(row.code)!;
    return row.discountType === seed.discountType && row.discountValue === seed.discountValue;
  });
  const kept: KeptDemoRow[] = [];
  const gone: number[] = [];
  for (const row of demo) {
    if (await named(tx, row.code)) kept.push({ kind: 'discountCodes', name: row.code, reason: 'used in an order' });
    else gone.push(row.id);
  }
  if (gone.length > 0) await tx.delete(discountCodes).where(inArray(discountCodes.id, gone));
  return { removed: gone.length, kept };
}

async function named(tx: Tx, code: string): Promise<boolean> {
  for (const column of [payments.discountCode, orders.discountCode, customOrders.discountCode]) {
    const rows = await tx
      .select({ one: sql`1` })
      .from(column.table)
      .where(sql`upper(${column}) = ${code}`)
      .limit(1);
    if (rows.length > 0) return true;
  }
  return false;
}
