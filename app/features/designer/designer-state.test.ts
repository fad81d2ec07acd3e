import { describe, expect, it } from 'vitest';
import { EVENT_DATE_PAST } from '../../../core/schemas/custom-orders';
import {
  DEFAULT_DRAFT,
  eventDateProblem,
  designerReducer,
  draftQuote,
  isStepValid,
  snapQuantity,
  type DesignerAction,
  type DesignerDraft,
} from './designer-state';
import { DESIGN_MESSAGES, DESIGNS_MAX, designsProblem, designsSummary } from './draft-designs';
import { SEED_PRICE_TABLE } from '../../../core/pricing/price-table-seed';

const withUSA: DesignerDraft = {
  ...DEFAULT_DRAFT,
  promoCode: 'USA',
  appliedDiscount: { code: 'USA', discountAmount: 100 },
};

describe('snapQuantity', () => {
  it('keeps the slider range and step', () => {
    expect(snapQuantity(10)).toBe(50);
    expect(snapQuantity(5000)).toBe(1000);
    expect(snapQuantity(260)).toBe(250);
    expect(snapQuantity(265)).toBe(275);
    expect(snapQuantity(Number.NaN)).toBe(DEFAULT_DRAFT.quantity);
  });
});

describe('designerReducer', () => {
  it('uppercases the promo code as it is typed', () => {
    expect(designerReducer(DEFAULT_DRAFT, { type: 'promoCode', value: 'usa' }, SEED_PRICE_TABLE).promoCode).toBe('USA');
  });

  it('drops an applied discount when the order amount changes, keeping the code to apply again', () => {
    const next = designerReducer(withUSA, { type: 'quantity', quantity: 250 }, SEED_PRICE_TABLE);
    expect(next.appliedDiscount).toBeNull();
    expect(next.promoCode).toBe('USA');
    expect(designerReducer(withUSA, { type: 'rush', rushOrder: true }, SEED_PRICE_TABLE).appliedDiscount).toBeNull();
  });

  it('keeps the discount for a change that does not move the amount', () => {
    expect(designerReducer(withUSA, { type: 'size', size: '0.75inch' }, SEED_PRICE_TABLE).appliedDiscount).toEqual(
      withUSA.appliedDiscount,
    );
    expect(designerReducer(withUSA, { type: 'customerName', value: 'Ann' }, SEED_PRICE_TABLE).appliedDiscount).toEqual(
      withUSA.appliedDiscount,
    );
  });

  it('Remove clears the code and the discount', () => {
    expect(designerReducer(withUSA, { type: 'removePromo' }, SEED_PRICE_TABLE)).toMatchObject({
      promoCode: '',
      appliedDiscount: null,
    });
  });

  it('makes packaging exclusive', () => {
    const bags = designerReducer(
      DEFAULT_DRAFT,
      { type: 'packaging', option: 'individual-bags', checked: true },
      SEED_PRICE_TABLE,
    );
    expect(bags.packaging).toEqual(['individual-bags']);
    expect(
      designerReducer(bags, { type: 'packaging', option: 'just-pins', checked: true }, SEED_PRICE_TABLE).packaging,
    ).toEqual(['just-pins']);
  });
});

describe('draftQuote', () => {
  it('prices the draft with its discount through core', () => {
    expect(draftQuote(withUSA, SEED_PRICE_TABLE)).toMatchObject({
      baseCents: 50_000,
      discountCents: 10_000,
      totalCents: 40_000,
    });
  });
});

describe('isStepValid', () => {
  const complete: DesignerDraft = {
    ...DEFAULT_DRAFT,
    customerName: 'Ann Lee',
    customerEmail: 'ann@example.com',
    shipTo: { name: 'Ann Lee', address: '1 Tee Rd', city: 'Austin', country: 'US', state: 'TX', zipCode: '73301' },
  };

  it('step 1 needs at least 25 pins', () => {
    expect(isStepValid(1, DEFAULT_DRAFT, false, null, SEED_PRICE_TABLE)).toBe(true);
    expect(isStepValid(1, { ...DEFAULT_DRAFT, quantity: 24 }, false, null, SEED_PRICE_TABLE)).toBe(false);
  });

  it('step 3 needs a packaging option', () => {
    expect(isStepValid(3, { ...DEFAULT_DRAFT, packaging: [] }, false, null, SEED_PRICE_TABLE)).toBe(false);
  });

  it('step 3 takes no event date, or one from today on', () => {
    expect(isStepValid(3, DEFAULT_DRAFT, false, '2027-03-01', SEED_PRICE_TABLE)).toBe(true);
    expect(isStepValid(3, { ...DEFAULT_DRAFT, eventDate: '2027-03-01' }, false, '2027-03-01', SEED_PRICE_TABLE)).toBe(
      true,
    );
    expect(isStepValid(3, { ...DEFAULT_DRAFT, eventDate: '2027-02-28' }, false, '2027-03-01', SEED_PRICE_TABLE)).toBe(
      false,
    );
    expect(eventDateProblem('2027-02-28', '2027-03-01')).toBe(EVENT_DATE_PAST);
    // Before the page runs in the browser there is no today to compare with.
    expect(eventDateProblem('2027-02-28', null)).toBeNull();
  });

  it('step 4 needs the file, a name, a valid e-mail and a ship-to address', () => {
    expect(isStepValid(4, complete, true, null, SEED_PRICE_TABLE)).toBe(true);
    expect(
      isStepValid(4, { ...complete, shipTo: { ...complete.shipTo, zipCode: '9203' } }, true, null, SEED_PRICE_TABLE),
    ).toBe(false);
    expect(
      isStepValid(4, { ...complete, shipTo: { ...complete.shipTo, state: 'ON' } }, true, null, SEED_PRICE_TABLE),
    ).toBe(false);
    expect(isStepValid(4, { ...complete, customerPhone: '5'.repeat(41) }, true, null, SEED_PRICE_TABLE)).toBe(false);
    expect(isStepValid(4, complete, false, null, SEED_PRICE_TABLE)).toBe(false);
    expect(isStepValid(4, { ...complete, customerName: '  ' }, true, null, SEED_PRICE_TABLE)).toBe(false);
    expect(isStepValid(4, { ...complete, customerEmail: 'ann@' }, true, null, SEED_PRICE_TABLE)).toBe(false);
  });

  it('step 5 is always valid', () => {
    expect(isStepValid(5, DEFAULT_DRAFT, false, null, SEED_PRICE_TABLE)).toBe(true);
  });
});

describe('the product', () => {
  it('keeps a size the product comes in, else takes its first, and drops packaging for backing cards', () => {
    const pins = { ...DEFAULT_DRAFT, size: '1.5inch' as const, packaging: ['individual-bags' as const] };
    const markers = designerReducer(pins, { type: 'product', product: 'ball-marker' }, SEED_PRICE_TABLE);
    expect(markers).toMatchObject({ product: 'ball-marker', size: '1inch', packaging: ['individual-bags'] });
    const cards = designerReducer(markers, { type: 'product', product: 'backing-card' }, SEED_PRICE_TABLE);
    expect(cards).toMatchObject({ product: 'backing-card', size: '2x3inch', packaging: ['just-pins'] });
    expect(isStepValid(2, cards, false, null, SEED_PRICE_TABLE)).toBe(true);
    expect(isStepValid(2, { ...cards, size: '1inch' }, false, null, SEED_PRICE_TABLE)).toBe(false);
  });
});

describe('several designs', () => {
  const reduce = (draft: DesignerDraft, ...actions: DesignerAction[]) =>
    actions.reduce((next, action) => designerReducer(next, action, SEED_PRICE_TABLE), draft);
  const markers: DesignerDraft = {
    ...DEFAULT_DRAFT,
    product: 'ball-marker',
    customerName: 'Ann Lee',
    customerEmail: 'ann@example.com',
    shipTo: { name: 'Ann Lee', address: '1 Tee Rd', city: 'Austin', country: 'US', state: 'TX', zipCode: '73301' },
  };
  const three = reduce(
    markers,
    { type: 'quantity', quantity: 150 },
    { type: 'addDesign' },
    { type: 'addDesign' },
    { type: 'design', index: 0, name: 'Hole 1: Acme Bank', quantity: 100 },
    { type: 'design', index: 1, name: 'Hole 2: Birdie Brewing' },
    { type: 'design', index: 2, name: 'Hole 3: Fairway Motors', quantity: 100 },
  );

  it('one design is the slider, as always: its quantity is the order’s', () => {
    expect(reduce(markers, { type: 'quantity', quantity: 260 })).toMatchObject({
      quantity: 250,
      designs: [{ name: '', quantity: 250 }],
    });
  });

  it('adds designs of 100 each; the order’s quantity is their sum and says so', () => {
    const two = reduce(markers, { type: 'quantity', quantity: 150 }, { type: 'addDesign' });
    expect(two).toMatchObject({ quantity: 250, designs: [{ quantity: 150 }, { quantity: 100 }] });
    expect(three.quantity).toBe(300);
    expect(designsSummary(three)).toBe('3 designs, 300 ball markers');
    expect(designsSummary(markers)).toBe('100 ball markers');
  });

  it('prices the total: 300 ball markers cost what one design of 300 does', () => {
    const one = reduce(markers, { type: 'quantity', quantity: 300 });
    expect(draftQuote(three, SEED_PRICE_TABLE)).toEqual(draftQuote(one, SEED_PRICE_TABLE));
  });

  it('takes at most 10 designs', () => {
    const ten = reduce(three, ...Array.from({ length: 9 }, () => ({ type: 'addDesign' }) as const));
    expect(ten.designs).toHaveLength(DESIGNS_MAX);
  });

  it('the slider and a preset’s quantity leave several designs alone', () => {
    expect(reduce(three, { type: 'quantity', quantity: 500 })).toEqual(three);
    expect(reduce(three, { type: 'preset', preset: { quantity: 500, plating: 'gold' } })).toMatchObject({
      quantity: 300,
      plating: 'gold',
    });
  });

  it('a saved design’s preset brings its product first, then its own size', () => {
    expect(
      reduce(DEFAULT_DRAFT, { type: 'preset', preset: { product: 'backing-card', size: '3x4inch', quantity: 200 } }),
    ).toMatchObject({ product: 'backing-card', size: '3x4inch', quantity: 200, currentStep: 1 });
  });

  it('removing designs down to one gives the slider back, on its step', () => {
    const edited = reduce(three, { type: 'design', index: 1, quantity: 60 });
    const one = reduce(edited, { type: 'removeDesign', index: 0 }, { type: 'removeDesign', index: 1 });
    expect(one).toMatchObject({ quantity: 50, designs: [{ name: 'Hole 2: Birdie Brewing', quantity: 50 }] });
    expect(reduce(one, { type: 'removeDesign', index: 0 }).designs).toHaveLength(1);
  });

  it('a changed total drops the applied discount, as the slider does', () => {
    const applied = { ...three, promoCode: 'USA', appliedDiscount: { code: 'USA', discountAmount: 10 } };
    expect(reduce(applied, { type: 'design', index: 0, quantity: 125 }).appliedDiscount).toBeNull();
    expect(reduce(applied, { type: 'design', index: 0, name: 'Hole 1' }).appliedDiscount).not.toBeNull();
  });

  it('step 4 needs each design’s name, a quantity of at least 25 and its file', () => {
    expect(designsProblem(three, SEED_PRICE_TABLE)).toBeNull();
    expect(isStepValid(4, three, true, null, SEED_PRICE_TABLE)).toBe(true);
    expect(isStepValid(4, three, false, null, SEED_PRICE_TABLE)).toBe(false);
    const unnamed = reduce(three, { type: 'design', index: 1, name: ' ' });
    expect(designsProblem(unnamed, SEED_PRICE_TABLE)).toBe(DESIGN_MESSAGES.name);
    expect(isStepValid(4, unnamed, true, null, SEED_PRICE_TABLE)).toBe(false);
    const small = reduce(three, { type: 'design', index: 2, quantity: 24 });
    expect(designsProblem(small, SEED_PRICE_TABLE)).toBe(DESIGN_MESSAGES.quantity);
    const cleared = reduce(three, { type: 'design', index: 2, quantity: Number.NaN });
    expect(cleared.designs[2]!.quantity).toBe(0);
    expect(isStepValid(4, cleared, true, null, SEED_PRICE_TABLE)).toBe(false);
  });

  it('together the designs stay within the order’s 1,000', () => {
    const big = reduce(three, { type: 'design', index: 0, quantity: 900 });
    expect(designsProblem(big, SEED_PRICE_TABLE)).toBe('Together the designs can be at most 1,000 ball markers');
  });
});
