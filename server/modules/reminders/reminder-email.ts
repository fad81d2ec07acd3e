/**
 * A payment reminder's e-mail: the amount in dollars, the due date in words and the link that pays the line, worded
 * for where it stands (an invoice coming due, due today, a balance or an invoice past its due date).
 */
import { formatCalendarDay } from '../../../core/en-us-dates';
import { formatUsd } from '../../../core/money';
import type { ReminderTiming } from '../../../core/reminder-cadence';
import type { ShopIdentity } from '../../config';
import { renderEmail, type RenderedEmail } from '../../integrations/mail/templates';
import type { RemindedLine } from './reminder-lines';

function subjectOf(line: RemindedLine, timing: ReminderTiming, due: string): string {
  if (line.kind === 'balance') return `Reminder: the balance of custom order ${line.reference} is due`;
  if (timing === 'upcoming') return `Reminder: invoice ${line.reference} is due on ${due}`;
  if (timing === 'due-today') return `Reminder: invoice ${line.reference} is due today`;
  return `Reminder: invoice ${line.reference} is overdue`;
}

function openingOf(line: RemindedLine, timing: ReminderTiming, amount: string, due: string): string {
  if (line.kind === 'balance') {
    return `Your design is approved and the balance of custom order ${line.reference}, ${amount}, has been due since ${due}. Production starts once it is paid.`;
  }
  if (timing === 'upcoming') return `A friendly reminder: invoice ${line.reference} for ${amount} is due on ${due}.`;
  if (timing === 'due-today') return `Invoice ${line.reference} for ${amount} is due today, ${due}.`;
  return `Invoice ${line.reference} for ${amount} was due on ${due} and is still unpaid.`;
}

/** The reminder of one line (with its pay link) at the step `timing` says. */
export function reminderEmail(
  shop: ShopIdentity,
  line: RemindedLine & { dueDate: string; payUrl: string },
  timing: ReminderTiming,
): RenderedEmail {
  const amount = formatUsd(line.amountCents);
  const due = formatCalendarDay(line.dueDate, 'long');
  return renderEmail(shop, {
    subject: subjectOf(line, timing, due),
    greeting: `Hi ${line.customerName},`,
    paragraphs: [
      `${openingOf(line, timing, amount, due)} Pay it securely with the link below; no PayPal account is needed.`,
      'If you have already paid, thank you, and please ignore this e-mail. Questions? Just reply to it.',
    ],
    details: [
      [line.kind === 'balance' ? 'Order' : 'Invoice', line.reference],
      ['Amount due', amount],
      ['Due date', due],
    ],
    action: { label: line.kind === 'balance' ? 'Pay the balance' : `Pay invoice ${line.reference}`, url: line.payUrl },
  });
}
