/**
 * The owner's price table: a save with a gap or an overlap is refused with its message and nothing is kept; a saved
 * version prices the next designer order and the next quote, never one already priced; every save is audited.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_PRICE_TABLE } from '../../../core/pricing/price-table-seed';
import type { PriceTable } from '../../../core/pricing/price-table';
import { accountTestClient } from '../../../tests/helpers/account-test-client';
import { signInAdmin } from '../../../tests/helpers/admin';
import { buildTestApp, type TestApp } from '../../../tests/helpers/app';
import { prepareCustomOrder, RUSH_GOLD_ORDER } from '../../../tests/helpers/custom-orders';
import { auditLog, priceVersions } from '../../db/schema';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await signInAdmin(t);
});
afterAll(() => t.close());

const save = (body: unknown, cookie = admin) =>
  t.app.inject({ method: 'PUT', url: '/api/admin/prices', headers: { cookie }, payload: body as object });

/** The seed with the 100-249 tier at `cents` a pin. */
function with100to249(cents: number): PriceTable {
  const pin = SEED_PRICE_TABLE.products.pin;
  return {
    ...SEED_PRICE_TABLE,
    products: {
      ...SEED_PRICE_TABLE.products,
      pin: {
        ...pin,
        tiers: pin.tiers.map((tier) => (tier.minQuantity === 100 ? { ...tier, unitCents: cents } : tier)),
      },
    },
  };
}

const priceRows = async () => t.database.db.select().from(priceVersions);
const priceAudits = async () => t.database.db.select().from(auditLog).where(eq(auditLog.action, 'prices.change'));

describe('the price table', () => {
  it('is the seed, version 1, for anyone to read', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/prices' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ version: 1, table: SEED_PRICE_TABLE });
  });

  it('is saved by the admin only: 401 for a visitor, 403 for a customer', async () => {
    expect((await save({ baseVersion: 1, table: with100to249(450) }, '')).statusCode).toBe(401);
    const customer = await accountTestClient(t).register('pricefan', 'price.fan@example.com');
    expect((await save({ baseVersion: 1, table: with100to249(450) }, customer.cookie)).statusCode).toBe(403);
    expect(await priceRows()).toHaveLength(1);
  });

  it('refuses a gap or an overlap between tiers with its message, and keeps nothing', async () => {
    const pin = SEED_PRICE_TABLE.products.pin;
    const gap = structuredClone(SEED_PRICE_TABLE);
    gap.products.pin.tiers[1] = { ...pin.tiers[1]!, minQuantity: 60 };
    const refused = await save({ baseVersion: 1, table: gap });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().message).toBe(
      'Pins: Gap between tiers: tier 1 ends at 50 and tier 2 starts at 60, so 51-59 would have no price. Start tier 2 at 51.',
    );

    const overlap = structuredClone(SEED_PRICE_TABLE);
    overlap.products.pin.tiers[2] = { ...pin.tiers[2]!, minQuantity: 90 };
    const refusedToo = await save({ baseVersion: 1, table: overlap });
    expect(refusedToo.statusCode).toBe(400);
    expect(refusedToo.json().message).toBe(
      'Pins: Tiers overlap: tier 2 ends at 99 and tier 3 starts at 90. Start tier 3 at 100.',
    );

    expect(await priceRows()).toHaveLength(1);
    expect(await priceAudits()).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/prices' })).json().version).toBe(1);
  });

  it('prices new designer orders with a new version, leaves a priced order as it was, and audits the change', async () => {
    // 100 gold pins on backing cards with rush, priced at $5.35 a pin under version 1.
    const before = await prepareCustomOrder(t.app, RUSH_GOLD_ORDER);
    expect(before.totalPrice).toBe(635);

    const preview = await t.app.inject({
      method: 'POST',
      url: '/api/admin/prices/preview',
      headers: { cookie: admin },
      payload: with100to249(450),
    });
    expect(preview.json()).toEqual({ changes: ['Pins 100-249 pieces, each: $5.00 → $4.50'] });

    const saved = await save({ baseVersion: 1, table: with100to249(450) });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ version: 2, changes: ['Pins 100-249 pieces, each: $5.00 → $4.50'] });

    // The designer's old numbers are refused now; the new ones ($4.85 a pin, $585) are taken.
    const stale = await prepareCustomOrder(t.app, RUSH_GOLD_ORDER);
    expect(stale.message).toMatch(/do not match our current prices/);
    const fresh = await prepareCustomOrder(t.app, {
      ...RUSH_GOLD_ORDER,
      pricePerPin: 4.85,
      totalPrice: 585,
      depositAmount: 58.5,
      remainingBalance: 526.5,
    });
    expect(fresh).toMatchObject({ totalPrice: 585, depositAmount: 58.5 });

    // The order prepared before the change keeps its prices.
    const old = await t.app.inject({ method: 'GET', url: `/api/designer-orders/${before.preparedOrderId}` });
    expect(old.json()).toMatchObject({ pricePerPin: 5.35, totalPrice: 635, depositAmount: 63.5 });

    const [audit, ...more] = await priceAudits();
    expect(more).toEqual([]);
    expect(audit!.details).toMatchObject({ summary: 'Prices version 2: Pins 100-249 pieces, each: $5.00 → $4.50' });
    expect(audit!.actorUserId).not.toBeNull();
    const rows = await t.database.db
      .select()
      .from(priceVersions)
      .where(and(eq(priceVersions.version, 2)));
    expect(rows[0]!.savedByUserId).toBe(audit!.actorUserId);
  });

  it('refuses a save over a version someone else saved meanwhile', async () => {
    const res = await save({ baseVersion: 1, table: with100to249(425) });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/changed by someone else/);
  });

  it('refuses a design under the minimum quantity with the form’s message', async () => {
    const res = await prepareCustomOrder(t.app, { ...RUSH_GOLD_ORDER, quantity: 24 });
    expect(res.message).toBe('Quantity must be at least 25');
  });
});
