import { describe, expect, it } from 'vitest';
import type { PreparedCustomOrder } from '../../../core/schemas/custom-orders';
import { encodeBase64Json } from '../../lib/order-payload';
import { customOrderTarget } from './custom-order-link';

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

const link = (values: Partial<Record<'orderData' | 'customOrderId', string>>) => ({
  orderData: values.orderData ?? null,
  customOrderId: values.customOrderId ?? null,
});

describe('customOrderTarget', () => {
  it("reads the prepared order's signed id from orderData", () => {
    expect(customOrderTarget(link({ orderData: encodeBase64Json(prepared) }))).toEqual({
      kind: 'custom',
      preparedOrderId: prepared.preparedOrderId,
    });
  });

  it('reads nothing else from the link: the page shows the order the server prepared under that id', () => {
    expect(customOrderTarget(link({ orderData: encodeBase64Json({ ...prepared, size: '9inch' }) }))).toEqual({
      kind: 'custom',
      preparedOrderId: prepared.preparedOrderId,
    });
  });

  it('refuses orderData that is not a prepared order', () => {
    expect(customOrderTarget(link({ orderData: 'garbage' }))).toEqual({ kind: 'invalid-order' });
    expect(customOrderTarget(link({ orderData: encodeBase64Json({ quantity: 100 }) }))).toEqual({
      kind: 'invalid-order',
    });
    expect(customOrderTarget(link({ orderData: encodeBase64Json(null) }))).toEqual({ kind: 'invalid-order' });
  });

  it('refuses a prepared order without a well-formed preparedOrderId (a link from before the id existed)', () => {
    const { preparedOrderId: _dropped, ...withoutId } = prepared;
    expect(customOrderTarget(link({ orderData: encodeBase64Json(withoutId) }))).toEqual({ kind: 'invalid-order' });
    expect(customOrderTarget(link({ orderData: encodeBase64Json({ ...prepared, preparedOrderId: '12' }) }))).toEqual({
      kind: 'invalid-order',
    });
  });

  it('takes a positive whole customOrderId, else none', () => {
    expect(customOrderTarget(link({ customOrderId: '42' }))).toEqual({ kind: 'custom-order-id', id: 42 });
    expect(customOrderTarget(link({ customOrderId: '0' }))).toEqual({ kind: 'custom-order-id', id: null });
    expect(customOrderTarget(link({ customOrderId: '4e2' }))).toEqual({ kind: 'custom-order-id', id: null });
  });

  it('takes orderData when a link carries both', () => {
    expect(customOrderTarget(link({ orderData: encodeBase64Json(prepared), customOrderId: '42' }))).toEqual({
      kind: 'custom',
      preparedOrderId: prepared.preparedOrderId,
    });
  });
});
