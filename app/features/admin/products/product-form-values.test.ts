import { describe, expect, it } from 'vitest';
import { PRODUCT_MESSAGES } from '../../../../core/schemas/product-admin';
import { emptyProduct, heldText, productBody, productUpdateBody } from './product-form-values';

describe('the product form', () => {
  it('turns the typed text into the body the server takes', () => {
    const result = productBody({ ...emptyProduct(), name: ' Pin ', price: '0', stockQuantity: '3', imageAlt: '' });
    expect(result).toEqual({
      body: {
        name: 'Pin',
        description: '',
        price: 0,
        category: 'golf-pins',
        stockQuantity: 3,
        isActive: true,
        imageAlt: '',
      },
    });
    if ('body' in result)
      expect(productUpdateBody(result.body, 7)).toMatchObject({ stockQuantity: 3, expectedStock: 7 });
  });

  it("shows the server's message under each wrong field", () => {
    expect(productBody({ ...emptyProduct(), price: '', stockQuantity: '-2' })).toEqual({
      errors: {
        name: PRODUCT_MESSAGES.nameRequired,
        price: PRODUCT_MESSAGES.price,
        stockQuantity: PRODUCT_MESSAGES.stock,
      },
    });
  });
});

describe('the units held by open checkouts', () => {
  it('says nothing when none are held, else how many', () => {
    expect(heldText(0)).toBeNull();
    expect(heldText(1)).toBe('1 in an open checkout');
    expect(heldText(3)).toBe('3 in open checkouts');
  });
});
