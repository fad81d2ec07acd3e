import { describe, expect, it } from 'vitest';
import {
  calculatePinPrice,
  parseCalculatorQuantity,
  toggleCalculatorAddon,
  type CalculatorAddon,
  type CalculatorSize,
} from './drawer-calculator';
import type { PinPlating } from './designer';
import { SEED_PRICE_TABLE } from './price-table-seed';

/** The spec's numbers (shopper-spec section 9), in cents, written out rather than read from the code. */
const BAND_EDGES: [quantity: number, unitCents: number][] = [
  [49, 700],
  [50, 700],
  [51, 600],
  [99, 600],
  [100, 500],
  [249, 500],
  [250, 400],
  [499, 400],
  [500, 300],
];
const FINISHES: [PinPlating, number][] = [
  ['silver', 0],
  ['gold', 25],
  ['bronze', 15],
  ['black-nickel', 35],
];
const SIZES: [CalculatorSize, number][] = [
  ['1inch', 0],
  ['1.5inch', 50],
];
const ADDON_SETS: [CalculatorAddon[], number][] = [
  [['just-pins'], 0],
  [['backer-cards'], 10],
  [['plastic-packaging'], 5],
  [['barcode-labels'], 5],
  [['backer-cards', 'plastic-packaging', 'barcode-labels'], 20],
  [['just-pins', 'backer-cards', 'barcode-labels'], 0],
];

const ROWS = BAND_EDGES.flatMap(([quantity, bandCents]) =>
  FINISHES.flatMap(([finish, finishCents]) =>
    SIZES.flatMap(([size, sizeCents]) =>
      ADDON_SETS.map(([addons, addonCents]) => ({
        quantity,
        finish,
        size,
        addons,
        unitCents: bandCents + finishCents + sizeCents + addonCents,
      })),
    ),
  ),
);

describe('calculatePinPrice: every band edge x finish x size x add-ons', () => {
  it.each(ROWS)(
    '$quantity pins, $finish, $size, $addons -> $unitCents cents a pin',
    ({ quantity, finish, size, addons, unitCents }) => {
      const result = calculatePinPrice({ quantity, finish, size, addons }, SEED_PRICE_TABLE);
      const total = unitCents * quantity;
      const deposit = Math.round(total / 10);
      expect(result).toEqual({
        pricePerPinCents: unitCents,
        totalPriceCents: total,
        depositAmountCents: deposit,
        remainingBalanceCents: total - deposit,
      });
    },
  );
});

describe('calculatePinPrice: worked examples', () => {
  it('250 gold 1.5 inch pins on backer cards: $4.85 a pin, $1,212.50, $121.25 now, $1,091.25 later', () => {
    expect(
      calculatePinPrice({ quantity: 250, finish: 'gold', size: '1.5inch', addons: ['backer-cards'] }, SEED_PRICE_TABLE),
    ).toEqual({
      pricePerPinCents: 485,
      totalPriceCents: 121_250,
      depositAmountCents: 12_125,
      remainingBalanceCents: 109_125,
    });
  });

  it('rounds a half-cent deposit to the cent and keeps deposit + remaining = total', () => {
    // 49 black-nickel pins at $7.35 = $360.15, whose 10% is 3,601.5 cents: the deposit is $36.02.
    const result = calculatePinPrice(
      { quantity: 49, finish: 'black-nickel', size: '1inch', addons: [] },
      SEED_PRICE_TABLE,
    );
    expect(result.totalPriceCents).toBe(36_015);
    expect(result.depositAmountCents).toBe(3_602);
    expect(result.remainingBalanceCents).toBe(32_413);
  });
});

describe('toggleCalculatorAddon', () => {
  it('just-pins clears the others; another add-on removes just-pins', () => {
    expect(toggleCalculatorAddon(['backer-cards', 'barcode-labels'], 'just-pins', true)).toEqual(['just-pins']);
    expect(toggleCalculatorAddon(['just-pins'], 'backer-cards', true)).toEqual(['backer-cards']);
    expect(toggleCalculatorAddon(['barcode-labels'], 'backer-cards', true)).toEqual(['backer-cards', 'barcode-labels']);
  });

  it('unticking the last add-on falls back to just-pins, which stays ticked', () => {
    expect(toggleCalculatorAddon(['backer-cards'], 'backer-cards', false)).toEqual(['just-pins']);
    expect(toggleCalculatorAddon(['just-pins'], 'just-pins', false)).toEqual(['just-pins']);
  });
});

describe('parseCalculatorQuantity', () => {
  it.each([
    ['250', 250],
    [' 1 ', 1],
    ['100000', 100_000],
    ['0', null],
    ['100001', null],
    ['2.5', null],
    ['-3', null],
    ['', null],
    ['1e3', null],
  ])('%j -> %j', (text, expected) => {
    expect(parseCalculatorQuantity(text)).toBe(expected);
  });
});
