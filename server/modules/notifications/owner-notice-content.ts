/**
 * What each owner notice says: plain words, dollars, the order's number, and the admin view it opens. The facts are
 * what the event's own module knows in its transaction; nothing here reads the database.
 */
import type { AdminTarget } from '../../../core/admin-links';
import { formatUsd } from '../../../core/money';
import { orderNumber } from '../../../core/order-numbers';
import type { OwnerNoticeKind } from '../../../core/schemas/owner-notices';

type Row = [label: string, value: string];

interface Paid {
  customerName: string;
  amountCents: number;
  /** Paid through the PayPal stand-in: no money moved. */
  testMode: boolean;
}

export interface OwnerNoticeFacts {
  quote_request: { quoteRequestId: number; customerName: string; details: Row[] };
  deposit_paid: Paid & { customOrderId: number; totalCents: number };
  catalogue_order_paid: Paid & { orderId: number };
  net30_requested: {
    orderId: number;
    customerName: string;
    companyName: string | null;
    /** Why it waits for the owner: no credit limit set, or over it. */
    waiting: string;
    details: Row[];
  };
  /** `designName`: the design the proof shows, when the order has several (decision 045). */
  proof_changes_requested: {
    customOrderId: number;
    customerName: string;
    version: number;
    comment: string;
    designName?: string;
  };
  /** Sent once, when the last design is approved; `designName`: that design, when the order has several. */
  proof_approved: {
    customOrderId: number;
    customerName: string;
    version: number;
    balanceDueCents: number;
    designName?: string;
  };
  balance_paid: Paid & { customOrderId: number };
  invoice_paid: Paid & { invoiceId: number; invoiceNumber: string };
  refund_at_paypal: {
    how: 'refunded' | 'reversed';
    amountCents: number;
    paidFor: 'cart' | 'deposit' | 'balance' | 'invoice';
    /** The catalogue order, custom order or invoice the payment was for (null when it is not known). */
    orderId: number | null;
    customOrderId: number | null;
    invoiceId: number | null;
    /** The invoice's number, when the payment was for one. */
    invoiceNumber?: string | null;
    payerEmail: string | null;
  };
  email_failed: { outboxId: number; to: string; subject: string; attempts: number; lastError: string | null };
}

export interface OwnerNoticeContent {
  subject: string;
  paragraphs: string[];
  details?: Row[];
  target: AdminTarget;
  actionLabel: string;
}

const custom = (id: number) => orderNumber('custom', id);
const catalogue = (id: number) => orderNumber('catalogue', id);
const TEST_MODE = 'Test mode: paid through the PayPal stand-in, no real money moved.';
const testNote = (facts: Paid) => (facts.testMode ? [TEST_MODE] : []);

type Writers = { [K in OwnerNoticeKind]: (facts: OwnerNoticeFacts[K]) => OwnerNoticeContent };

const WRITERS: Writers = {
  quote_request: (f) => ({
    subject: `New quote request #${f.quoteRequestId} from ${f.customerName}`,
    paragraphs: ['A new custom pin quote request has arrived.'],
    details: f.details,
    target: { kind: 'quote-request', id: f.quoteRequestId },
    actionLabel: 'Open the quote requests',
  }),
  deposit_paid: (f) => ({
    subject:
      f.amountCents === f.totalCents
        ? `Paid in full: order ${custom(f.customOrderId)} from ${f.customerName}`
        : `Deposit paid: order ${custom(f.customOrderId)} from ${f.customerName}`,
    paragraphs: [
      f.amountCents === f.totalCents
        ? `${f.customerName} paid custom order ${custom(f.customOrderId)} in full (${formatUsd(f.totalCents)}): there is no balance to collect. The proof is next.`
        : `${f.customerName} paid the ${formatUsd(f.amountCents)} deposit of custom order ${custom(f.customOrderId)} (${formatUsd(f.totalCents)} in all). The proof is next.`,
      ...testNote(f),
    ],
    target: { kind: 'custom-order', id: f.customOrderId },
    actionLabel: 'Open the order',
  }),
  catalogue_order_paid: (f) => ({
    subject: `Order ${catalogue(f.orderId)} paid: ${formatUsd(f.amountCents)} from ${f.customerName}`,
    paragraphs: [
      `${f.customerName} paid ${formatUsd(f.amountCents)} for catalogue order ${catalogue(f.orderId)}. It is ready to pack and ship.`,
      ...testNote(f),
    ],
    target: { kind: 'catalogue-order', id: f.orderId },
    actionLabel: 'Open the order',
  }),
  net30_requested: (f) => ({
    subject: `NET 30 order ${catalogue(f.orderId)} from ${f.companyName ?? f.customerName}: waiting for your approval`,
    paragraphs: [
      `${f.customerName} ordered on NET 30 terms and the order waits for you: ${f.waiting}`,
      'The stock is taken. Approve it (the invoice is issued and e-mailed) or decline it from the order in the admin.',
    ],
    details: f.details,
    target: { kind: 'catalogue-order', id: f.orderId },
    actionLabel: 'Open the order',
  }),
  proof_changes_requested: (f) => ({
    subject: `Changes asked for the proof of order ${custom(f.customOrderId)}`,
    paragraphs: [
      `${f.customerName} asked for changes to proof version ${f.version}${f.designName ? ` of '${f.designName}'` : ''} of order ${custom(f.customOrderId)}:`,
      f.comment,
      'Upload a new version from the order when it is ready.',
    ],
    target: { kind: 'custom-order', id: f.customOrderId },
    actionLabel: 'Open the order',
  }),
  proof_approved: (f) => ({
    subject: `Proof approved: order ${custom(f.customOrderId)}`,
    paragraphs: [
      f.designName
        ? `${f.customerName} approved proof version ${f.version} of '${f.designName}', the last design of order ${custom(f.customOrderId)} to be approved: every design is approved now.`
        : `${f.customerName} approved proof version ${f.version} of order ${custom(f.customOrderId)}.`,
      f.balanceDueCents > 0
        ? `The balance of ${formatUsd(f.balanceDueCents)} is now due: the customer has its pay link.`
        : 'The balance is already paid: the order can go into production.',
    ],
    target: { kind: 'custom-order', id: f.customOrderId },
    actionLabel: 'Open the order',
  }),
  balance_paid: (f) => ({
    subject: `Balance paid: order ${custom(f.customOrderId)} (${formatUsd(f.amountCents)})`,
    paragraphs: [
      `${f.customerName} paid the balance of ${formatUsd(f.amountCents)} for order ${custom(f.customOrderId)}: it can go into production.`,
      ...testNote(f),
    ],
    target: { kind: 'custom-order', id: f.customOrderId },
    actionLabel: 'Open the order',
  }),
  invoice_paid: (f) => ({
    subject: `Invoice ${f.invoiceNumber} paid (${formatUsd(f.amountCents)})`,
    paragraphs: [`${f.customerName} paid invoice ${f.invoiceNumber}: ${formatUsd(f.amountCents)}.`, ...testNote(f)],
    target: { kind: 'invoice', id: f.invoiceId },
    actionLabel: 'Open the invoices',
  }),
  refund_at_paypal: (f) => {
    const what = refundedThing(f);
    const verb = f.how === 'refunded' ? 'refunded' : 'reversed (a chargeback)';
    return {
      subject: `Payment ${f.how} at PayPal: ${what.name}`,
      paragraphs: [
        `A payment of ${formatUsd(f.amountCents)} for ${what.name} was ${verb} at PayPal, outside the shop.`,
        what.outcome,
        ...(f.payerEmail ? [`The buyer (${f.payerEmail}) has been told.`] : []),
      ],
      target: what.target,
      actionLabel: what.target.kind === 'invoice' ? 'Open the invoices' : 'Open the order',
    };
  },
  email_failed: (f) => ({
    subject: `An e-mail could not be sent: ${f.subject}`,
    paragraphs: [
      `The e-mail "${f.subject}" to ${f.to} could not be sent after ${f.attempts} tries${
        f.lastError ? ` (the last error: ${f.lastError})` : ''
      }.`,
      'Check the address, then resend it from the mailbox.',
    ],
    target: { kind: 'email', id: f.outboxId },
    actionLabel: 'Open the mailbox',
  }),
};

function refundedThing(f: OwnerNoticeFacts['refund_at_paypal']): {
  name: string;
  outcome: string;
  target: AdminTarget;
} {
  if (f.paidFor === 'cart' && f.orderId !== null) {
    return {
      name: `order ${catalogue(f.orderId)}`,
      outcome: 'The order is marked refunded and its pins are back in stock.',
      target: { kind: 'catalogue-order', id: f.orderId },
    };
  }
  if ((f.paidFor === 'deposit' || f.paidFor === 'balance') && f.customOrderId !== null) {
    return {
      name: `the ${f.paidFor} of order ${custom(f.customOrderId)}`,
      outcome: f.paidFor === 'deposit' ? 'The custom order is cancelled.' : 'Its balance is due again.',
      target: { kind: 'custom-order', id: f.customOrderId },
    };
  }
  if (f.paidFor === 'invoice' && f.invoiceId !== null) {
    return {
      name: f.invoiceNumber ? `invoice ${f.invoiceNumber}` : 'an invoice',
      outcome: 'The invoice is due again.',
      target: { kind: 'invoice', id: f.invoiceId },
    };
  }
  return { name: 'a payment', outcome: 'Check the order it paid for.', target: { kind: 'orders' } };
}

export function ownerNoticeContent<K extends OwnerNoticeKind>(kind: K, facts: OwnerNoticeFacts[K]): OwnerNoticeContent {
  return (WRITERS[kind] as (facts: OwnerNoticeFacts[K]) => OwnerNoticeContent)(facts);
}
