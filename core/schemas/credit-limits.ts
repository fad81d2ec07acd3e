/**
 * NET 30 credit: the owner's limit per customer (PUT /api/admin/customers/{id}/credit-limit) and the plain words a
 * NET 30 request answers with (invoiced at once, waiting for the owner, refused while an invoice is overdue).
 */
import { z } from 'zod';
import { formatCalendarDay } from '../en-us-dates';
import { formatUsd } from '../money';

/** The most a limit may be: the largest invoice the shop writes, many times over. */
export const CREDIT_LIMIT_MAX_CENTS = 100_000_000;

export const CREDIT_MESSAGES = {
  limitNegative: 'The credit limit cannot be below $0.',
  limitTooLarge: `The credit limit cannot be above ${formatUsd(CREDIT_LIMIT_MAX_CENTS)}.`,
  limitWhole: 'The credit limit must be a whole number of cents.',
  limitSaved: 'Credit limit saved.',
  limitRemoved: 'Credit limit removed: every NET 30 order now waits for your approval.',
  waitingNoLimit:
    'Thank you: we approve each NET 30 order before invoicing it. We will e-mail you as soon as we have looked at it.',
} as const;

/** PUT /api/admin/customers/{id}/credit-limit: cents, or null for none (every NET 30 order waits for the owner). */
export const creditLimitBodySchema = z.object({
  limitCents: z
    .number({ message: CREDIT_MESSAGES.limitWhole })
    .int(CREDIT_MESSAGES.limitWhole)
    .min(0, CREDIT_MESSAGES.limitNegative)
    .max(CREDIT_LIMIT_MAX_CENTS, CREDIT_MESSAGES.limitTooLarge)
    .nullable(),
});
export type CreditLimitBody = z.infer<typeof creditLimitBodySchema>;

export const creditLimitResultSchema = z.object({ limitCents: z.number().int().nullable(), message: z.string() });

/** An unpaid invoice past its due date, as the refusal names it. */
export interface OverdueInvoice {
  invoiceNumber: string;
  totalCents: number;
  /** YYYY-MM-DD. */
  dueDate: string;
}

/** Why a NET 30 order is refused while invoices are overdue: each one named with its amount and due date. */
export function overdueRefusal(overdue: readonly OverdueInvoice[]): string {
  const named = overdue.map(
    (invoice) =>
      `${invoice.invoiceNumber} for ${formatUsd(invoice.totalCents)}, due ${formatCalendarDay(invoice.dueDate, 'long')}`,
  );
  const [which, them] =
    named.length === 1 ? [`Your invoice ${named[0]}, is`, 'it'] : [`Your invoices ${named.join('; ')} are`, 'them'];
  return `${which} overdue. Please pay ${them} before ordering on NET 30 terms again, or pay this order by card.`;
}

/** A NET 30 order over the customer's limit: what they owe, the limit, and that the owner decides. */
export function overLimitWaiting(openCents: number, orderCents: number, limitCents: number): string {
  return (
    `This order (${formatUsd(orderCents)}) would take your unpaid invoices to ${formatUsd(openCents + orderCents)}, ` +
    `over your NET 30 credit limit of ${formatUsd(limitCents)}. We will look at it and e-mail you as soon as we decide.`
  );
}

/** Invoiced at once, within the limit. */
export function invoicedAtOnce(invoiceNumber: string, dueDate: string): string {
  return `Your invoice ${invoiceNumber} is on its way by e-mail, payable by ${formatCalendarDay(dueDate, 'long')}.`;
}
