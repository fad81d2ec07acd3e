import { describe, expect, it } from 'vitest';
import { designerBaseUnitCents, designerDiscountBase, designerQuote, type DesignerOptions } from './designer';
import { SEED_PRICE_TABLE } from './price-table-seed';

const silver: DesignerOptions = {
  quantity: 100,
  size: '1inch',
  plating: 'silver',
  packaging: ['just-pins'],
  rushOrder: false,
};

describe('designer price per pin (silver, 1 inch)', () => {
  it.each([
    [50, 700],
    [51, 600],
    [75, 600],
    [99, 600],
    [100, 500],
    [249, 500],
    [250, 400],
    [499, 400],
    [500, 300],
    [1000, 300],
  ])('%i pins -> %i cents', (quantity, cents) => {
    expect(designerBaseUnitCents(quantity, SEED_PRICE_TABLE)).toBe(cents);
    expect(designerQuote({ ...silver, quantity }, SEED_PRICE_TABLE).pricePerPinCents).toBe(cents);
  });
});

describe('designer surcharges', () => {
  it.each([
    ['silver', 500],
    ['gold', 525],
    ['bronze', 515],
    ['black-nickel', 535],
  ] as const)('plating %s -> %i cents per pin', (plating, cents) => {
    expect(designerQuote({ ...silver, plating }, SEED_PRICE_TABLE).pricePerPinCents).toBe(cents);
  });

  it.each([
    [['just-pins'], 500],
    [['individual-bags'], 510],
    [['backing-cards'], 510],
    [['individual-bags', 'backing-cards'], 520],
  ] as const)('packaging %o -> %i cents per pin', (packaging, cents) => {
    expect(designerQuote({ ...silver, packaging }, SEED_PRICE_TABLE).pricePerPinCents).toBe(cents);
  });

  it.each([
    ['0.75inch', 500],
    ['1inch', 500],
    ['1.25inch', 525],
    ['1.5inch', 550],
  ] as const)('size %s -> %i cents per pin', (size, cents) => {
    expect(designerQuote({ ...silver, size }, SEED_PRICE_TABLE).pricePerPinCents).toBe(cents);
  });
});

describe('designer totals', () => {
  it('without rush or discount: 10% deposit, 90% remaining', () => {
    expect(designerQuote(silver, SEED_PRICE_TABLE)).toEqual({
      pricePerPinCents: 500,
      baseCents: 50_000,
      rushFeeCents: 0,
      discountCents: 0,
      totalCents: 50_000,
      depositCents: 5_000,
      remainingCents: 45_000,
    });
  });

  it('rush adds $100 to the total and $10 to the deposit', () => {
    expect(designerQuote({ ...silver, rushOrder: true }, SEED_PRICE_TABLE)).toMatchObject({
      rushFeeCents: 10_000,
      totalCents: 60_000,
      depositCents: 6_000,
      remainingCents: 54_000,
    });
  });

  it('a discount comes off the total and 10% of it off the deposit', () => {
    expect(designerQuote({ ...silver, rushOrder: true, discountCents: 12_000 }, SEED_PRICE_TABLE)).toMatchObject({
      totalCents: 48_000,
      depositCents: 4_800,
      remainingCents: 43_200,
    });
  });

  it('floors total and deposit at zero and rounds to whole cents', () => {
    expect(designerQuote({ ...silver, discountCents: 999_999 }, SEED_PRICE_TABLE)).toMatchObject({
      totalCents: 0,
      depositCents: 0,
      remainingCents: 0,
    });
    // 75 gold pins: 6.25 x 75 = 468.75; deposit 46.875 -> 46.88
    expect(designerQuote({ ...silver, quantity: 75, plating: 'gold' }, SEED_PRICE_TABLE)).toMatchObject({
      baseCents: 46_875,
      depositCents: 4_688,
      remainingCents: 42_187,
    });
  });

  it('checks a promo against the total including rush, before the discount', () => {
    expect(designerDiscountBase({ ...silver, rushOrder: true }, SEED_PRICE_TABLE)).toBe(60_000);
  });
});

describe('designer price per product', () => {
  const base = {
    quantity: 100,
    size: '1inch',
    plating: 'gold',
    packaging: ['individual-bags'],
    rushOrder: false,
  } as const;

  it('prices each product by its own tiers, sizes and options', () => {
    // Ball markers 100-249: 4.00 + gold 0.25 + bags 0.10 = 4.35.
    expect(designerQuote({ ...base, product: 'ball-marker' }, SEED_PRICE_TABLE).pricePerPinCents).toBe(435);
    // Divot tools 100-249: 9.00 + 0.25 + 0.10 = 9.35.
    expect(designerQuote({ ...base, product: 'divot-tool' }, SEED_PRICE_TABLE).totalCents).toBe(93_500);
    // Backing cards: no plating, no packaging; 100-499 at 0.40, 3 x 4 inch +0.15.
    const cards = designerQuote({ ...base, product: 'backing-card', size: '3x4inch' }, SEED_PRICE_TABLE);
    expect(cards).toMatchObject({ pricePerPinCents: 55, totalCents: 5_500, depositCents: 550 });
  });

  it('prices pins when no product is named', () => {
    expect(designerQuote(base, SEED_PRICE_TABLE)).toEqual(designerQuote({ ...base, product: 'pin' }, SEED_PRICE_TABLE));
  });
});
