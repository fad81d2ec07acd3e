/**
 * Paying an invoice by its link (/pay-invoice/{invoiceNumber}?amount=N; accounts-admin-spec sections 2, 5 and 8).
 * The link's amount is what the page shows; the server charges the invoice's stored total and refuses a link whose
 * amount differs, so the page says so before anyone tries.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AlertTriangle, CalendarDays, FileText, Mail } from 'lucide-react';
import { Link } from 'react-router';
import { centsToDecimalString, dollarsToCents, formatUsd } from '../../../core/money';
import { buttonVariants } from '../../components/ui/button';
import { toast } from '../../components/ui/use-toast';
import { apiErrorMessage, apiErrorStatus } from '../../lib/api';
import { payPalReturnPath } from '../../lib/paypal-return';
import { dueDateLabel } from './labels';
import { parseLinkAmount } from './link-amount';
import { capturePayPalOrder, invoiceUrl, type InvoiceSummary } from './pay-links-api';
import { PayLinkHeader, PayLinkLoading, PayLinkMessage, SupportLine } from './pay-link-parts';
import { PayPalButton } from './paypal-button';
import { usePayPalReturn } from './use-paypal-return';

/** The spec's payment toasts (section 8). */
const PAYMENT_ERROR = 'Payment Error';
const MESSAGES = {
  loadFailed: 'Failed to load payment system. Please try again later.',
  initFailed: 'Failed to initialize payment. Please try again.',
  notCompleted: 'Payment could not be completed. Please try again.',
  errored: 'An error occurred during payment. Please try again.',
  cancelled: { title: 'Payment Cancelled', description: 'You cancelled the payment process.' },
  success: { title: 'Payment Successful', description: 'Your payment has been processed successfully!' },
} as const;

function paymentError(description: string) {
  toast({ title: PAYMENT_ERROR, description, variant: 'destructive' });
}

export interface InvoicePaymentViewProps {
  invoiceNumber: string;
  amountParam: string | null;
  search: URLSearchParams;
  supportEmail: string;
}

export function InvoicePaymentView({ invoiceNumber, amountParam, search, supportEmail }: InvoicePaymentViewProps) {
  const amountCents = parseLinkAmount(amountParam);
  const queryClient = useQueryClient();
  const invoiceKey = [invoiceUrl(invoiceNumber)];
  const invoice = useQuery<InvoiceSummary>({
    queryKey: invoiceKey,
    enabled: amountCents !== null && typeof window !== 'undefined',
  });

  const capture = useMutation({
    mutationFn: capturePayPalOrder,
    onSuccess: (outcome) => {
      if (outcome.status !== 'COMPLETED') {
        paymentError(outcome.message ?? MESSAGES.notCompleted);
        return;
      }
      toast({ ...MESSAGES.success, variant: 'success' });
      queryClient.setQueryData<InvoiceSummary>(invoiceKey, (old) => (old ? { ...old, status: 'paid' } : old));
    },
    onError: () => paymentError(MESSAGES.errored),
  });

  const back = usePayPalReturn(async ({ orderId, approved }) => {
    if (!approved) {
      toast(MESSAGES.cancelled);
      return;
    }
    await capture.mutateAsync(orderId).catch(() => undefined);
  });

  if (amountCents === null) {
    return (
      <PayLinkMessage tone="error" title="Invalid Payment Link" supportEmail={supportEmail}>
        <p>This payment link is not valid or has expired.</p>
        <p className="text-sm">Please contact us and we&apos;ll send you a new link.</p>
      </PayLinkMessage>
    );
  }

  if (capture.isPending || (back?.approved && capture.isIdle)) {
    return <PayLinkLoading label="Confirming your payment..." />;
  }

  if (capture.data?.status === 'COMPLETED') {
    return (
      <PayLinkMessage
        tone="success"
        title="Payment Successful!"
        supportEmail={supportEmail}
        actions={
          <Link to="/" className={buttonVariants()}>
            Back to home
          </Link>
        }
      >
        <p>
          Thank you for your payment of <strong className="text-slate-900">{formatUsd(amountCents)}</strong>. Invoice #
          {invoiceNumber} has been paid in full.
        </p>
        <p className="flex items-start justify-center gap-2 text-sm">
          <Mail className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden="true" />
          Processing of your order begins immediately, and we&apos;ll keep you updated by e-mail.
        </p>
      </PayLinkMessage>
    );
  }

  if (invoice.isPending) return <PayLinkLoading label="Loading your invoice..." />;

  const status = apiErrorStatus(invoice.error);
  if (status === 404 || status === 400) {
    return (
      <PayLinkMessage tone="error" title="Invalid Payment Link" supportEmail={supportEmail}>
        <p>This payment link is not valid or has expired.</p>
        <p className="text-sm">{apiErrorMessage(invoice.error, 'Invoice not found')}.</p>
      </PayLinkMessage>
    );
  }

  if (invoice.data?.status === 'paid') {
    return (
      <PayLinkMessage
        tone="success"
        title="Invoice Already Paid"
        supportEmail={supportEmail}
        actions={
          <Link to="/" className={buttonVariants({ variant: 'outline' })}>
            Back to home
          </Link>
        }
      >
        <p>Invoice #{invoiceNumber} has already been paid in full. Thank you! There is nothing more to pay.</p>
      </PayLinkMessage>
    );
  }

  // Another failure (a network hiccup): the page still works, the server checks the amount when paying.
  const summary = invoice.data;
  const mismatch = summary !== undefined && dollarsToCents(summary.total) !== amountCents;

  return (
    <>
      <PayLinkHeader eyebrow="Invoice payment" title="Pay Your Invoice" narrow>
        <p>Pay securely online with PayPal or any major debit or credit card.</p>
      </PayLinkHeader>
      <div className="mx-auto max-w-xl px-4 pt-8 pb-20 sm:px-6">
        <section
          aria-labelledby="invoice-title"
          className="overflow-hidden rounded-3xl border border-slate-200 bg-white shadow-sm"
        >
          <header className="flex items-center gap-3 border-b border-slate-100 bg-slate-50/60 px-6 py-4">
            <span className="flex size-10 items-center justify-center rounded-xl bg-brand-50 text-brand-700 ring-1 ring-brand-100">
              <FileText className="size-5" aria-hidden="true" />
            </span>
            <div>
              <p className="text-xs font-medium tracking-wide text-slate-500 uppercase">Invoice number</p>
              <h2 id="invoice-title" className="text-lg font-bold text-slate-900">
                {invoiceNumber}
              </h2>
            </div>
          </header>
          <div className="flex flex-col gap-6 p-6">
            <dl className="flex flex-col gap-3 text-sm">
              {summary?.customerName ? (
                <div className="flex justify-between gap-4">
                  <dt className="text-slate-600">Billed to</dt>
                  <dd className="font-medium text-slate-900">{summary.customerName}</dd>
                </div>
              ) : null}
              {summary?.dueDate ? (
                <div className="flex justify-between gap-4">
                  <dt className="flex items-center gap-1.5 text-slate-600">
                    <CalendarDays className="size-4" aria-hidden="true" />
                    Due date
                  </dt>
                  <dd className="font-medium text-slate-900">{dueDateLabel(summary.dueDate)}</dd>
                </div>
              ) : null}
              <div className="flex items-baseline justify-between gap-4 border-t border-slate-200 pt-3">
                <dt className="font-semibold text-slate-900">Amount due</dt>
                <dd className="text-3xl font-bold text-slate-900 tabular-nums" data-testid="invoice-amount">
                  {formatUsd(amountCents)}
                </dd>
              </div>
            </dl>

            {mismatch ? (
              <div
                role="alert"
                className="flex gap-3 rounded-2xl bg-red-50 p-4 text-sm text-red-900 ring-1 ring-red-200"
              >
                <AlertTriangle className="mt-0.5 size-5 shrink-0 text-red-600" aria-hidden="true" />
                <div>
                  <p className="font-semibold">This link&apos;s amount does not match the invoice.</p>
                  <p className="mt-1">
                    Invoice #{invoiceNumber} is for {formatUsd(dollarsToCents(summary.total))}, not{' '}
                    {formatUsd(amountCents)}. Please use the link from your invoice e-mail, or contact us for a new one.
                  </p>
                </div>
              </div>
            ) : (
              <PayPalButton
                label={`Pay ${formatUsd(amountCents)} with PayPal`}
                payment={() => ({
                  purpose: 'invoice',
                  invoiceNumber,
                  amount: centsToDecimalString(amountCents),
                  returnPath: payPalReturnPath(`/pay-invoice/${encodeURIComponent(invoiceNumber)}`, search),
                })}
                onError={(stage, error) => {
                  if (stage === 'setup') paymentError(MESSAGES.loadFailed);
                  else if (stage === 'no-link') paymentError(MESSAGES.initFailed);
                  else {
                    const code = apiErrorStatus(error);
                    // A refusal (wrong amount, already paid) carries the server's reason; anything else the spec's text.
                    paymentError(
                      code !== undefined && code < 500
                        ? apiErrorMessage(error, MESSAGES.initFailed)
                        : MESSAGES.initFailed,
                    );
                  }
                }}
              />
            )}

            {mismatch ? null : (
              <p className="text-center text-xs text-pretty text-slate-500">
                No PayPal account needed: pay as a guest with any major debit or credit card. By paying you agree to our
                terms of service.
              </p>
            )}
          </div>
        </section>
        <SupportLine email={supportEmail} className="mt-8" />
      </div>
    </>
  );
}
