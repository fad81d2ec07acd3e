import { describe, expect, it } from 'vitest';
import { checkoutTarget, trackOrderPath } from './checkout-query';

const query = (values: Partial<Record<'orderData' | 'customOrderId' | 'discount', string>>) => ({
  orderData: values.orderData ?? null,
  customOrderId: values.customOrderId ?? null,
  discount: values.discount ?? null,
});

describe('checkoutTarget', () => {
  it('is a regular checkout with the drawer code, uppercased', () => {
    expect(checkoutTarget(query({}))).toEqual({ kind: 'regular', discountCode: null });
    expect(checkoutTarget(query({ discount: ' usa ' }))).toEqual({ kind: 'regular', discountCode: 'USA' });
    expect(checkoutTarget(query({ discount: '' }))).toEqual({ kind: 'regular', discountCode: null });
  });

  it('leaves a custom order link (orderData or customOrderId) to custom-order-link, discount aside', () => {
    expect(checkoutTarget(query({ orderData: 'abc', discount: 'USA' }))).toEqual({
      kind: 'custom-order',
      link: { orderData: 'abc', customOrderId: null },
    });
    expect(checkoutTarget(query({ customOrderId: '42' }))).toEqual({
      kind: 'custom-order',
      link: { orderData: null, customOrderId: '42' },
    });
  });
});

describe('trackOrderPath', () => {
  it('names the order and its kind, or only says where the buyer came from', () => {
    expect(trackOrderPath({ id: 7, type: 'regular' })).toBe('/track-order?id=7&type=regular&fromCheckout=true');
    expect(trackOrderPath({ id: 3, type: 'custom' })).toBe('/track-order?id=3&type=custom&fromCheckout=true');
    expect(trackOrderPath()).toBe('/track-order?fromCheckout=true');
  });
});
