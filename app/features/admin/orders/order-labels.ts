/**
 * How the admin's order cards read statuses, dates and payments (accounts-admin-spec section 4): the badge colours
 * are the spec's, the statuses each kind's selector offers are the contracts' (core/schemas).
 */
import { orderNumber } from '../../../../core/order-numbers';
import { REGULAR_ORDER_ADMIN_STATUSES, type AdminOrder } from '../../../../core/schemas/admin';
import { CUSTOM_ORDER_ADMIN_STATUSES } from '../../../../core/schemas/orders';
import { formatCalendarDay, formatDate } from '../../../../core/en-us-dates';
import { formatDateTime } from '../../../../core/en-us-clock';

export { statusLabel } from '../../../../core/status-labels';

/** Pending yellow, mockup_sent blue, approved green, in_production purple, shipped dark green, others grey. */
const STATUS_TONES: Record<string, string> = {
  pending: 'bg-amber-100 text-amber-900',
  awaiting_invoice: 'bg-amber-100 text-amber-900',
  mockup_sent: 'bg-sky-100 text-sky-900',
  approved: 'bg-emerald-100 text-emerald-900',
  in_production: 'bg-violet-100 text-violet-900',
  shipped: 'bg-emerald-800 text-white',
  cancelled: 'bg-red-100 text-red-900',
  refunded: 'bg-red-100 text-red-900',
};

export function statusTone(status: string): string {
  return STATUS_TONES[status] ?? 'bg-slate-100 text-slate-800';
}

/** The statuses the admin may pick for an order of this kind (any from any state). */
export function settableStatuses(kind: AdminOrder['kind']): readonly string[] {
  // "Cancelled" opens the cancel dialog (reason, refund of the deposit): POST /api/admin/custom-orders/{id}/cancel.
  return kind === 'custom' ? [...CUSTOM_ORDER_ADMIN_STATUSES, 'delivered', 'cancelled'] : REGULAR_ORDER_ADMIN_STATUSES;
}

/** Every status the filter offers: the two selectors' and the ones a custom order reaches by payments. */
export const FILTER_STATUSES = [
  'pending',
  'awaiting_invoice',
  'deposit_paid',
  'design_in_progress',
  'mockup_sent',
  'awaiting_approval',
  'approved',
  'balance_paid',
  'processing',
  'in_production',
  'shipped',
  'delivered',
] as const;

/** The statuses a catalogue order can have (the ones its filter offers): none of a custom order's proof steps. */
const CATALOGUE_STATUSES: readonly string[] = ['pending', 'awaiting_invoice', 'processing', 'shipped', 'delivered'];
/** Reached only by a catalogue order (NET 30 and the stock workflow). */
const CATALOGUE_ONLY: readonly string[] = ['awaiting_invoice', 'processing'];

/** The status filter's choices for the kind shown: each kind only its own, every status for both. */
export function filterStatuses(kind: AdminOrder['kind'] | 'all' | undefined): readonly string[] {
  if (kind === 'regular') return FILTER_STATUSES.filter((status) => CATALOGUE_STATUSES.includes(status));
  if (kind === 'custom') return FILTER_STATUSES.filter((status) => !CATALOGUE_ONLY.includes(status));
  return FILTER_STATUSES;
}

/** "Mar 3, 2026" (the list renders in the browser, in the admin's time zone). */
export function orderDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return formatDate(date, 'medium', 'local');
}

/** "Mar 3, 2026" for a calendar day (YYYY-MM-DD): the same day in every time zone. */
export function calendarDay(day: string): string {
  return formatCalendarDay(day, 'medium');
}

/** "Mar 3, 2026, 2:05 PM": when an audit row was written. */
export function dateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return formatDateTime(date, 'local');
}

/**
 * A PayPal order exists only once PayPal captured its payment, so it is paid; the stand-in's payments say so. A
 * NET 30 order is paid when its invoice is (read from the invoice: paying its link marks the invoice).
 */
export function regularPaymentStatus(order: {
  testMode: boolean;
  paymentMethod?: 'paypal' | 'invoice';
  invoice?: { invoiceNumber: string; status: 'pending' | 'paid'; dueDate: string } | null;
}): string {
  const paid = order.testMode ? 'Paid (test mode)' : 'Paid';
  if (order.paymentMethod !== 'invoice') return paid;
  if (!order.invoice) return 'Awaiting invoice (NET 30)';
  if (order.invoice.status === 'paid') return `${paid}: invoice ${order.invoice.invoiceNumber}`;
  return `Invoice ${order.invoice.invoiceNumber} sent, due ${calendarDay(order.invoice.dueDate)}`;
}

/** Generate Payment Link is offered for custom orders in approved or mockup_sent (section 4). */
export function canGenerateBalanceLink(status: string): boolean {
  return status === 'approved' || status === 'mockup_sent';
}

/** The order's number as the lists and the confirmation name it. */
export function orderTitle(order: AdminOrder): string {
  const number = orderNumber(order.kind === 'custom' ? 'custom' : 'catalogue', order.order.id);
  return `${order.kind === 'custom' ? 'Custom order' : 'Order'} ${number}`;
}
