/**
 * Two app instances on one PostgreSQL: a write through one is seen by the other's next GET once the
 * notification arrives (a bounded wait, never a fixed sleep), and by the writer's own next GET at once.
 * PostgreSQL only: PGlite is one process's database.
 */
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { newSessionId } from '../../../tests/helpers/app';
import { onPostgresServer } from '../../../tests/helpers/database';
import { twinHarness } from '../../../tests/helpers/twins';
import type { App } from '../../app';
import { queryRows } from '../../db/client';
import { products } from '../../db/schema';
import { LISTENER_NAME } from './catalog-changes';
import { CUSTOMER, PAR_3 } from '../../../tests/helpers/payments';

describe.skipIf(!onPostgresServer())('the catalogue snapshot in two instances', () => {
  const { world, on } = twinHarness(16);

  const stockOn = async (app: App, id: number) => {
    const res = await app.inject({ method: 'GET', url: `/api/products/${id}` });
    expect(res.statusCode).toBe(200);
    return res.json().stockQuantity as number;
  };
  const listedStockOn = async (app: App, id: number) => {
    const res = await app.inject({ method: 'GET', url: '/api/products' });
    return (res.json() as { id: number; stockQuantity: number }[]).find((product) => product.id === id)!.stockQuantity;
  };

  it("a write through one instance reaches the other's snapshot", async () => {
    const [first, second] = world.twins.apps;
    const before = await stockOn(second, PAR_3);
    await listedStockOn(second, PAR_3);
    // Through the first instance's pool: that instance hears its own write before the update resolves.
    await world.twins.database.db
      .update(products)
      .set({ stockQuantity: before - 5 })
      .where(eq(products.id, PAR_3));
    expect(await stockOn(first, PAR_3)).toBe(before - 5);
    await expect.poll(() => stockOn(second, PAR_3), { timeout: 5_000, interval: 20 }).toBe(before - 5);
    await expect.poll(() => listedStockOn(second, PAR_3), { timeout: 5_000, interval: 20 }).toBe(before - 5);
  });

  it('a sale through the second instance: it sees the hold at once, the first soon after', async () => {
    const [first, second] = world.twins.apps;
    const before = await stockOn(first, PAR_3);
    expect(await stockOn(second, PAR_3)).toBe(before);
    const session = newSessionId();
    expect((await on(second, '/api/cart', session, { productId: PAR_3, quantity: 2 })).statusCode).toBe(200);
    const paying = await on(second, '/api/paypal/order', session, { customer: CUSTOMER });
    expect(paying.statusCode, paying.body).toBe(201);
    expect(await stockOn(second, PAR_3)).toBe(before - 2);
    await expect.poll(() => stockOn(first, PAR_3), { timeout: 5_000, interval: 20 }).toBe(before - 2);
  });

  it('a listener cut by the database reconnects, and the instances keep hearing each other', async () => {
    const [, second] = world.twins.apps;
    const db = world.twins.database.db;
    const listeners = async () =>
      (
        await queryRows<{ n: number }>(
          db,
          sql`select count(*)::int as n from pg_stat_activity
              where datname = current_database() and application_name = ${LISTENER_NAME}`,
        )
      )[0]!.n;
    expect(await listeners()).toBe(2);
    await db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and application_name = ${LISTENER_NAME}`,
    );
    const before = await stockOn(second, PAR_3);
    await db
      .update(products)
      .set({ stockQuantity: before + 3 })
      .where(eq(products.id, PAR_3));
    // Never stale for long while it is down (the reads go to the database), nor once it is back.
    await expect.poll(() => stockOn(second, PAR_3), { timeout: 5_000, interval: 20 }).toBe(before + 3);
    await expect.poll(listeners, { timeout: 10_000, interval: 50 }).toBe(2);

    await stockOn(second, PAR_3);
    await db
      .update(products)
      .set({ stockQuantity: before + 4 })
      .where(eq(products.id, PAR_3));
    await expect.poll(() => stockOn(second, PAR_3), { timeout: 5_000, interval: 20 }).toBe(before + 4);
  });
});
