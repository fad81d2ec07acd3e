/**
 * An order's payment schedule built from its facts: a custom order's deposit and balance, an invoice's one line,
 * each with its state at the day given (core/receivables.ts), the link that pays it and the payments taken for it.
 */
import { isoDate } from '../../../core/dates';
import { orderNumber } from '../../../core/order-numbers';
import { lineState, today, type ScheduleLineKind } from '../../../core/receivables';
import type { ScheduleLine } from '../../../core/schemas/receivables';
import { balancePaymentPath, liveBalanceLinkToken } from '../custom-orders';
import { invoicePayPath } from '../invoices';
import type { CustomOrderFacts, InvoiceFacts, PaymentFacts } from './schedule-facts';

export interface LineLinks {
  linkSecret: string;
  publicUrl: string;
}

/** The design is approved (or later): the balance is due from the day of the latest approval. */
const BALANCE_DUE_STATUSES: readonly string[] = ['approved', 'in_production', 'shipped', 'delivered'];

const asDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

function linePayments(payments: readonly PaymentFacts[]): ScheduleLine['payments'] {
  return payments.map((payment) => ({
    amountCents: payment.amountCents,
    paidAt: asDate(payment.paidAt).toISOString(),
    captureId: payment.captureId,
    refundedCents: payment.refundedCents,
  }));
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

function paidFacts(payments: readonly PaymentFacts[]) {
  return {
    capturedCents: sum(payments.map((payment) => payment.amountCents)),
    refundedCents: sum(payments.map((payment) => payment.refundedCents)),
  };
}

const payable = (state: ScheduleLine['state']) => state === 'due' || state === 'overdue';

/** A custom order's deposit and (unless it was paid in full) its balance. */
export function customOrderLines(
  order: CustomOrderFacts,
  payments: readonly PaymentFacts[],
  links: LineLinks,
  now: Date,
): ScheduleLine[] {
  const day = today(now);
  const cancelled = order.status === 'cancelled';
  const owner = { kind: 'custom-order' as const, id: order.id };
  const base = (kind: ScheduleLineKind) => ({
    key: `${kind}:${order.id}`,
    kind,
    owner,
    reference: orderNumber('custom', order.id),
    customerEmail: order.customerEmail,
    customerName: order.customerName,
  });
  const deposits = payments.filter((payment) => payment.purpose === 'deposit');
  const depositDue = isoDate(asDate(order.createdAt));
  const depositPaid = deposits.length > 0 || order.depositPaymentId !== null;
  const depositState = lineState({ paid: depositPaid, ...paidFacts(deposits), cancelled, dueDate: depositDue }, day);
  const lines: ScheduleLine[] = [
    {
      ...base('deposit'),
      amountCents: order.depositAmountCents,
      dueDate: depositDue,
      state: depositState,
      payUrl: null,
      payments: linePayments(deposits),
    },
  ];

  const balances = payments.filter((payment) => payment.purpose === 'balance');
  const balancePaid = balances.length > 0 || order.balancePaymentId !== null || order.status === 'balance_paid';
  // Paid in full at the deposit: nothing left to schedule.
  if (order.remainingBalanceCents === 0 && !balancePaid) return lines;
  const approvedAt = order.approvedAt ?? null;
  const dueDate =
    BALANCE_DUE_STATUSES.includes(order.status) || (balancePaid && approvedAt)
      ? isoDate(asDate(approvedAt ?? order.createdAt))
      : null;
  const state = lineState({ paid: balancePaid, ...paidFacts(balances), cancelled, dueDate }, day);
  const token = payable(state)
    ? liveBalanceLinkToken(
        links.linkSecret,
        {
          id: order.id,
          balanceLinkVersion: order.balanceLinkVersion,
          balanceLinkTokenHash: order.balanceLinkTokenHash,
          balanceLinkExpiresAt: order.balanceLinkExpiresAt ? asDate(order.balanceLinkExpiresAt) : null,
        },
        now,
      )
    : null;
  lines.push({
    ...base('balance'),
    amountCents: order.remainingBalanceCents,
    dueDate,
    state,
    payUrl: token ? `${links.publicUrl}${balancePaymentPath(token)}` : null,
    payments: linePayments(balances),
  });
  return lines;
}

/** A manual or NET 30 invoice: payable from the day it is issued, due on its due date. */
export function invoiceLine(
  invoice: InvoiceFacts,
  payments: readonly PaymentFacts[],
  links: LineLinks,
  now: Date,
): ScheduleLine {
  const paid = invoice.status === 'paid' || payments.length > 0;
  const state = lineState(
    { paid, ...paidFacts(payments), cancelled: invoice.orderStatus === 'cancelled', dueDate: invoice.dueDate },
    today(now),
  );
  const open = state === 'scheduled' || payable(state);
  return {
    key: `invoice:${invoice.id}`,
    kind: 'invoice',
    owner: { kind: 'invoice', id: invoice.id },
    reference: invoice.invoiceNumber,
    customerEmail: invoice.customerEmail,
    customerName: invoice.customerName,
    amountCents: invoice.totalCents,
    dueDate: invoice.dueDate,
    state,
    payUrl: open ? `${links.publicUrl}${invoicePayPath(links.linkSecret, invoice)}` : null,
    payments: linePayments(payments),
  };
}
