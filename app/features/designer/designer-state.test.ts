import { describe, expect, it } from 'vitest';
import { EVENT_DATE_PAST } from '../../../core/schemas/custom-orders';
import {
  DEFAULT_DRAFT,
  eventDateProblem,
  designerReducer,
  draftQuote,
  isStepValid,
  snapQuantity,
  type DesignerDraft,
} from './designer-state';

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
    expect(designerReducer(DEFAULT_DRAFT, { type: 'promoCode', value: 'usa' }).promoCode).toBe('USA');
  });

  it('drops an applied discount when the order amount changes, keeping the code to apply again', () => {
    const next = designerReducer(withUSA, { type: 'quantity', quantity: 250 });
    expect(next.appliedDiscount).toBeNull();
    expect(next.promoCode).toBe('USA');
    expect(designerReducer(withUSA, { type: 'rush', rushOrder: true }).appliedDiscount).toBeNull();
  });

  it('keeps the discount for a change that does not move the amount', () => {
    expect(designerReducer(withUSA, { type: 'size', size: '0.75inch' }).appliedDiscount).toEqual(
      withUSA.appliedDiscount,
    );
    expect(designerReducer(withUSA, { type: 'customerName', value: 'Ann' }).appliedDiscount).toEqual(
      withUSA.appliedDiscount,
    );
  });

  it('Remove clears the code and the discount', () => {
    expect(designerReducer(withUSA, { type: 'removePromo' })).toMatchObject({ promoCode: '', appliedDiscount: null });
  });

  it('makes packaging exclusive', () => {
    const bags = designerReducer(DEFAULT_DRAFT, { type: 'packaging', option: 'individual-bags', checked: true });
    expect(bags.packaging).toEqual(['individual-bags']);
    expect(designerReducer(bags, { type: 'packaging', option: 'just-pins', checked: true }).packaging).toEqual([
      'just-pins',
    ]);
  });
});

describe('draftQuote', () => {
  it('prices the draft with its discount through core', () => {
    expect(draftQuote(withUSA)).toMatchObject({ baseCents: 50_000, discountCents: 10_000, totalCents: 40_000 });
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
    expect(isStepValid(1, DEFAULT_DRAFT, false)).toBe(true);
    expect(isStepValid(1, { ...DEFAULT_DRAFT, quantity: 24 }, false)).toBe(false);
  });

  it('step 3 needs a packaging option', () => {
    expect(isStepValid(3, { ...DEFAULT_DRAFT, packaging: [] }, false)).toBe(false);
  });

  it('step 3 takes no event date, or one from today on', () => {
    expect(isStepValid(3, DEFAULT_DRAFT, false, '2027-03-01')).toBe(true);
    expect(isStepValid(3, { ...DEFAULT_DRAFT, eventDate: '2027-03-01' }, false, '2027-03-01')).toBe(true);
    expect(isStepValid(3, { ...DEFAULT_DRAFT, eventDate: '2027-02-28' }, false, '2027-03-01')).toBe(false);
    expect(eventDateProblem('2027-02-28', '2027-03-01')).toBe(EVENT_DATE_PAST);
    // Before the page runs in the browser there is no today to compare with.
    expect(eventDateProblem('2027-02-28', null)).toBeNull();
  });

  it('step 4 needs the file, a name, a valid e-mail and a ship-to address', () => {
    expect(isStepValid(4, complete, true)).toBe(true);
    expect(isStepValid(4, { ...complete, shipTo: { ...complete.shipTo, zipCode: '9203' } }, true)).toBe(false);
    expect(isStepValid(4, { ...complete, shipTo: { ...complete.shipTo, state: 'ON' } }, true)).toBe(false);
    expect(isStepValid(4, { ...complete, customerPhone: '5'.repeat(41) }, true)).toBe(false);
    expect(isStepValid(4, complete, false)).toBe(false);
    expect(isStepValid(4, { ...complete, customerName: '  ' }, true)).toBe(false);
    expect(isStepValid(4, { ...complete, customerEmail: 'ann@' }, true)).toBe(false);
  });

  it('step 5 is always valid', () => {
    expect(isStepValid(5, DEFAULT_DRAFT, false)).toBe(true);
  });
});
