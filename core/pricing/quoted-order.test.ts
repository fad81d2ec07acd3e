import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PIN_PACKAGING } from './designer';
import { customPinsLine, isPinPlating, quotedOrderPrice, quotedSizeFor } from './quoted-order';
import { SEED_PRICE_TABLE } from './price-table-seed';

describe('quotedOrderPrice', () => {
  it('charges exactly 10% of the quoted amount now and the rest later', () => {
    expect(quotedOrderPrice(125_000, 300, SEED_PRICE_TABLE)).toEqual({
      pricePerPinCents: 417,
      packagingCents: 0,
      rushFeeCents: 0,
      totalCents: 125_000,
      depositCents: 12_500,
      remainingCents: 112_500,
    });
  });

  it('rounds the deposit to the cent the way the designer does', () => {
    // 10% of $12,345.67 is $1,234.567: the designer rounds half up, so does the quote.
    expect(quotedOrderPrice(1_234_567, 100, SEED_PRICE_TABLE).depositCents).toBe(123_457);
    expect(quotedOrderPrice(1_234_567, 100, SEED_PRICE_TABLE).remainingCents).toBe(1_111_110);
    expect(quotedOrderPrice(105, 1, SEED_PRICE_TABLE).depositCents).toBe(11);
    expect(quotedOrderPrice(104, 1, SEED_PRICE_TABLE).depositCents).toBe(10);
  });

  it('adds packaging and rush at the designer prices: the deposit is 10% of what the customer pays', () => {
    // $1,250 for 300 pins, individual bags and backing cards at $0.10 each a pin ($60), rush $100: $1,410.
    const price = quotedOrderPrice(125_000, 300, SEED_PRICE_TABLE, {
      packaging: ['individual-bags', 'backing-cards'],
      rushOrder: true,
    });
    expect(price).toEqual({
      pricePerPinCents: 437,
      packagingCents: 6_000,
      rushFeeCents: 10_000,
      totalCents: 141_000,
      depositCents: 14_100,
      remainingCents: 126_900,
    });
    expect(
      quotedOrderPrice(125_000, 300, SEED_PRICE_TABLE, { packaging: ['just-pins'], rushOrder: false }).totalCents,
    ).toBe(125_000);
  });
});

describe('a quote with packaging and rush', () => {
  it('adds up: pins + packaging + rush = total = deposit (10% of it, rounded once) + balance; the order lines agree', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 1, max: 5000 }),
        fc.subarray([...PIN_PACKAGING], { minLength: 1 }),
        fc.boolean(),
        (quoted, quantity, packaging, rushOrder) => {
          const price = quotedOrderPrice(quoted, quantity, SEED_PRICE_TABLE, { packaging, rushOrder });
          expect(quoted + price.packagingCents + price.rushFeeCents).toBe(price.totalCents);
          expect(price.depositCents).toBe(Math.round(price.totalCents / 10));
          expect(price.depositCents + price.remainingCents).toBe(price.totalCents);
          // The order's pins line (pins and packaging) and its rush fee line make the total, as receipts show them.
          const pins = customPinsLine({ ...price, quantity, discountCents: 0 });
          expect(pins.cents + price.rushFeeCents).toBe(price.totalCents);
        },
      ),
    );
  });
});

describe('quoted options', () => {
  it('quotes the preferred size when it can, else 1 inch', () => {
    expect(quotedSizeFor('1.5inch')).toBe('1.5inch');
    expect(quotedSizeFor('1inch')).toBe('1inch');
    expect(quotedSizeFor('other')).toBe('1inch');
    expect(quotedSizeFor(null)).toBe('1inch');
  });

  it('knows the designer platings', () => {
    expect(isPinPlating('gold')).toBe(true);
    expect(isPinPlating('platinum')).toBe(false);
  });
});

describe('customPinsLine', () => {
  it('is price per pin x quantity when that is the pins amount, so the lines add up to the total', () => {
    const order = { quantity: 100, pricePerPinCents: 525, rushFeeCents: 10_000, discountCents: 1_000 };
    expect(customPinsLine({ ...order, totalCents: 52_500 + 10_000 - 1_000 })).toEqual({
      label: '100 pins × $5.25',
      cents: 52_500,
    });
  });

  it("shows an owner's quote that does not divide into whole cents per pin as one quoted line", () => {
    const price = quotedOrderPrice(125_000, 300, SEED_PRICE_TABLE);
    expect(
      customPinsLine({
        quantity: 300,
        pricePerPinCents: price.pricePerPinCents,
        rushFeeCents: 0,
        discountCents: 0,
        totalCents: price.totalCents,
      }),
    ).toEqual({ label: '300 pins (quoted price)', cents: 125_000 });
  });
});
