/**
 * A customer's statement as a PDF: the shop, who it is for, the period, every line still owed (due, overdue, and
 * invoices not due yet) with its state, the balance, and the payments received in the period.
 */
import { formatCalendarDay, formatDate } from '../../../core/en-us-dates';
import { formatUsd } from '../../../core/money';
import { SCHEDULE_LINE_KIND_LABELS, SCHEDULE_LINE_STATE_LABELS } from '../../../core/receivables';
import type { MailingShop } from '../../config';
import { pdfShop, type PdfDocumentJob } from '../../integrations/render/pdf-document';
import type { CustomerPayment } from '../payments';
import type { ReceivableLine } from '../receivables';

export interface StatementFacts {
  customer: { name: string; email: string };
  /** UTC days, both ends included. */
  period: { from: string; to: string };
  /** The day it is drawn up. */
  asOf: string;
  openLines: ReceivableLine[];
  payments: CustomerPayment[];
}

const EMPTY = (description: string) => ({ description, quantity: '', unitPrice: '', amount: '' });

export function statementDocument(shop: MailingShop, facts: StatementFacts): PdfDocumentJob {
  const balanceCents = facts.openLines.reduce((total, line) => total + line.amountCents, 0);
  const period = `${formatCalendarDay(facts.period.from, 'medium')} to ${formatCalendarDay(facts.period.to, 'medium')}`;
  return {
    ...pdfShop(shop),
    title: 'Statement',
    stamp: null,
    facts: [
      ['Date', formatCalendarDay(facts.asOf, 'long')],
      ['Payments from', period],
      ['Balance due', formatUsd(balanceCents)],
    ],
    party: { label: 'Statement for', lines: [facts.customer.name, facts.customer.email] },
    columns: ['Open item', '', 'State', 'Amount'],
    lines:
      facts.openLines.length === 0
        ? [EMPTY('Nothing is owed.')]
        : facts.openLines.map((line) => ({
            description: `${SCHEDULE_LINE_KIND_LABELS[line.kind]} ${line.reference}${
              line.dueDate ? `, due ${formatCalendarDay(line.dueDate, 'medium')}` : ''
            }`,
            quantity: '',
            unitPrice: SCHEDULE_LINE_STATE_LABELS[line.state],
            amount: formatUsd(line.amountCents),
          })),
    totals: [['Balance due', formatUsd(balanceCents)]],
    notes: [
      {
        heading: 'How to pay',
        text: `Each open item can be paid online with the link in its e-mail. For a new link or any question, write to ${shop.supportEmail}.`,
      },
    ],
    payLink: null,
    tables: [
      {
        heading: `Payments received, ${period}`,
        columns: ['Payment', '', 'Refunded', 'Amount'],
        lines:
          facts.payments.length === 0
            ? [EMPTY('No payments in this period.')]
            : facts.payments.map((payment) => ({
                description: `${formatDate(payment.paidAt, 'medium', 'utc')}: ${payment.description}${
                  payment.captureId ? ` (PayPal ${payment.captureId})` : ''
                }`,
                quantity: '',
                unitPrice: payment.refundedCents > 0 ? `-${formatUsd(payment.refundedCents)}` : '',
                amount: formatUsd(payment.amountCents),
              })),
      },
    ],
  };
}
