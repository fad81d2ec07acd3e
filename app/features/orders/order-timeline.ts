/**
 * The customer timelines (accounts-admin-spec section 4): nine steps for a custom order, five for a catalog
 * order. Steps up to and including the current one are done.
 */
import type { CustomOrder } from './order-types';

export interface TimelineStep {
  status: string;
  label: string;
  done: boolean;
  current: boolean;
}

export const CUSTOM_STEPS = [
  { status: 'pending', label: 'Quote Request Received' },
  { status: 'deposit_paid', label: 'Quote Provided & Deposit Paid' },
  { status: 'design_in_progress', label: 'Design Created' },
  { status: 'awaiting_approval', label: 'Design Sent for Approval' },
  { status: 'approved', label: 'Design Approved' },
  { status: 'balance_paid', label: 'Final Payment Completed' },
  { status: 'in_production', label: 'Production Started' },
  { status: 'shipped', label: 'Order Shipped' },
  { status: 'delivered', label: 'Delivered' },
] as const;

export const REGULAR_STEPS = [
  { status: 'pending', label: 'Order Received' },
  { status: 'processing', label: 'Processing' },
  { status: 'in_production', label: 'In Production' },
  { status: 'shipped', label: 'Shipped' },
  { status: 'delivered', label: 'Delivered' },
] as const;

/** Statuses the admin can set that share a step with another: a mockup sent is a design sent for approval. */
const CUSTOM_ALIASES: Record<string, string> = { mockup_sent: 'awaiting_approval' };

function build(steps: readonly { status: string; label: string }[], status: string): TimelineStep[] {
  const currentIndex = steps.findIndex((step) => step.status === status);
  return steps.map((step, index) => ({
    status: step.status,
    label: step.label,
    done: currentIndex >= 0 && index <= currentIndex,
    current: index === currentIndex,
  }));
}

/** The design is approved and no balance payment has come in yet. */
export function isFinalPaymentDue(order: Pick<CustomOrder, 'balanceDue' | 'balancePaymentId'>): boolean {
  return order.balanceDue && !order.balancePaymentId;
}

export function customTimeline(order: Pick<CustomOrder, 'status' | 'balanceDue' | 'balancePaymentId'>): TimelineStep[] {
  const steps = CUSTOM_STEPS.map((step) =>
    step.status === 'balance_paid' && isFinalPaymentDue(order) ? { ...step, label: 'Final Payment Due' } : step,
  );
  return build(steps, CUSTOM_ALIASES[order.status] ?? order.status);
}

export function regularTimeline(status: string): TimelineStep[] {
  // A NET 30 order awaiting its invoice has been received; it is processed once the invoice is issued.
  return build(REGULAR_STEPS, status === 'awaiting_invoice' ? 'pending' : status);
}
