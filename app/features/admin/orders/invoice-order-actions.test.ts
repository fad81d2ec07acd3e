import { describe, expect, it } from 'vitest';
import type { RegularOrderDto } from '../../../../core/schemas/orders';
import { invoicePreviewLines } from './invoice-order-actions';
import { regularPaymentStatus } from './order-labels';

const ORDER = {
  items: [
    { productId: 1, name: 'Harbour Town', quantity: 2, price: 11.99, listPrice: 11.99, lineTotal: 23.98 },
    { productId: 26, name: 'Par 3', quantity: 25, price: 7.59, listPrice: 7.99, lineTotal: 189.75 },
  ],
  shipping: 5.99,
  discountAmount: 42.75,
  discountCode: 'USA',
} as unknown as RegularOrderDto;

describe('invoicePreviewLines', () => {
  it("is the order's lines, shipping and the discount as a negative line: they add up to the order total", () => {
    const lines = invoicePreviewLines(ORDER);
    expect(lines).toEqual([
      { description: 'Harbour Town', quantity: 2, unitCents: 1199 },
      { description: 'Par 3', quantity: 25, unitCents: 759 },
      { description: 'Shipping', quantity: 1, unitCents: 599 },
      { description: 'Discount (USA)', quantity: 1, unitCents: -4275 },
    ]);
    expect(lines.reduce((sum, line) => sum + line.unitCents * line.quantity, 0)).toBe(2398 + 18975 + 599 - 4275);
  });

  it('leaves out a discount line when there is no discount', () => {
    const lines = invoicePreviewLines({ ...ORDER, discountAmount: 0, discountCode: null });
    expect(lines.map((line) => line.description)).toEqual(['Harbour Town', 'Par 3', 'Shipping']);
  });
});

describe('regularPaymentStatus', () => {
  it('reads a NET 30 order from its invoice', () => {
    expect(regularPaymentStatus({ testMode: false, paymentMethod: 'paypal', invoice: null })).toBe('Paid');
    expect(regularPaymentStatus({ testMode: false, paymentMethod: 'invoice', invoice: null })).toBe(
      'Awaiting invoice (NET 30)',
    );
    const invoice = { invoiceNumber: 'INV-100007', status: 'pending' as const, dueDate: '2026-12-24' };
    expect(regularPaymentStatus({ testMode: false, paymentMethod: 'invoice', invoice })).toBe(
      'Invoice INV-100007 sent, due Dec 24, 2026',
    );
    expect(
      regularPaymentStatus({ testMode: true, paymentMethod: 'invoice', invoice: { ...invoice, status: 'paid' } }),
    ).toBe('Paid (test mode): invoice INV-100007');
  });
});
