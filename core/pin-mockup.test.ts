import { describe, expect, it } from 'vitest';
import {
  hasBackingCard,
  insideOutline,
  mockupPlan,
  pinBox,
  pinOutline,
  platingMetal,
  PLATING_METALS,
  PRINTED_CARD_INCHES,
  type MockupOptions,
} from './pin-mockup';
import { PRODUCT_SPECS } from './pricing/price-table';

const PIN: MockupOptions = { inches: 1.5, plating: 'gold', packaging: ['just-pins'], shape: 'auto' };

describe('the metal of each plating', () => {
  it('gold, silver, black nickel, copper and the antique finishes each have their metal; unknown is silver', () => {
    expect(platingMetal('gold')).toBe('#d4af37');
    expect(platingMetal('black-nickel')).toBe(PLATING_METALS['black-nickel']);
    expect(platingMetal('antique-bronze')).toBe(PLATING_METALS['antique-bronze']);
    expect(platingMetal('copper')).toBe(PLATING_METALS.copper);
    expect(platingMetal('rose-gold')).toBe(PLATING_METALS.silver);
    expect(new Set(Object.values(PLATING_METALS)).size).toBe(Object.keys(PLATING_METALS).length);
  });
});

describe('the mockup plan', () => {
  it('a pin alone is 320 px an inch in a 600 px picture, drawn twice as large', () => {
    const plan = mockupPlan(PIN);
    expect(plan).toMatchObject({ canvasPx: 600, drawPx: 1200, pinPx: 960, metal: '#d4af37', card: null });
    expect(plan.centre).toEqual({ x: 600, y: 600 });
    expect(mockupPlan({ ...PIN, inches: 0.75 }).pinPx).toBe(480);
  });

  it('the rim is 0.5 mm and the lines 0.3 mm at the pin scale, never under 1.5 px of the picture', () => {
    const plan = mockupPlan(PIN);
    expect(plan.rimPx).toBeCloseTo((0.5 / 25.4) * 640, 5);
    expect(plan.linePx).toBeCloseTo((0.3 / 25.4) * 640, 5);
    const small = mockupPlan({ ...PIN, packaging: ['backing-cards'] });
    expect(small.linePx).toBeGreaterThanOrEqual(3);
  });

  it('backing cards put the pin on a 2 x 3 inch card, the pin at the same scale, below the hang hole', () => {
    expect(hasBackingCard(['individual-bags', 'backing-cards'])).toBe(true);
    expect(hasBackingCard(['individual-bags'])).toBe(false);
    const plan = mockupPlan({ ...PIN, inches: 1, packaging: ['backing-cards'] });
    const card = plan.card!;
    expect(card.height).toBe(1120);
    expect(card.width).toBe(Math.round((1120 * 2) / 3));
    expect(plan.pinPx).toBe(Math.round(1120 / 3));
    expect(Math.abs(card.x + card.width / 2 - 600)).toBeLessThanOrEqual(1);
    expect(card.hole.cy).toBeLessThan(plan.centre.y - plan.pinPx / 2);
    expect(plan.centre.y + plan.pinPx / 2).toBeLessThan(card.y + card.height);
  });

  it('a backing card on its own is the printed card: 2 x 3 and 3 x 4 inches upright, no pin on a card', () => {
    expect(Object.keys(PRINTED_CARD_INCHES)).toEqual(PRODUCT_SPECS['backing-card'].sizes);
    const small = mockupPlan({ ...PIN, packaging: ['backing-cards'], printedCard: PRINTED_CARD_INCHES['2x3inch'] });
    expect(small.card).toBeNull();
    expect(small.printedCard).toMatchObject({ width: 800, height: 1200 });
    const large = mockupPlan({ ...PIN, printedCard: PRINTED_CARD_INCHES['3x4inch'] }).printedCard!;
    expect(large).toMatchObject({ width: 900, height: 1200 });
    // The artwork within a margin of 0.15 inch (300 px an inch of drawing).
    expect(large.art).toEqual({ x: 45, y: 45, width: 810, height: 1110 });
    expect(mockupPlan(PIN).printedCard).toBeNull();
  });

  it('a soft shadow scaled to the pin', () => {
    const plan = mockupPlan(PIN);
    expect(plan.shadow).toEqual({ offsetPx: 24, blurPx: 29, opacity: 0.35 });
  });
});

describe('the pin outline', () => {
  it('"auto" follows a transparent ground, else round; a chosen shape stays', () => {
    expect(pinOutline('auto', 0.3)).toBe('custom');
    expect(pinOutline('auto', 0)).toBe('round');
    expect(pinOutline('square', 0.3)).toBe('square');
  });

  it('round and square pins are as wide as tall; a rectangle and a custom shape keep the artwork proportions', () => {
    const plan = mockupPlan(PIN);
    expect(pinBox(plan, 'round', { width: 960, height: 480 })).toEqual({ width: 960, height: 960 });
    expect(pinBox(plan, 'rectangle', { width: 960, height: 480 })).toEqual({ width: 960, height: 480 });
    expect(pinBox(plan, 'custom', { width: 300, height: 600 })).toEqual({ width: 480, height: 960 });
  });

  it('inside a round outline is within its circle; a square has rounded corners', () => {
    expect(insideOutline('round', 50, 50, 100, 100)).toBe(true);
    expect(insideOutline('round', 5, 5, 100, 100)).toBe(false);
    expect(insideOutline('square', 50, 1, 100, 100)).toBe(true);
    expect(insideOutline('square', 1, 1, 100, 100)).toBe(false);
    expect(insideOutline('rectangle', 101, 50, 100, 100)).toBe(false);
  });
});
