import { describe, expect, it } from 'vitest';
import { DEFAULT_DRAFT, designerReducer } from './designer-state';
import { designerPreset, withoutPreset } from './designer-preset';
import { SEED_PRICE_TABLE } from '../../../core/pricing/price-table-seed';

describe('designerPreset', () => {
  it('reads the calculator link', () => {
    const params = new URLSearchParams('quantity=250&size=1.5inch&plating=gold&packaging=backing-cards');
    expect(designerPreset(params)).toEqual({
      quantity: 250,
      size: '1.5inch',
      plating: 'gold',
      packaging: ['backing-cards'],
    });
  });

  it('snaps the quantity to the slider and keeps the packaging rule', () => {
    expect(designerPreset(new URLSearchParams('quantity=20'))).toEqual({ quantity: 50 });
    expect(designerPreset(new URLSearchParams('quantity=5000'))).toEqual({ quantity: 1000 });
    expect(designerPreset(new URLSearchParams('quantity=260'))).toEqual({ quantity: 250 });
    expect(designerPreset(new URLSearchParams('packaging=just-pins,backing-cards&packaging=individual-bags'))).toEqual({
      packaging: ['individual-bags', 'backing-cards'],
    });
  });

  it('ignores what it cannot read, and is null when nothing is left', () => {
    expect(designerPreset(new URLSearchParams('quantity=lots&size=3inch&plating=pink&packaging=crate'))).toBeNull();
    expect(designerPreset(new URLSearchParams('utm_source=mail'))).toBeNull();
  });

  it('drops its parameters and keeps the others', () => {
    expect(withoutPreset(new URLSearchParams('quantity=250&utm_source=mail&size=1inch'))).toBe('utm_source=mail');
  });
});

describe('the preset action', () => {
  it('chooses the options, keeps the contact details, drops a discount and starts at step 1', () => {
    const draft = {
      ...DEFAULT_DRAFT,
      customerName: 'Ann Lee',
      currentStep: 3 as const,
      promoCode: 'USA',
      appliedDiscount: { code: 'USA', discountAmount: 100 },
    };
    const next = designerReducer(
      draft,
      { type: 'preset', preset: { quantity: 250, plating: 'gold' } },
      SEED_PRICE_TABLE,
    );
    expect(next).toMatchObject({ quantity: 250, plating: 'gold', size: '1inch', customerName: 'Ann Lee' });
    expect(next.currentStep).toBe(1);
    expect(next.appliedDiscount).toBeNull();
    expect(next.promoCode).toBe('USA');
  });
});
