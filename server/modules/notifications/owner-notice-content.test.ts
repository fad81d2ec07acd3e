import { describe, expect, it } from 'vitest';
import { ownerNoticeContent } from './owner-notice-content';

const refund = {
  how: 'reversed' as const,
  amountCents: 3_500,
  orderId: null,
  customOrderId: null,
  invoiceId: null,
  payerEmail: null,
};

describe('the owner notices’ words', () => {
  it('a reversal of a deposit: the dollars, the order number, what it did to the order', () => {
    const content = ownerNoticeContent('refund_at_paypal', { ...refund, paidFor: 'deposit', customOrderId: 4 });
    expect(content.subject).toBe('Payment reversed at PayPal: the deposit of order W-1004');
    expect(content.paragraphs).toEqual([
      'A payment of $35.00 for the deposit of order W-1004 was reversed (a chargeback) at PayPal, outside the shop.',
      'The custom order is cancelled.',
    ]);
    expect(content.target).toEqual({ kind: 'custom-order', id: 4 });
  });

  it('a refund of an invoice names it and says it is due again', () => {
    const content = ownerNoticeContent('refund_at_paypal', {
      ...refund,
      how: 'refunded',
      paidFor: 'invoice',
      invoiceId: 8,
      invoiceNumber: 'INV-100008',
      payerEmail: 'ap@club.example',
    });
    expect(content.paragraphs).toEqual([
      'A payment of $35.00 for invoice INV-100008 was refunded at PayPal, outside the shop.',
      'The invoice is due again.',
      'The buyer (ap@club.example) has been told.',
    ]);
  });

  it('a proof approved with its balance already paid', () => {
    const content = ownerNoticeContent('proof_approved', {
      customOrderId: 1,
      customerName: 'Anna Park',
      version: 3,
      balanceDueCents: 0,
    });
    expect(content.paragraphs).toEqual([
      'Anna Park approved proof version 3 of order W-1001.',
      'The balance is already paid: the order can go into production.',
    ]);
  });
});
