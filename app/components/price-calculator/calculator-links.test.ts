import { describe, expect, it } from 'vitest';
import { calculatePinPrice, type CalculatorInput } from '../../../core/pricing/drawer-calculator';
import { addonsMissingInDesigner, calculatorNotes, designerLink, quoteLink } from './calculator-links';
import { SEED_PRICE_TABLE } from '../../../core/pricing/price-table-seed';

const gold: CalculatorInput = { quantity: 250, finish: 'gold', size: '1.5inch', addons: ['backer-cards'] };

function params(link: string): Record<string, string> {
  return Object.fromEntries(new URL(link, 'http://shop.test').searchParams);
}

describe('quoteLink', () => {
  it('carries the quantity, the size and notes naming the finish, the add-ons and the estimate', () => {
    const link = quoteLink(gold, calculatePinPrice(gold, SEED_PRICE_TABLE));
    expect(link.startsWith('/quote?')).toBe(true);
    expect(params(link)).toEqual({
      quantity: '250',
      size: '1.5inch',
      notes:
        'From the price calculator: Gold finish, 1.5 inch. Add-ons: Backer cards. ' +
        'Estimate: $4.85 per pin, $1,212.50 in total.',
    });
  });

  it('says when there are no add-ons', () => {
    const plain: CalculatorInput = { ...gold, addons: ['just-pins'] };
    expect(calculatorNotes(plain, calculatePinPrice(plain, SEED_PRICE_TABLE))).toContain('Add-ons: none (just pins).');
  });
});

describe('designerLink', () => {
  it('maps the finish to plating and the add-ons to the closest packaging', () => {
    const all: CalculatorInput = { ...gold, addons: ['backer-cards', 'plastic-packaging', 'barcode-labels'] };
    expect(params(designerLink(all))).toEqual({
      quantity: '250',
      size: '1.5inch',
      plating: 'gold',
      packaging: 'backing-cards,individual-bags',
    });
    expect(addonsMissingInDesigner(all)).toEqual(['barcode-labels']);
  });

  it('asks for just pins when nothing maps', () => {
    expect(params(designerLink({ ...gold, addons: ['barcode-labels'] })).packaging).toBe('just-pins');
    expect(addonsMissingInDesigner({ ...gold, addons: ['just-pins'] })).toEqual([]);
  });
});
