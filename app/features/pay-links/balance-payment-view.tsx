/**
 * Paying a custom order's balance by its link (accounts-admin-spec sections 2, 4 and 8): loading, not found,
 * already or just paid ("Payment Complete!"), "Complete Your Order" with the PayPal button once the design is approved,
 * or before that "Approve your proof first" without it (balance-order.tsx). Back from PayPal the balance is confirmed
 * with the link's own call, which checks the payment belongs to this order.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { orderNumber } from '../../../core/order-numbers';
import { productNames } from '../../../core/pricing/price-table';
import { buttonVariants } from '../../components/ui/button';
import { toast } from '../../components/ui/use-toast';
import { apiErrorMessage, apiErrorStatus } from '../../lib/api';
import { balanceRecordQuery, completeBalancePayment, PAYMENT_MESSAGES } from '../../lib/payments';
import { usePayPalPayment } from '../../lib/use-paypal-payment';
import { BalanceOrder } from './balance-order';
import { isBalanceSettled } from './link-amount';
import { PayLinkLoading, PayLinkMessage } from './pay-link-parts';

const MESSAGES = {
  failedTitle: 'Payment Failed',
  failedFallback: 'Payment processing failed',
  success: {
    title: 'Payment Successful!',
    description: 'Your balance has been paid. Your order will now proceed to production.',
  },
} as const;

type BalanceCompletion = { paid: true } | { paid: false; message: string };

export interface BalancePaymentViewProps {
  token: string;
  supportEmail: string;
  nonce: string | undefined;
}

export function BalancePaymentView({ token, supportEmail, nonce }: BalancePaymentViewProps) {
  const queryClient = useQueryClient();
  const recordQuery = balanceRecordQuery(token);
  const record = useQuery(recordQuery);

  const payment = usePayPalPayment<BalanceCompletion>({
    async complete(paypalOrderId) {
      try {
        await completeBalancePayment(token, paypalOrderId);
        return { paid: true };
      } catch (error) {
        return { paid: false, message: apiErrorMessage(error, MESSAGES.failedFallback) };
      }
    },
    onCompleted(result) {
      if (!result.paid) {
        toast({ title: MESSAGES.failedTitle, description: result.message, variant: 'destructive' });
        return 'stay';
      }
      toast({ ...MESSAGES.success, variant: 'success' });
      queryClient.setQueryData(recordQuery.queryKey, (old) => (old ? { ...old, status: 'balance_paid' } : old));
      // The tracking page shows the new status on the next visit.
      void queryClient.invalidateQueries({ queryKey: ['/api/custom-orders/user-orders'] });
      return 'stay';
    },
    onCancelled() {
      toast(PAYMENT_MESSAGES.cancelled);
    },
  });

  if (payment.phase.name === 'completing') return <PayLinkLoading label="Confirming your payment..." />;

  const justPaid = payment.phase.name === 'settled' && payment.phase.result.paid;
  if (justPaid || (record.data !== undefined && isBalanceSettled(record.data.status))) {
    return (
      <PayLinkMessage
        tone="success"
        title="Payment Complete!"
        supportEmail={supportEmail}
        actions={
          <>
            <Link to={record.data?.statusPath ?? '/track-order'} className={buttonVariants()}>
              Track your order
            </Link>
            <Link to="/" className={buttonVariants({ variant: 'outline' })}>
              Back to home
            </Link>
          </>
        }
      >
        <p>
          {record.data
            ? `Order ${orderNumber('custom', record.data.id)} is paid in full. `
            : 'Your order is paid in full. '}
          Thank you! Your {productNames(record.data?.product).many} are now in production.
        </p>
        <p className="text-sm">We&apos;ll e-mail you tracking information as soon as they ship.</p>
      </PayLinkMessage>
    );
  }

  if (record.isPending) return <PayLinkLoading label="Loading payment details..." />;

  const status = apiErrorStatus(record.error);
  if (record.isError && (status === 404 || status === 400)) {
    return (
      <PayLinkMessage tone="error" title="Payment Link Not Found" supportEmail={supportEmail}>
        <p>This payment link may have expired or is invalid. Please contact support for assistance.</p>
        <p className="text-sm">
          Payment links expire after 30 days, and a new link replaces the old one: write to us and we&apos;ll send you a
          new link.
        </p>
      </PayLinkMessage>
    );
  }
  if (record.isError) {
    return (
      <PayLinkMessage
        tone="error"
        title="Something went wrong"
        supportEmail={supportEmail}
        actions={
          <button type="button" className={buttonVariants()} onClick={() => void record.refetch()}>
            Try again
          </button>
        }
      >
        <p>We couldn&apos;t load this payment link. Please check your connection and try again.</p>
      </PayLinkMessage>
    );
  }

  return <BalanceOrder order={record.data} token={token} payment={payment} nonce={nonce} supportEmail={supportEmail} />;
}
