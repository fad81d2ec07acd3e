/**
 * Each audit row in one sentence the owner reads ("Status: Deposit Paid → Approved", "Quoted $480.00", "Campaign
 * "Spring pins" started to 273 contacts"): a describer per action recorded with recordAudit, built from the row's
 * details, before and after; an action without one reads "<action> on <what it touched>" with the fields it changed,
 * never the row's raw keys. The raw row stays in the answer for whoever wants it.
 */
import { formatCalendarDay } from '../../../core/en-us-dates';
import { formatDateTime } from '../../../core/en-us-clock';
import { formatUsd } from '../../../core/money';
import {
  changedTo,
  changeList,
  count,
  entityName,
  plural,
  quoted,
  statusMove,
  text,
  valueText,
  type AuditFacts,
} from './audit-words';

type Describer = (row: AuditFacts, what: string) => string;

const sentence = (...parts: (string | null | false | undefined)[]) => parts.filter(Boolean).join('. ');

/** The words a change wrote about itself (a shipment, a refund, a setting): kept as they are. */
const own = (row: AuditFacts) => text(row, 'summary');

const statusChange: Describer = (row) => {
  const net30 = row.details.net30 === true ? 'The NET 30 order was cancelled' : null;
  return sentence(statusMove(row) ?? 'Status set again, unchanged', net30);
};

const shipment: Describer = (row) => {
  const emailed = text(row, 'emailed');
  return sentence(
    own(row) ?? changeList(row).join('; '),
    text(row, 'unpaid'),
    emailed ? `E-mailed to ${emailed}` : null,
  );
};

const removed: Describer = (row, what) =>
  row.details.archived === true ? `Archived ${what} (kept for its payments)` : `Deleted ${what}`;

const detailsEdit: Describer = (row) => changedTo(row) ?? 'Saved the details, nothing changed';

const DESCRIBERS: Record<string, Describer> = {
  // Orders of either kind
  'order.status': statusChange,
  'custom-order.status': statusChange,
  'order.shipped': shipment,
  'custom-order.shipped': shipment,
  'order.tracking': shipment,
  'custom-order.tracking': shipment,
  'order.delivered': (row) => own(row) ?? 'Marked delivered',
  'custom-order.delivered': (row) => own(row) ?? 'Marked delivered',
  'order.delete': removed,
  'custom-order.delete': removed,
  'order.details': detailsEdit,
  'custom-order.details': detailsEdit,
  'custom-order.ship-to': (row) => {
    const address = row.after?.shipTo;
    return `The customer changed the ship-to address to ${valueText('shipTo', address)}`;
  },
  'order.email_sent': (row) => {
    const subject = text(row, 'subject');
    const to = text(row, 'to');
    return `E-mailed the customer${to ? ` (${to})` : ''}${subject ? `: ${quoted(subject)}` : ''}`;
  },
  'order.invoice_requested': (row) => {
    const company = text(row, 'companyName');
    const total = text(row, 'total');
    const reference = text(row, 'reference');
    const waiting = text(row, 'waiting');
    return sentence(
      `${company ?? 'The customer'} asked to pay by NET 30 invoice${total ? ` (${total})` : ''}`,
      reference ? `Reference ${reference}` : null,
      waiting ? `It waits for your approval: ${waiting.replace(/\.$/, '')}` : null,
    );
  },
  'order.invoice_issued': (row) => {
    const number = text(row, 'invoiceNumber');
    const due = text(row, 'dueDate');
    const issued = ['Issued the NET 30 invoice', number, due ? `due ${valueText('dueDate', due)}` : null];
    return sentence(issued.filter(Boolean).join(' ').replace(/ due /, ', due '), statusMove(row));
  },
  'order.net30_approved': (row) => {
    const total = text(row, 'total');
    const order = `the NET 30 order${total ? ` (${total})` : ''}`;
    if (text(row, 'by') !== 'credit limit') return `Approved ${order}`;
    const open = text(row, 'open');
    const limit = text(row, 'limit');
    return `Approved ${order} by the customer's credit limit${limit ? ` of ${limit}` : ''}${open ? `, ${open} already unpaid` : ''}`;
  },
  'custom-order.cancel': (row) => {
    const reason = text(row, 'reason');
    const refunded = text(row, 'refunded');
    const money = refunded && refunded !== formatUsd(0) ? `Refunded ${refunded} of the deposit` : 'Nothing refunded';
    return reason ? sentence(`Cancelled: ${reason}`, money) : (own(row) ?? 'Cancelled');
  },
  'custom-order.balance-link': (row) => {
    const until = text(row, 'expiresAt');
    return `Sent the balance payment link${until ? `, valid until ${valueText('expiresAt', until)}` : ''}`;
  },
  'custom-order.proof-upload': (row) => {
    const version = count(row, 'version');
    const file = text(row, 'fileName');
    const note = text(row, 'note');
    // An order of several designs names the design: "Proof 2 of 'Hole 7'" (decision 045).
    const named = text(row, 'proof');
    const proof = ['Uploaded', named ?? 'proof', !named && version ? `v${version}` : null, file ? `(${file})` : null];
    return sentence(`${proof.filter(Boolean).join(' ')} for the customer's approval`, note && `Note: ${quoted(note)}`);
  },
  'custom-order.proof-reopen': (row) => {
    const reason = text(row, 'reason');
    const named = text(row, 'proof');
    return `Reopened the approved ${named ?? 'proof'} for a new version${reason ? `: ${reason}` : ''}`;
  },
  'custom-order.proof-approve': (row) => {
    const version = count(row, 'version');
    const who = text(row, 'approvedByEmail');
    const named = text(row, 'proof');
    return `The customer${who ? ` (${who})` : ''} approved ${named ?? `proof${version ? ` v${version}` : ''}`}`;
  },
  'custom-order.proof-changes': (row) => {
    const version = count(row, 'version');
    const comment = text(row, 'comment');
    const named = text(row, 'proof') ?? `proof${version ? ` v${version}` : ''}`;
    return `The customer asked for changes to ${named}${comment ? `: ${quoted(comment)}` : ''}`;
  },

  // Payments
  'payment.refund': (row) => {
    const amount = text(row, 'amount');
    const reason = text(row, 'reason');
    return own(row) ?? `Refunded ${amount ?? 'a payment'}${reason ? `: ${reason}` : ''}`;
  },
  'payment.refund-failed': (row) => own(row) ?? 'A refund failed',

  // Quotes and invoices
  'quote-request.quote': (row) => {
    const amount = row.after?.quotedAmount;
    return typeof amount === 'number' ? `Quoted ${formatUsd(amount)}` : 'Sent a quote';
  },
  'quote-request.update': (row) => {
    const notes = JSON.stringify(row.before?.quotedNotes) !== JSON.stringify(row.after?.quotedNotes);
    return sentence(statusMove(row), notes ? 'Changed the quote notes' : null) || 'Saved the quote, nothing changed';
  },
  'invoice.create': (row, what) => {
    const total = text(row, 'total');
    const order = text(row, 'order');
    return `Created ${what}${total ? ` for ${total}` : ''}${order ? ` (order ${order}, NET 30)` : ''}`;
  },
  'invoice.delete': (_row, what) => `Deleted ${what}`,

  // Catalogue and discounts
  'product.create': (row, what) => {
    const price = row.after?.price;
    return `Added ${what}${typeof price === 'number' ? ` at ${valueText('price', price)}` : ''}`;
  },
  'product.update': (row, what) => `Changed ${what}: ${changeList(row).join('; ') || 'nothing'}`,
  'product.stock': (row, what) =>
    `Stock of ${what}: ${valueText('stockQuantity', row.before?.stockQuantity)} → ${valueText('stockQuantity', row.after?.stockQuantity)}`,
  'product.image': (_row, what) => `Changed the picture of ${what}`,
  'product.deactivate': (_row, what) => `Took ${what} out of the shop (it was ordered before, so it is kept)`,
  'product.delete': (_row, what) => `Deleted ${what}`,
  'discount.create': (row, what) => {
    const type = row.after?.discountType;
    const value = row.after?.discountValue;
    const off =
      typeof value !== 'number' ? '' : type === 'percentage' ? `: ${value}% off` : `: ${formatUsd(value)} off`;
    return `Created ${what}${off}${row.details.campaign === true ? ' for a campaign' : ''}`;
  },
  'discount.activate': (_row, what) => `Turned ${what} on`,
  'discount.deactivate': (row, what) => {
    const reason = text(row, 'reason');
    return `Turned ${what} off${reason ? `: ${reason}` : ''}`;
  },
  'discount.delete': (_row, what) => `Deleted ${what}`,

  // Marketing
  'campaign.start': (row, what) => {
    const total = count(row, 'total');
    const test = row.details.isTest === true ? ' (a test)' : '';
    const name = what.charAt(0).toUpperCase() + what.slice(1);
    return `${name} started${total === null ? '' : ` to ${plural(total, 'contact')}`}${test}`;
  },
  'campaign.schedule': (row, what) => {
    const total = count(row, 'total');
    const at = text(row, 'at');
    const when = at ? ` for ${formatDateTime(new Date(at), 'utc')} UTC` : '';
    return `Scheduled ${what}${when}${total === null ? '' : ` to ${plural(total, 'contact')}`}`;
  },
  'campaign.reschedule': (row, what) => {
    const at = text(row, 'at');
    return `Moved ${what}${at ? ` to ${formatDateTime(new Date(at), 'utc')} UTC` : ''}`;
  },
  'campaign-template.create': (row) => `Saved the e-mail template ${quoted(text(row, 'name') ?? '')}`,
  'campaign-template.rename': (row) =>
    `Renamed the e-mail template ${quoted(text(row, 'from') ?? '')} to ${quoted(text(row, 'name') ?? '')}`,
  'campaign-template.delete': (row) => `Deleted the e-mail template ${quoted(text(row, 'name') ?? '')}`,
  'campaign.pause': (_row, what) => `Paused ${what}`,
  'campaign.resume': (_row, what) => `Resumed ${what}`,
  'campaign.cancel': (row, what) => {
    const withdrawn = count(row, 'withdrawn');
    return `Cancelled ${what}${withdrawn ? `: ${plural(withdrawn, 'e-mail')} not sent` : ''}`;
  },
  'contacts.import': (row) => {
    const imported = count(row, 'imported') ?? 0;
    const extra = [
      count(row, 'duplicates') ? plural(count(row, 'duplicates')!, 'duplicate') : null,
      count(row, 'skipped') ? `${plural(count(row, 'skipped')!, 'row')} skipped` : null,
      count(row, 'errors') ? plural(count(row, 'errors')!, 'row') + ' with errors' : null,
    ].filter(Boolean);
    return `Imported ${plural(imported, 'contact')} from Shopify${extra.length ? ` (${extra.join(', ')})` : ''}`;
  },
  'contacts.upload-list': (row, what) => {
    const people = count(row, 'count');
    const onCalendar = count(row, 'onCalendar');
    const unusable = count(row, 'unusableDates');
    const calendar =
      onCalendar === null
        ? ''
        : `: ${onCalendar} on the tournament calendar${unusable ? `, ${plural(unusable, 'row')} without a usable date` : ''}`;
    return `Uploaded the ${what}${people === null ? '' : ` with ${plural(people, 'contact')}`}${calendar}`;
  },
  'customer.email_sent': (row, what) => {
    const subject = text(row, 'subject');
    return `E-mailed ${text(row, 'to') ?? what}${subject ? `: ${quoted(subject)}` : ''}`;
  },
  'customer.credit_limit': (row, contact) => {
    const what = text(row, 'email') ?? contact;
    const from = text(row, 'from');
    const to = text(row, 'to');
    return to === 'none'
      ? `Removed the NET 30 credit limit of ${what}${from && from !== 'none' ? ` (was ${from})` : ''}`
      : `Set the NET 30 credit limit of ${what} to ${to}${from && from !== 'none' ? ` (was ${from})` : ''}`;
  },
  'contact.note': (row, what) => {
    const note = row.after?.internalNote;
    return typeof note === 'string' && note.trim() !== ''
      ? `Noted on ${what}: ${quoted(note)}`
      : `Removed the internal note on ${what}`;
  },
  'suppression.add': (row, what) => {
    const reason = text(row, 'reason');
    return `Stopped all e-mails to ${what}${reason ? ` (${reason})` : ''}`;
  },
  'suppression.remove': (_row, what) => `E-mails to ${what} allowed again`,

  // Money owed
  'reminders.pause': (row) => own(row) ?? 'Paused the payment reminders',
  'reminders.resume': (row) => own(row) ?? 'Turned the payment reminders back on',
  'statement.email': (row) => {
    const to = text(row, 'email');
    const from = text(row, 'from');
    const until = text(row, 'to');
    const period =
      from && until ? ` for ${formatCalendarDay(from, 'long')} to ${formatCalendarDay(until, 'long')}` : '';
    return `E-mailed the statement${period}${to ? ` to ${to}` : ''}`;
  },

  // Reviews (each row carries its own sentence: who, which order, how many stars)
  'review.submitted': (row) => own(row) ?? 'A buyer sent a review',
  'review.published': (row) => own(row) ?? 'Published a review',
  'review.hidden': (row) => own(row) ?? 'Hid a review',
  'review.replied': (row) => own(row) ?? 'Replied to a review',

  // The shop and the admin
  'tax.rate': (row) => own(row) ?? sentence('Changed a sales tax rate', changeList(row).join('; ')),
  'tax.taxable': (row) => own(row) ?? 'Changed what is taxable',
  'tax-certificate.review': (row) => own(row) ?? sentence('Reviewed a tax exemption certificate', statusMove(row)),
  'settings.change': (row) => own(row) ?? sentence('Changed the shop settings', changeList(row).join('; ')),
  'prices.change': (row) => own(row) ?? sentence('Changed the prices', changeList(row).join('; ')),
  'demo.remove': (row) => own(row) ?? 'Removed the demo data',
  'mail.resend': (_row, what) => `Sent ${what} again`,
  'totp.setup': () => 'Started setting up two-step sign-in',
  'totp.enabled': (row) => {
    const codes = count(row, 'recoveryCodes');
    return `Turned on two-step sign-in${codes ? ` (${plural(codes, 'recovery code')})` : ''}`;
  },
  'totp.recovery-codes': (row) => {
    const codes = count(row, 'recoveryCodes') ?? 0;
    return `Made ${plural(codes, 'recovery code')} and showed them at the first sign-in`;
  },
  'totp.replaced': (row) => {
    const codes = count(row, 'recoveryCodes');
    return `Moved two-step sign-in to a new authenticator app${codes ? ` (${plural(codes, 'new recovery code')})` : ''}`;
  },
};

/** "proof-reopen" -> "Proof reopen", "email_sent" -> "Email sent". */
function actionWords(action: string): string {
  const verb = (action.split('.').pop() ?? action).replace(/[-_]+/g, ' ').trim();
  return verb.charAt(0).toUpperCase() + verb.slice(1);
}

/** The actions with a sentence of their own (the tests walk them). */
export const DESCRIBED_ACTIONS = Object.keys(DESCRIBERS);

export function describeAudit(row: AuditFacts): string {
  const what = entityName(row);
  const describer = DESCRIBERS[row.action];
  if (describer) return describer(row, what);
  const own = text(row, 'summary');
  if (own) return own;
  const changes = changeList(row);
  return `${actionWords(row.action)} on ${what}${changes.length ? `: ${changes.join('; ')}` : ''}`;
}
