import { describe, expect, it } from 'vitest';
import { customTimeline, isFinalPaymentDue, regularTimeline } from './order-timeline';

const noBalance = { balanceDue: false, balancePaymentId: null };

describe('customTimeline', () => {
  it('has the nine steps of the spec, done up to and including the current one', () => {
    const steps = customTimeline({ status: 'design_in_progress', ...noBalance });
    expect(steps.map((step) => step.label)).toEqual([
      'Quote Request Received',
      'Quote Provided & Deposit Paid',
      'Design Created',
      'Design Sent for Approval',
      'Design Approved',
      'Final Payment Completed',
      'Production Started',
      'Order Shipped',
      'Delivered',
    ]);
    expect(steps.filter((step) => step.done).map((step) => step.status)).toEqual([
      'pending',
      'deposit_paid',
      'design_in_progress',
    ]);
    expect(steps.filter((step) => step.current).map((step) => step.status)).toEqual(['design_in_progress']);
  });

  it('relabels the balance step "Final Payment Due" while the approved balance waits for payment', () => {
    const due = customTimeline({ status: 'approved', balanceDue: true, balancePaymentId: null });
    expect(due[5]).toMatchObject({ label: 'Final Payment Due', done: false });
    const paid = customTimeline({ status: 'balance_paid', balanceDue: false, balancePaymentId: 'PAY1' });
    expect(paid[5]).toMatchObject({ label: 'Final Payment Completed', done: true, current: true });
  });

  it('puts a mockup sent at "Design Sent for Approval" and an unknown status nowhere', () => {
    expect(customTimeline({ status: 'mockup_sent', ...noBalance }).find((step) => step.current)?.label).toBe(
      'Design Sent for Approval',
    );
    expect(customTimeline({ status: 'cancelled', ...noBalance }).some((step) => step.done)).toBe(false);
  });
});

describe('regularTimeline', () => {
  it('has the five steps and marks the current one', () => {
    const steps = regularTimeline('shipped');
    expect(steps.map((step) => step.label)).toEqual([
      'Order Received',
      'Processing',
      'In Production',
      'Shipped',
      'Delivered',
    ]);
    expect(steps.map((step) => step.done)).toEqual([true, true, true, true, false]);
  });

  it('an order just paid is processing', () => {
    expect(regularTimeline('processing').find((step) => step.current)?.label).toBe('Processing');
  });
});

describe('isFinalPaymentDue', () => {
  it('needs a balance due and no payment', () => {
    expect(isFinalPaymentDue({ balanceDue: true, balancePaymentId: null })).toBe(true);
    expect(isFinalPaymentDue({ balanceDue: true, balancePaymentId: 'P' })).toBe(false);
    expect(isFinalPaymentDue(noBalance)).toBe(false);
  });
});
