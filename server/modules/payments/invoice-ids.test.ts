import { describe, expect, it } from 'vitest';
import { paypalInvoiceId } from './invoice-ids';
import { paymentDetailsSchema, type PaymentDetails } from './payment-details';

/** Only the fields the invoice_id reads: a cart's snapshot carries much more, none of it used here. */
const cart = (orderId?: number) => ({ kind: 'cart', orderId }) as Extract<PaymentDetails, { kind: 'cart' }>;

describe('paypalInvoiceId', () => {
  it('is the order number of what the payment pays, one per PayPal payment', () => {
    expect(paypalInvoiceId(cart(7))).toBe('C-1007');
    const details = (input: unknown) => paymentDetailsSchema.parse(input);
    expect(paypalInvoiceId(details({ kind: 'balance', customOrderId: 7 }))).toBe('W-1007-BAL');
    expect(paypalInvoiceId(details({ kind: 'balance', customOrderId: 7, earlierCaptures: 1 }))).toBe('W-1007-BAL-2');
    expect(paypalInvoiceId(details({ kind: 'invoice', invoiceNumber: 'INV-100001' }))).toBe('INV-100001');
    expect(paypalInvoiceId(details({ kind: 'invoice', invoiceNumber: 'INV-100001', earlierCaptures: 2 }))).toBe(
      'INV-100001-3',
    );
  });

  it('sends none for a cart paid before its order id was reserved', () => {
    expect(paypalInvoiceId(cart())).toBeUndefined();
  });
});
