import { describe, expect, it } from 'vitest';
import { paymentDetails } from './payment-details';

const cart = {
  kind: 'cart',
  customer: { name: 'Pat', email: 'pat@example.com', shippingAddress: null },
  userId: null,
  lines: [
    { productId: 1, name: 'Pin', quantity: 2, unitPriceCents: 1199, tierUnitPriceCents: 1199, lineTotalCents: 2398 },
  ],
  subtotalCents: 2398,
  shippingCents: 599,
  discountCents: 0,
};

describe('stored payment details', () => {
  it('read back as the snapshot their purpose wrote, with the flags the steps set', () => {
    const details = paymentDetails({ id: 1, details: { ...cart, refunded: true } });
    expect(details.kind).toBe('cart');
    expect(details.discountHeld).toBe(false);
    expect(details.refunded).toBe(true);
    expect(paymentDetails({ id: 2, details: { kind: 'invoice', invoiceNumber: 'INV-100001' } })).toMatchObject({
      kind: 'invoice',
      invoiceNumber: 'INV-100001',
    });
  });

  it('a row that does not parse is a server error naming the payment, never fulfilled on a guess', () => {
    expect(() => paymentDetails({ id: 7, details: { ...cart, lines: [{ productId: '1' }] } })).toThrow(/payment 7/);
    expect(() => paymentDetails({ id: 8, details: { kind: 'gift-card' } })).toThrow(/payment 8/);
  });
});
