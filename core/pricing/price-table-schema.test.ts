import { describe, expect, it } from 'vitest';
import { describePriceChanges } from './price-table-changes';
import { priceTableSchema, storedPriceTableSchema } from './price-table-schema';
import { sizeCentsOf, tierUnitCents } from './price-table';
import { SEED_PRICE_TABLE } from './price-table-seed';
import type { PriceTable, PriceTier } from './price-table';

function withTiers(tiers: PriceTier[], minQuantity = 25): PriceTable {
  const products = SEED_PRICE_TABLE.products;
  return { ...SEED_PRICE_TABLE, products: { ...products, pin: { ...products.pin, minQuantity, tiers } } };
}

function firstIssue(table: unknown) {
  const result = priceTableSchema.safeParse(table);
  return result.success
    ? null
    : { path: result.error.issues[0]!.path.join('.'), message: result.error.issues[0]!.message };
}

describe('the price table rules', () => {
  it('takes the seed as it is', () => {
    expect(firstIssue(SEED_PRICE_TABLE)).toBeNull();
  });

  it('refuses a gap between tiers, naming the quantities left without a price', () => {
    const issue = firstIssue(
      withTiers([
        { minQuantity: 25, maxQuantity: 50, unitCents: 700 },
        { minQuantity: 60, maxQuantity: null, unitCents: 600 },
      ]),
    );
    expect(issue).toEqual({
      path: 'products.pin.tiers.1',
      message:
        'Pins: Gap between tiers: tier 1 ends at 50 and tier 2 starts at 60, so 51-59 would have no price. Start tier 2 at 51.',
    });
  });

  it('refuses an overlap between tiers', () => {
    expect(
      firstIssue(
        withTiers([
          { minQuantity: 25, maxQuantity: 100, unitCents: 700 },
          { minQuantity: 90, maxQuantity: null, unitCents: 600 },
        ]),
      )?.message,
    ).toBe('Pins: Tiers overlap: tier 1 ends at 100 and tier 2 starts at 90. Start tier 2 at 101.');
  });

  it('wants the tiers to start at the minimum quantity, ascend and end open', () => {
    expect(firstIssue(withTiers([{ minQuantity: 30, maxQuantity: null, unitCents: 700 }]))?.message).toBe(
      'Pins: Tier 1 must start at the minimum quantity, 25.',
    );
    expect(firstIssue(withTiers([{ minQuantity: 25, maxQuantity: 20, unitCents: 700 }]))?.message).toBe(
      'Pins: Tier 1 ends (20) before it starts (25).',
    );
    expect(firstIssue(withTiers([{ minQuantity: 25, maxQuantity: 99, unitCents: 700 }]))?.message).toBe(
      'Pins: The last tier must be open-ended: leave tier 1’s last quantity empty.',
    );
    expect(
      firstIssue(
        withTiers([
          { minQuantity: 25, maxQuantity: null, unitCents: 700 },
          { minQuantity: 26, maxQuantity: null, unitCents: 600 },
        ]),
      )?.message,
    ).toBe('Pins: Tier 1 is open-ended but tier 2 follows it: give tier 1 a last quantity.');
  });

  it('wants positive whole cents, a deposit of 1-100% and a minimum of at least 1', () => {
    expect(firstIssue(withTiers([{ minQuantity: 25, maxQuantity: null, unitCents: 0 }]))?.message).toBe(
      'Enter the price of one piece, above $0.00.',
    );
    expect(firstIssue(withTiers([{ minQuantity: 25, maxQuantity: null, unitCents: 12.5 }]))?.message).toBe(
      'Enter the price of one piece in dollars and cents.',
    );
    expect(firstIssue({ ...SEED_PRICE_TABLE, rushFeeCents: -1 })?.message).toBe(
      'Enter an amount in dollars and cents, $0.00 or more.',
    );
    expect(firstIssue({ ...SEED_PRICE_TABLE, depositPercent: 0 })?.message).toBe(
      'The deposit must be a whole percentage from 1 to 100.',
    );
    expect(firstIssue({ ...SEED_PRICE_TABLE, depositPercent: 101 })?.path).toBe('depositPercent');
    expect(firstIssue(withTiers([{ minQuantity: 0, maxQuantity: null, unitCents: 700 }], 0))?.message).toBe(
      'Pins: the minimum quantity must be a whole number of at least 1.',
    );
  });
});

describe('the products', () => {
  it('refuses a gap in one product’s tiers, naming the product', () => {
    const table = structuredClone(SEED_PRICE_TABLE);
    table.products['divot-tool'].tiers[1]!.minQuantity = 60;
    expect(firstIssue(table)).toEqual({
      path: 'products.divot-tool.tiers.1',
      message:
        'Divot tools: Gap between tiers: tier 1 ends at 50 and tier 2 starts at 60, so 51-59 would have no price. Start tier 2 at 51.',
    });
  });

  it('wants each product’s own sizes', () => {
    const table = structuredClone(SEED_PRICE_TABLE) as unknown as { products: Record<string, { sizeCents: object }> };
    table.products['backing-card']!.sizeCents = { '2x3inch': 0 };
    expect(firstIssue(table)?.path).toBe('products.backing-card.sizeCents.3x4inch');
    expect(sizeCentsOf(SEED_PRICE_TABLE, 'backing-card', '3x4inch')).toBe(15);
    expect(sizeCentsOf(SEED_PRICE_TABLE, 'ball-marker', '1.5inch')).toBeNull();
  });

  it('prices a ball marker under a pin and a divot tool over it at every seed band', () => {
    for (const quantity of [25, 75, 150, 300, 600]) {
      const unit = (kind: keyof typeof SEED_PRICE_TABLE.products) =>
        tierUnitCents(SEED_PRICE_TABLE.products[kind].tiers, quantity);
      expect(unit('ball-marker')).toBeLessThan(unit('pin'));
      expect(unit('divot-tool')).toBeGreaterThan(unit('pin'));
    }
  });

  it('reads a version saved with pins only, the other products at the seed’s prices', () => {
    const pinsOnly = { ...SEED_PRICE_TABLE, products: { pin: { ...SEED_PRICE_TABLE.products.pin, minQuantity: 30 } } };
    pinsOnly.products.pin.tiers = [{ minQuantity: 30, maxQuantity: null, unitCents: 650 }];
    const read = storedPriceTableSchema.parse(pinsOnly);
    expect(read.products.pin.tiers).toEqual([{ minQuantity: 30, maxQuantity: null, unitCents: 650 }]);
    expect(read.products['ball-marker']).toEqual(SEED_PRICE_TABLE.products['ball-marker']);
  });
});

describe('describePriceChanges', () => {
  it('says each change in plain words and dollars', () => {
    const next = withTiers(
      SEED_PRICE_TABLE.products.pin.tiers.map((tier) =>
        tier.minQuantity === 100 ? { ...tier, unitCents: 450 } : tier,
      ),
    );
    expect(describePriceChanges(SEED_PRICE_TABLE, { ...next, rushFeeCents: 12_000, depositPercent: 20 })).toEqual([
      'Pins 100-249 pieces, each: $5.00 → $4.50',
      'Rush fee: $100.00 → $120.00',
      'Deposit: 10% → 20%',
    ]);
    expect(describePriceChanges(SEED_PRICE_TABLE, SEED_PRICE_TABLE)).toEqual([]);
  });
});
