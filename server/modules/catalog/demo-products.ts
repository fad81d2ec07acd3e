/**
 * The demo catalogue's removal (the owner's "Remove the demo data", modules/settings/demo-data.ts): a product the
 * seed loaded (its fixed id, still its seeded name or drawing: a product of the owner's that took the id in a shop
 * started without the demo is never one) goes, unless an order bought it or a payment holds it: that one stays.
 */
import { inArray, sql } from 'drizzle-orm';
import type { KeptDemoRow } from '../../../core/schemas/demo-data';
import { queryRows, type Tx } from '../../db/client';
import { orders, payments, products, stockReservations } from '../../db/schema';
import { demoProducts, productImageUrl } from '../../db/seed/products';

export async function removeDemoProducts(tx: Tx): Promise<{ removed: number; kept: KeptDemoRow[] }> {
  const seeded = new Map(demoProducts.map((product) => [product.id, product]));
  const rows = await tx
    .select({ id: products.id, name: products.name, imageUrl: products.imageUrl })
    .from(products)
    .where(inArray(products.id, [...seeded.keys()]))
    .for('update');
  const demo = rows.filter((row) => {
    const seed = seeded.get(row.id)!;
    return row.name === seed.name || row.imageUrl === productImageUrl(seed.slug);
  });
  const kept: KeptDemoRow[] = [];
  const gone: number[] = [];
  for (const row of demo) {
    const reason = await whyKept(tx, row.id);
    if (reason) kept.push({ kind: 'products', name: row.name, reason });
    else gone.push(row.id);
  }
  if (gone.length > 0) await tx.delete(products).where(inArray(products.id, gone));
  return { removed: gone.length, kept };
}

async function whyKept(tx: Tx, id: number): Promise<string | undefined> {
  const line = JSON.stringify([{ productId: id }]);
  const [row] = await queryRows<{ ordered: boolean; paying: boolean }>(
    tx,
    sql`select exists (select 1 from ${orders} where ${orders.items} @> ${line}::jsonb) as ordered,
      (exists (select 1 from ${payments} where ${payments.details} -> 'lines' @> ${line}::jsonb)
        or exists (select 1 from ${stockReservations} where ${stockReservations.productId} = ${id})) as paying`,
  );
  if (row?.ordered) return 'bought in an order';
  return row?.paying ? 'in a payment' : undefined;
}
