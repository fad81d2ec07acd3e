/**
 * "Remove the demo data" (DELETE /api/admin/settings/demo-data): the demo products, codes, invoices and blog posts
 * go, except a product a customer bought and the code they used, which stay and are listed; audited; a second run
 * removes nothing more. A shop started with SEED_DEMO=0 has no demo at all.
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signInAdmin } from '../../../tests/helpers/admin';
import { HARBOUR_TOWN, paymentHarness } from '../../../tests/helpers/payments';
import { openConfiguredDatabase, prepareDatabase } from '../../bootstrap';
import { loadConfig } from '../../config';
import { auditLog, blogPosts, discountCodes, manualInvoices, products } from '../../db/schema';
import { demoBlogPosts } from '../../db/seed/blog-posts';
import { demoDiscountCodes } from '../../db/seed/discount-codes';
import { demoInvoices } from '../../db/seed/invoices';
import { demoProducts } from '../../db/seed/products';

const URL = '/api/admin/settings/demo-data';
const { world, call, cartWith, checkout, approve, capture } = paymentHarness();

describe('removing the demo data', () => {
  it('is the admin’s only', async () => {
    const res = await world.t.app.inject({ method: 'DELETE', url: URL });
    expect(res.statusCode).toBe(401);
  });

  it('keeps what a customer bought or used and lists it; the rest goes, audited', async () => {
    const paying = await checkout(await cartWith([[HARBOUR_TOWN, 2]]), { discountCode: 'usa' });
    expect(paying.statusCode, paying.body).toBe(201);
    const orderId = paying.json().id as string;
    expect((await approve(orderId)).status).toBe(200);
    expect((await capture(orderId)).statusCode).toBe(200);

    const admin = await signInAdmin(world.t);
    const res = await world.t.app.inject({ method: 'DELETE', url: URL, headers: { cookie: admin } });
    expect(res.statusCode, res.body).toBe(200);
    const harbourTown = demoProducts.find((product) => product.id === HARBOUR_TOWN)!;
    expect(res.json()).toEqual({
      removed: {
        products: demoProducts.length - 1,
        discountCodes: demoDiscountCodes.length - 1,
        invoices: demoInvoices.length,
        blogPosts: demoBlogPosts.length,
      },
      kept: [
        { kind: 'products', name: harbourTown.name, reason: 'bought in an order' },
        { kind: 'discountCodes', name: 'USA', reason: 'used in an order' },
      ],
    });

    const { db } = world.t.database;
    const left = async (table: typeof products | typeof discountCodes | typeof manualInvoices | typeof blogPosts) =>
      (await db.select({ n: count() }).from(table))[0]!.n;
    expect(await left(products)).toBe(1);
    expect(await left(discountCodes)).toBe(1);
    expect(await left(manualInvoices)).toBe(0);
    expect(await left(blogPosts)).toBe(0);
    // The storefront's catalogue and blog show it at once.
    expect((await call('GET', '/api/products')).json().map((p: { id: number }) => p.id)).toEqual([HARBOUR_TOWN]);
    expect((await call('GET', '/api/blog')).json()).toEqual([]);

    const [audit] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'demo.remove'), eq(auditLog.entityId, 'demo_data')));
    expect(audit!.details).toEqual({
      summary:
        `Demo data removed: ${demoProducts.length - 1} products, ${demoDiscountCodes.length - 1} discount codes, ` +
        `${demoInvoices.length} invoices, ${demoBlogPosts.length} blog posts; kept because customers used them: ` +
        `${harbourTown.name} (bought in an order); USA (used in an order)`,
    });

    const again = await world.t.app.inject({ method: 'DELETE', url: URL, headers: { cookie: admin } });
    expect(again.json().removed).toEqual({ products: 0, discountCodes: 0, invoices: 0, blogPosts: 0 });
    expect(again.json().kept).toHaveLength(2);
  });
});

describe('SEED_DEMO=0', () => {
  it('starts a new shop with no demo products, codes, invoices or posts', async () => {
    const config = loadConfig(
      { NODE_ENV: 'test', DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'pinshop-empty-')), SEED_DEMO: '0' },
      { persistSecret: false },
    );
    const database = await openConfiguredDatabase(config, { fromTemplate: true });
    try {
      const said: string[] = [];
      await prepareDatabase(database, config, { info: (line) => said.push(line), warn: (line) => said.push(line) });
      expect(said).toContain('new database: SEED_DEMO=0, so no demo data');
      for (const table of [products, discountCodes, manualInvoices, blogPosts]) {
        expect((await database.db.select({ n: count() }).from(table))[0]!.n).toBe(0);
      }
    } finally {
      await database.close();
    }
  });
});
