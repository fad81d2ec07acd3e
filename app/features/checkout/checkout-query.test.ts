import { describe, expect, it } from 'vitest';
import type { PreparedCustomOrder } from '../../../core/schemas/custom-orders';
import { encodeBase64Json } from '../../lib/order-payload';
import { checkoutTarget, trackOrderPath } from './checkout-query';

const prepared: PreparedCustomOrder = {
  preparedOrderId: '12.abcdefghijklmnopqrstuvwxyz012345',
  quantity: 100,
  size: '1inch',
  plating: 'gold',
  packaging: 'individual-bags',
  rushOrder: false,
  rushOrderFee: 0,
  pricePerPin: 5.35,
  totalPrice: 535,
  depositAmount: 53.5,
  remainingBalance: 481.5,
  customerName: 'José Núñez',
  customerEmail: 'jose@example.com',
  promoCode: '',
  discountAmount: 0,
  logoUrl: '/uploads/abc.png',
  logoFileName: 'logo.png',
};

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

  it("reads the prepared order's signed id from orderData", () => {
    expect(checkoutTarget(query({ orderData: encodeBase64Json(prepared) }))).toEqual({
      kind: 'custom',
      preparedOrderId: prepared.preparedOrderId,
    });
  });

  it('reads nothing else from the link: the page shows the order the server prepared under that id', () => {
    expect(checkoutTarget(query({ orderData: encodeBase64Json({ ...prepared, size: '9inch' }) }))).toEqual({
      kind: 'custom',
      preparedOrderId: prepared.preparedOrderId,
    });
  });

  it('refuses orderData that is not a prepared order', () => {
    expect(checkoutTarget(query({ orderData: 'garbage' }))).toEqual({ kind: 'invalid-order' });
    expect(checkoutTarget(query({ orderData: encodeBase64Json({ quantity: 100 }) }))).toEqual({
      kind: 'invalid-order',
    });
    expect(checkoutTarget(query({ orderData: encodeBase64Json(null) }))).toEqual({ kind: 'invalid-order' });
  });

  it('refuses a prepared order without a well-formed preparedOrderId (a link from before the id existed)', () => {
    const { preparedOrderId: _dropped, ...withoutId } = prepared;
    expect(checkoutTarget(query({ orderData: encodeBase64Json(withoutId) }))).toEqual({ kind: 'invalid-order' });
    expect(checkoutTarget(query({ orderData: encodeBase64Json({ ...prepared, preparedOrderId: '12' }) }))).toEqual({
      kind: 'invalid-order',
    });
  });

  it('takes a positive whole customOrderId, else none', () => {
    expect(checkoutTarget(query({ customOrderId: '42' }))).toEqual({ kind: 'custom-order-id', id: 42 });
    expect(checkoutTarget(query({ customOrderId: '0' }))).toEqual({ kind: 'custom-order-id', id: null });
    expect(checkoutTarget(query({ customOrderId: '4e2' }))).toEqual({ kind: 'custom-order-id', id: null });
  });
});

describe('trackOrderPath', () => {
  it('names the order and its kind, or only says where the buyer came from', () => {
    expect(trackOrderPath({ id: 7, type: 'regular' })).toBe('/track-order?id=7&type=regular&fromCheckout=true');
    expect(trackOrderPath({ id: 3, type: 'custom' })).toBe('/track-order?id=3&type=custom&fromCheckout=true');
    expect(trackOrderPath()).toBe('/track-order?fromCheckout=true');
  });
});
