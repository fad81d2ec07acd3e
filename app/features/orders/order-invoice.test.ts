import { describe, expect, it } from 'vitest';
import { dueDateLabel, isOrderPaid } from './order-invoice';
import { statusLabel } from './order-labels';
import { regularTimeline } from './order-timeline';

const invoice = { invoiceNumber: 'INV-100007', status: 'pending' as const, dueDate: '2026-12-24', payPath: '/pay' };

describe('a NET 30 order on its page', () => {
  it('is paid once its invoice is (an order paid by PayPal always is)', () => {
    expect(isOrderPaid({ paymentMethod: 'paypal', invoice: null, status: 'processing' })).toBe(true);
    expect(isOrderPaid({ paymentMethod: 'invoice', invoice: null, status: 'awaiting_invoice' })).toBe(false);
    expect(isOrderPaid({ paymentMethod: 'invoice', invoice, status: 'processing' })).toBe(false);
    expect(
      isOrderPaid({ paymentMethod: 'invoice', invoice: { ...invoice, status: 'paid' }, status: 'processing' }),
    ).toBe(true);
  });

  it('reads "Awaiting invoice", received on the timeline, with the due day the same everywhere', () => {
    expect(statusLabel('awaiting_invoice')).toBe('Awaiting invoice');
    expect(
      regularTimeline('awaiting_invoice')
        .filter((step) => step.done)
        .map((step) => step.label),
    ).toEqual(['Order Received']);
    expect(dueDateLabel('2026-12-24')).toBe('December 24, 2026');
  });
});
