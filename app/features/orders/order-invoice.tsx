/**
 * A NET 30 order's payment as its customer sees it: awaiting its invoice, then "Invoice INV-xxxxxx sent — due
 * {date}" with the invoice's pay link, then paid (the invoice's own status: paying it by its link marks it). Once
 * issued, the invoice downloads as a PDF for the buyer (signed in, or by the page's status link) or the admin.
 */
import { Icon } from '../../components/ui/icons';
import { Link } from 'react-router';
import { NET30_DUE_DAYS } from '../../../core/schemas/invoice-orders';
import { PdfLink } from '../../components/pdf-link';
import { buttonVariants } from '../../components/ui/button';
import type { RegularOrder } from './order-types';
import { formatCalendarDay } from '../../../core/en-us-dates';

type InvoiceFields = Pick<RegularOrder, 'paymentMethod' | 'invoice' | 'status'>;

/** The issued invoice of the order as a PDF (the signed-in buyer's session, or the status link's token). */
export function orderInvoicePdfHref(orderId: number, statusToken?: string): string {
  const path = `/api/orders/${orderId}/invoice/pdf`;
  return statusToken ? `${path}?token=${encodeURIComponent(statusToken)}` : path;
}

/** Paid: by PayPal at checkout, or its NET 30 invoice was paid. */
export function isOrderPaid(order: InvoiceFields): boolean {
  return order.paymentMethod !== 'invoice' || order.invoice?.status === 'paid';
}

/** "March 3, 2026" for a calendar day (YYYY-MM-DD): the same day in every time zone. */
export function dueDateLabel(day: string): string {
  return formatCalendarDay(day, 'long');
}

/** The pill beside the total: Paid, or what the NET 30 invoice is waiting for. */
export function PaymentPill({ order }: { order: InvoiceFields }) {
  const paid = isOrderPaid(order);
  return (
    <span
      className={
        paid
          ? 'inline-flex items-center gap-1 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800 ring-1 ring-brand-200 ring-inset'
          : 'inline-flex items-center gap-1 rounded-full bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-900 ring-1 ring-amber-200 ring-inset'
      }
    >
      {paid ? (
        <Icon name="circle-check" className="size-3.5" aria-hidden="true" />
      ) : (
        <Icon name="clock" className="size-3.5" aria-hidden="true" />
      )}
      {paid ? 'Paid' : order.invoice ? 'Invoice due' : 'Awaiting invoice'}
    </span>
  );
}

/** The NET 30 section of the order card (nothing for an order paid at checkout). */
export function OrderInvoiceNotice({
  order,
  statusToken,
}: {
  order: InvoiceFields & Pick<RegularOrder, 'id'>;
  /** The status link's token when the page was opened by it. */
  statusToken?: string;
}) {
  if (order.paymentMethod !== 'invoice') return null;
  const { invoice } = order;
  const pdf = invoice ? (
    <PdfLink href={orderInvoicePdfHref(order.id, statusToken)} className="self-start">
      Download invoice {invoice.invoiceNumber} (PDF)
    </PdfLink>
  ) : null;
  return (
    <div
      className="flex items-start gap-3 rounded-2xl border border-amber-200 bg-amber-50/60 px-4 py-3 text-sm"
      data-testid="order-invoice"
    >
      <Icon name="file-text" className="mt-0.5 size-5 shrink-0 text-amber-700" aria-hidden="true" />
      {!invoice ? (
        order.status === 'cancelled' ? (
          <p className="text-slate-700">
            This NET {NET30_DUE_DAYS} order was not approved and was cancelled: nothing is due.
          </p>
        ) : (
          <div className="min-w-0">
            <p className="font-semibold text-slate-900">Awaiting invoice</p>
            <p className="text-slate-700">
              Waiting for our approval: once approved we e-mail your invoice, payable within {NET30_DUE_DAYS} days.
            </p>
          </div>
        )
      ) : invoice.status === 'paid' ? (
        <div className="flex min-w-0 flex-col gap-2">
          <p className="font-semibold text-slate-900">Invoice {invoice.invoiceNumber} paid. Thank you!</p>
          {pdf}
        </div>
      ) : (
        <div className="flex min-w-0 flex-col gap-2">
          <p className="font-semibold text-slate-900">
            Invoice {invoice.invoiceNumber} sent — due {dueDateLabel(invoice.dueDate)}
          </p>
          <Link to={invoice.payPath} className={buttonVariants({ size: 'sm', className: 'self-start' })}>
            Pay invoice {invoice.invoiceNumber}
            <Icon name="arrow-right" className="size-3.5" aria-hidden="true" />
          </Link>
          {pdf}
        </div>
      )}
    </div>
  );
}
