/**
 * Paying a custom order's balance by its link (accounts-admin-spec sections 2, 4 and 8): loading, not found,
 * already or just paid ("Payment Complete!"), or "Complete Your Order" with the order, the approved design, the
 * payment summary and the PayPal button for the remaining balance the server computes.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BadgeCheck, CreditCard, Factory, ImageIcon, PackageCheck, ShieldCheck, Truck } from 'lucide-react';
import { Link } from 'react-router';
import { centsToDecimalString, dollarsToCents } from '../../../core/money';
import { buttonVariants } from '../../components/ui/button';
import { toast } from '../../components/ui/use-toast';
import { apiErrorMessage, apiErrorStatus } from '../../lib/api';
import { formatDollars, pluralize } from '../../lib/format';
import { platingLabel, sizeLabel } from './labels';
import { isBalanceSettled } from './link-amount';
import { balanceRecordUrl, completeBalancePayment, type BalanceRecord } from './pay-links-api';
import { PayLinkHeader, PayLinkLoading, PayLinkMessage, SupportLine } from './pay-link-parts';
import { PayPalButton } from './paypal-button';
import { usePayPalReturn } from './use-paypal-return';

const MESSAGES = {
  failedTitle: 'Payment Failed',
  failedFallback: 'Payment processing failed',
  success: {
    title: 'Payment Successful!',
    description: 'Your balance has been paid. Your order will now proceed to production.',
  },
  cancelled: { title: 'Payment Cancelled', description: 'You cancelled the payment process.' },
} as const;

const NEXT_STEPS = [
  { icon: ShieldCheck, text: 'Your payment is processed securely by PayPal' },
  { icon: Factory, text: 'Your order moves straight into production' },
  { icon: Truck, text: 'You receive tracking info as soon as your pins ship' },
  { icon: PackageCheck, text: 'Estimated delivery: 2-3 weeks after payment' },
] as const;

export interface BalancePaymentViewProps {
  token: string;
  supportEmail: string;
}

function failed(error: unknown) {
  toast({
    title: MESSAGES.failedTitle,
    description: apiErrorMessage(error, MESSAGES.failedFallback),
    variant: 'destructive',
  });
}

export function BalancePaymentView({ token, supportEmail }: BalancePaymentViewProps) {
  const queryClient = useQueryClient();
  const recordKey = [balanceRecordUrl(token)];
  const record = useQuery<BalanceRecord>({ queryKey: recordKey, enabled: typeof window !== 'undefined' });

  const complete = useMutation({
    mutationFn: (paypalOrderId: string) => completeBalancePayment(token, paypalOrderId),
    onSuccess: () => {
      toast({ ...MESSAGES.success, variant: 'success' });
      queryClient.setQueryData<BalanceRecord>(recordKey, (old) => (old ? { ...old, status: 'balance_paid' } : old));
      // The tracking page shows the new status on the next visit.
      void queryClient.invalidateQueries({ queryKey: ['/api/custom-orders/user-orders'] });
    },
    onError: failed,
  });

  const back = usePayPalReturn(async ({ orderId, approved }) => {
    if (!approved) {
      toast(MESSAGES.cancelled);
      return;
    }
    await complete.mutateAsync(orderId).catch(() => undefined);
  });

  if (complete.isPending || (back?.approved && complete.isIdle)) {
    return <PayLinkLoading label="Confirming your payment..." />;
  }

  const paid = complete.isSuccess || (record.data !== undefined && isBalanceSettled(record.data.status));
  if (paid) {
    return (
      <PayLinkMessage
        tone="success"
        title="Payment Complete!"
        supportEmail={supportEmail}
        actions={
          <>
            <Link to="/track-order" className={buttonVariants()}>
              Track your order
            </Link>
            <Link to="/" className={buttonVariants({ variant: 'outline' })}>
              Back to home
            </Link>
          </>
        }
      >
        <p>
          {record.data ? `Order #${record.data.id} is paid in full. ` : 'Your order is paid in full. '}
          Thank you! Your pins are now in production.
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

  return <CompleteYourOrder order={record.data} token={token} supportEmail={supportEmail} />;
}

function CompleteYourOrder({
  order,
  token,
  supportEmail,
}: {
  order: BalanceRecord;
  token: string;
  supportEmail: string;
}) {
  const balanceCents = dollarsToCents(order.remainingBalance);
  const approved = order.status === 'approved';
  return (
    <>
      <PayLinkHeader eyebrow="Balance payment" title="Complete Your Order">
        <p>
          {approved ? 'Your design is approved! ' : ''}Pay the remaining balance and we&apos;ll start producing your
          pins right away.
        </p>
      </PayLinkHeader>

      <div className="mx-auto grid max-w-5xl gap-8 px-4 pt-8 pb-20 sm:px-6 lg:grid-cols-5 lg:px-8">
        <div className="flex flex-col gap-8 lg:col-span-3">
          <section
            aria-labelledby="balance-order-title"
            className="overflow-hidden rounded-3xl border border-slate-200 bg-white shadow-sm"
          >
            <header className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-100 bg-slate-50/60 px-6 py-4">
              <h2 id="balance-order-title" className="text-lg font-bold text-slate-900">
                Order #{order.id}
              </h2>
              {approved ? (
                <span className="inline-flex items-center gap-1.5 rounded-full bg-emerald-100 px-3 py-1 text-xs font-semibold text-emerald-900 ring-1 ring-emerald-200 ring-inset">
                  <BadgeCheck className="size-4" aria-hidden="true" />
                  Design Approved
                </span>
              ) : null}
            </header>
            <div className="flex flex-col gap-6 p-6 sm:flex-row">
              {order.logoUrl ? (
                <img
                  src={order.logoUrl}
                  alt={`Approved design for order #${order.id}`}
                  className="size-40 shrink-0 self-center rounded-2xl border border-slate-200 bg-white object-contain p-2 sm:self-start"
                />
              ) : (
                <span className="flex size-40 shrink-0 items-center justify-center self-center rounded-2xl bg-slate-100 text-slate-400 sm:self-start">
                  <ImageIcon className="size-10" aria-hidden="true" />
                </span>
              )}
              <dl className="grid flex-1 grid-cols-2 gap-x-6 gap-y-4 content-start">
                {[
                  { label: 'Customer', value: order.customerName },
                  { label: 'Quantity', value: pluralize(order.quantity, 'pin') },
                  { label: 'Size', value: sizeLabel(order.size) },
                  { label: 'Plating', value: platingLabel(order.plating) },
                ].map((row) => (
                  <div key={row.label} className="min-w-0">
                    <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{row.label}</dt>
                    <dd className="mt-1 text-sm font-medium break-words text-slate-900">{row.value}</dd>
                  </div>
                ))}
              </dl>
            </div>
          </section>

          <section
            aria-labelledby="next-steps-title"
            className="rounded-3xl border border-slate-200 bg-white p-6 shadow-sm"
          >
            <h2 id="next-steps-title" className="text-base font-semibold text-slate-900">
              What happens next
            </h2>
            <ol className="mt-4 flex flex-col gap-3">
              {NEXT_STEPS.map((step) => (
                <li key={step.text} className="flex items-center gap-3 text-sm text-slate-700">
                  <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                    <step.icon className="size-4" aria-hidden="true" />
                  </span>
                  {step.text}
                </li>
              ))}
            </ol>
          </section>
        </div>

        <aside className="lg:col-span-2">
          <section
            aria-labelledby="payment-summary-title"
            className="flex flex-col gap-5 rounded-3xl border border-slate-200 bg-white p-6 shadow-sm lg:sticky lg:top-24"
          >
            <h2 id="payment-summary-title" className="flex items-center gap-2 text-base font-semibold text-slate-900">
              <CreditCard className="size-5 text-brand-600" aria-hidden="true" />
              Payment summary
            </h2>
            <dl className="flex flex-col gap-3 text-sm">
              <div className="flex justify-between gap-4">
                <dt className="text-slate-600">Total order value</dt>
                <dd className="font-medium text-slate-900 tabular-nums">{formatDollars(order.totalPrice)}</dd>
              </div>
              <div className="flex justify-between gap-4">
                <dt className="text-slate-600">Deposit paid</dt>
                <dd className="font-medium text-brand-700 tabular-nums">-{formatDollars(order.depositAmount)}</dd>
              </div>
              <div className="flex items-baseline justify-between gap-4 border-t border-slate-200 pt-3">
                <dt className="font-semibold text-slate-900">Remaining balance</dt>
                <dd className="text-2xl font-bold text-slate-900 tabular-nums" data-testid="remaining-balance">
                  {formatDollars(order.remainingBalance)}
                </dd>
              </div>
            </dl>
            <PayPalButton
              label={`Pay ${formatDollars(order.remainingBalance)} with PayPal`}
              payment={() => ({
                purpose: 'balance',
                balanceToken: token,
                amount: centsToDecimalString(balanceCents),
                returnPath: `/balance-payment/${encodeURIComponent(token)}`,
              })}
              onError={(_stage, error) => failed(error)}
            />
            <SupportLine email={supportEmail} className="border-t border-slate-100 pt-4" />
          </section>
        </aside>
      </div>
    </>
  );
}
