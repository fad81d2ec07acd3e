/**
 * Paying an invoice by its link (/pay-invoice/{invoiceNumber}?amount=N&t=T; accounts-admin-spec sections 2, 5 and 8).
 * The link's amount is what the page shows; the server charges the invoice's stored total and refuses a link whose
 * amount differs, so the page says so before anyone tries. The token `t` opens the invoice: without the right one
 * the page says what it says for an unknown invoice. Back from PayPal the payment is captured.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Icon } from '../../components/ui/icons';
import { Link } from 'react-router';
import { formatUsd } from '../../../core/money';
import { buttonVariants } from '../../components/ui/button';
import { toast } from '../../components/ui/use-toast';
import { apiErrorMessage, apiErrorStatus } from '../../lib/api';
import { capturePayment, invoiceSummaryQuery, PAYMENT_MESSAGES } from '../../lib/payments';
import { usePayPalPayment } from '../../lib/use-paypal-payment';
import { InvoiceCard } from './invoice-card';
import { InvoicePdfLinks } from './invoice-pdf-links';
import { parseLinkAmount } from './link-amount';
import { PayLinkLoading, PayLinkMessage } from './pay-link-parts';

/** The spec's payment toasts (section 8). */
const MESSAGES = {
  error: 'Payment Error',
  notCompleted: 'Payment could not be completed. Please try again.',
  errored: 'An error occurred during payment. Please try again.',
  success: { title: 'Payment Successful', description: 'Your payment has been processed successfully!' },
} as const;

type InvoiceCompletion = { paid: true } | { paid: false; message: string };

export interface InvoicePaymentViewProps {
  invoiceNumber: string;
  amountParam: string | null;
  /** The link's `t` ('' when the link has none). */
  token: string;
  supportEmail: string;
  nonce: string | undefined;
}

export function InvoicePaymentView({
  invoiceNumber,
  amountParam,
  token,
  supportEmail,
  nonce,
}: InvoicePaymentViewProps) {
  const amountCents = parseLinkAmount(amountParam);
  const queryClient = useQueryClient();
  const invoiceQuery = invoiceSummaryQuery(invoiceNumber, token);
  const invoice = useQuery({
    ...invoiceQuery,
    enabled: amountCents !== null && token !== '' && typeof window !== 'undefined',
  });

  const payment = usePayPalPayment<InvoiceCompletion>({
    async complete(paypalOrderId) {
      try {
        const outcome = await capturePayment(paypalOrderId);
        return outcome.status === 'COMPLETED'
          ? { paid: true }
          : { paid: false, message: outcome.message ?? MESSAGES.notCompleted };
      } catch {
        return { paid: false, message: MESSAGES.errored };
      }
    },
    onCompleted(result) {
      if (!result.paid) {
        toast({ title: MESSAGES.error, description: result.message, variant: 'destructive' });
        return 'stay';
      }
      toast({ ...MESSAGES.success, variant: 'success' });
      queryClient.setQueryData(invoiceQuery.queryKey, (old) => (old ? { ...old, status: 'paid' as const } : old));
      return 'stay';
    },
    onCancelled() {
      toast(PAYMENT_MESSAGES.cancelled);
    },
  });

  if (amountCents === null) {
    return (
      <PayLinkMessage tone="error" title="Invalid Payment Link" supportEmail={supportEmail}>
        <p>This payment link is not valid or has expired.</p>
        <p className="text-sm">Please contact us and we&apos;ll send you a new link.</p>
      </PayLinkMessage>
    );
  }

  if (payment.phase.name === 'completing') return <PayLinkLoading label="Confirming your payment..." />;

  if (payment.phase.name === 'settled' && payment.phase.result.paid) {
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
          <Icon name="mail" className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden="true" />
          Processing of your order begins immediately, and we&apos;ll keep you updated by e-mail.
        </p>
        <InvoicePdfLinks invoiceNumber={invoiceNumber} token={token} paid />
      </PayLinkMessage>
    );
  }

  // No token: the server would answer as for an unknown invoice, so the page says that without asking.
  const status = token === '' ? 404 : apiErrorStatus(invoice.error);
  if (status === 404 || status === 400) {
    return (
      <PayLinkMessage tone="error" title="Invalid Payment Link" supportEmail={supportEmail}>
        <p>This payment link is not valid or has expired.</p>
        <p className="text-sm">{apiErrorMessage(invoice.error, 'Invoice not found')}.</p>
      </PayLinkMessage>
    );
  }

  if (invoice.isPending) return <PayLinkLoading label="Loading your invoice..." />;

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
        <InvoicePdfLinks invoiceNumber={invoiceNumber} token={token} paid />
      </PayLinkMessage>
    );
  }

  // Another failure (a network hiccup): the page still works, the server checks the amount when paying.
  return (
    <InvoiceCard
      invoiceNumber={invoiceNumber}
      token={token}
      amountCents={amountCents}
      summary={invoice.data}
      payment={payment}
      nonce={nonce}
      supportEmail={supportEmail}
    />
  );
}
