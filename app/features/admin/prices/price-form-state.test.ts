import { describe, expect, it } from 'vitest';
import { priceTableSchema } from '../../../../core/pricing/price-table-schema';
import { SEED_PRICE_TABLE } from '../../../../core/pricing/price-table-seed';
import { centsOf, errorsOf, tableOf, textOf, withTierAdded, withTierRemoved } from './price-form-state';

describe('the Prices form text', () => {
  it('reads the table back exactly', () => {
    expect(tableOf(textOf(SEED_PRICE_TABLE))).toEqual(SEED_PRICE_TABLE);
    expect(textOf(SEED_PRICE_TABLE).products.pin.tiers[0]).toEqual({ key: 0, min: '25', max: '50', price: '7.00' });
  });

  it('takes dollars as typed and refuses anything else', () => {
    expect(centsOf('$4.5')).toBe(450);
    expect(centsOf(' 7 ')).toBe(700);
    expect(centsOf('4.505')).toBeNaN();
    expect(centsOf('four')).toBeNaN();
  });

  it('adds a tier after the open one and removes the last back to open', () => {
    const text = textOf(SEED_PRICE_TABLE);
    const added = withTierAdded(text.products.pin);
    expect(added.tiers.slice(-2).map(({ min, max }) => [min, max])).toEqual([
      ['500', '999'],
      ['1000', ''],
    ]);
    expect(priceTableSchema.safeParse(tableOf({ ...text, products: { ...text.products, pin: added } })).success).toBe(
      true,
    );
    const removed = withTierRemoved(added, added.tiers.length - 1);
    expect(tableOf({ ...text, products: { ...text.products, pin: removed } })).toEqual(SEED_PRICE_TABLE);
  });

  it('puts a tier field’s message on its tier', () => {
    const text = textOf(SEED_PRICE_TABLE);
    const markers = text.products['ball-marker'];
    markers.tiers[1] = { ...markers.tiers[1]!, price: 'abc' };
    text.rushFee = '-1';
    const parsed = priceTableSchema.safeParse(tableOf(text));
    expect(parsed.success).toBe(false);
    expect(errorsOf(parsed.error!.issues)).toMatchObject({
      'products.ball-marker.tiers.1': 'Enter the price of one piece, above $0.00.',
      'products.ball-marker': 'Enter the price of one piece, above $0.00.',
      rushFeeCents: 'Enter an amount in dollars and cents, $0.00 or more.',
    });
  });
});
