/**
 * The designer's order (shopper-spec section 2): its summary and the deposit (10%) paid with PayPal; back from
 * PayPal the deposit is captured, the custom order recorded, and the buyer goes on to tracking. The designer's
 * link carries the order, but the page shows the order the server prepared under the link's signed id (issue 17):
 * an edited link never shows prices of its own, and a bad or expired one says so and leads back to the designer.
 */
import { useQuery, type QueryFunctionContext } from '@tanstack/react-query';
import { useCallback, type ReactNode } from 'react';
import { BALANCE_TERMS } from '../../../core/balance-terms';
import { centsToDecimalString, dollarsToCents } from '../../../core/money';
import { DEPOSIT_PERCENT } from '../../../core/pricing/designer';
import type { PreparedCustomOrder } from '../../../core/schemas/custom-orders';
import type { PaymentRequest } from '../../../core/schemas/payments';
import { Button } from '../../components/ui/button';
import { apiErrorStatus, urlQueryFn } from '../../lib/api';
import { CheckoutLayout, CheckoutSkeleton, SectionHeading } from './checkout-layout';
import { CheckoutNotice } from './checkout-notice';
import { CustomOrderSummary } from './custom-order-summary';
import { PaymentPanel } from './payment-panel';
import { PaymentStatus } from './payment-status';
import type { CheckoutShell } from './regular-checkout';
import { useCheckoutPayment } from './use-checkout-payment';

export interface CustomCheckoutProps {
  order: PreparedCustomOrder;
  shell: CheckoutShell;
  /** Another summary of the same order (a quote shows its quoted total, not the designer's per-pin prices). */
  summary?: ReactNode;
  /** Runs once the deposit is captured (the designer's order clears the designer's draft). */
  onPaid?: () => void;
}

export function CustomCheckout({ order, shell, summary, onPaid }: CustomCheckoutProps) {
  const payment = useCheckoutPayment({ kind: 'custom', order, onPaid });
  const depositCents = dollarsToCents(order.depositAmount);

  const request = useCallback(
    // The server charges the deposit of the order it prepared (by its id); the amount is only checked against it.
    (): PaymentRequest => ({
      purpose: 'deposit',
      preparedOrderId: order.preparedOrderId,
      amount: centsToDecimalString(depositCents),
    }),
    [order.preparedOrderId, depositCents],
  );

  return (
    <CheckoutLayout summary={summary ?? <CustomOrderSummary order={order} />}>
      {payment.phase.name !== 'idle' ? (
        <PaymentStatus
          phase={payment.phase}
          supportEmail={shell.supportEmail}
          onRetryCapture={payment.retry}
          onRestart={payment.reset}
        />
      ) : (
        <>
          <div className="flex flex-col gap-2">
            <SectionHeading>Pay your deposit</SectionHeading>
            <p className="text-sm text-pretty text-slate-600">
              A {DEPOSIT_PERCENT}% deposit starts your order: we send your mockup within 24 hours. {BALANCE_TERMS}
            </p>
          </div>
          <PaymentPanel
            amountCents={depositCents}
            amountLabel={`Deposit due now (${DEPOSIT_PERCENT}%)`}
            payment={payment}
            request={request}
            nonce={shell.nonce}
          />
        </>
      )}
    </CheckoutLayout>
  );
}

export const PREPARED_ORDER_LINK_TEXT =
  'It has expired, it was changed on the way, or its deposit is already paid. Please submit your design again in the designer for a new checkout link.';

/** A checkout link whose signed order the server does not know (any more). */
export function ExpiredOrderLinkNotice() {
  return (
    <CheckoutNotice
      alert
      icon="link"
      title="This checkout link is not valid"
      text={PREPARED_ORDER_LINK_TEXT}
      action={{ to: '/custom', label: 'Go to the designer' }}
    />
  );
}

/**
 * /checkout?orderData=...: only the link's signed `preparedOrderId` is used. The order and its prices are the
 * server's (GET /api/designer-orders/{id}); once the deposit is captured, `onPaid` clears the designer's draft.
 */
export interface DesignerCheckoutProps {
  preparedOrderId: string;
  shell: CheckoutShell;
  /** The deposit is captured: the designer's saved draft goes (the route passes the designer's clear). */
  onPaid: () => void;
}

/**
 * The prepared order is read with its schema, which loads alongside it rather than with the page (issue 16); the
 * cache holds the parsed order, or null when the answer is not one.
 */
function preparedOrderQuery(preparedOrderId: string) {
  return {
    queryKey: [`/api/designer-orders/${encodeURIComponent(preparedOrderId)}`],
    queryFn: async (context: QueryFunctionContext): Promise<PreparedCustomOrder | null> => {
      const [answer, { preparedCustomOrderSchema }] = await Promise.all([
        urlQueryFn(context),
        import('../../../core/schemas/custom-orders'),
      ]);
      const parsed = preparedCustomOrderSchema.safeParse(answer);
      return parsed.success ? parsed.data : null;
    },
  };
}

export function DesignerCheckout({ preparedOrderId, shell, onPaid }: DesignerCheckoutProps) {
  const query = useQuery({ ...preparedOrderQuery(preparedOrderId), enabled: typeof window !== 'undefined' });
  if (query.isError && apiErrorStatus(query.error) !== 404) {
    return (
      <div role="alert" className="mx-auto flex max-w-md flex-col items-center gap-4 py-16 text-center">
        <p className="text-lg font-semibold text-slate-900">Failed to load your order</p>
        <Button variant="outline" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (query.isError) return <ExpiredOrderLinkNotice />;
  if (query.data === undefined) return <CheckoutSkeleton />;
  if (query.data === null) return <ExpiredOrderLinkNotice />;
  return <CustomCheckout order={query.data} shell={shell} onPaid={onPaid} />;
}
