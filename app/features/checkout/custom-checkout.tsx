/**
 * The designer's order (shopper-spec section 2): its summary and the deposit (10%) paid with PayPal; back from
 * PayPal the deposit is captured, the custom order recorded, and the buyer goes on to tracking.
 */
import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { centsToDecimalString, dollarsToCents } from '../../../core/money';
import { DEPOSIT_PERCENT } from '../../../core/pricing/designer';
import type { PreparedCustomOrder } from '../../../core/schemas/custom-orders';
import { parsePayPalReturn } from '../../lib/paypal-return';
import { CheckoutLayout, SectionHeading } from './checkout-layout';
import { CustomOrderSummary } from './custom-order-summary';
import type { PaymentRequest } from './payment-api';
import { PaymentPanel } from './payment-panel';
import { PaymentStatus } from './payment-status';
import type { CheckoutShell } from './regular-checkout';
import { useCompletePayment, type CompletionTarget } from './use-complete-payment';
import { usePayPalReturn } from './use-paypal-return';

export function CustomCheckout({ order, shell }: { order: PreparedCustomOrder; shell: CheckoutShell }) {
  const [params] = useSearchParams();
  const [back] = useState(() => parsePayPalReturn(params));
  const target = useMemo<CompletionTarget>(() => ({ kind: 'custom', order }), [order]);
  const payment = useCompletePayment(target, back?.approved === true);
  usePayPalReturn(payment.complete);
  const depositCents = dollarsToCents(order.depositAmount);

  const request = useCallback(
    (): PaymentRequest => ({ purpose: 'deposit', orderData: order, amount: centsToDecimalString(depositCents) }),
    [order, depositCents],
  );

  return (
    <CheckoutLayout summary={<CustomOrderSummary order={order} />}>
      {payment.phase.name !== 'idle' ? (
        <PaymentStatus
          phase={payment.phase}
          supportEmail={shell.supportEmail}
          onRetryCapture={payment.retryCapture}
          onRestart={payment.reset}
        />
      ) : (
        <>
          <div className="flex flex-col gap-2">
            <SectionHeading>Pay your deposit</SectionHeading>
            <p className="text-sm text-pretty text-slate-600">
              A {DEPOSIT_PERCENT}% deposit starts your order: we send your mockup within 24 hours and begin production
              once you approve it.
            </p>
          </div>
          <PaymentPanel
            amountCents={depositCents}
            amountLabel={`Deposit due now (${DEPOSIT_PERCENT}%)`}
            request={request}
            onApproved={payment.complete}
            nonce={shell.nonce}
          />
        </>
      )}
    </CheckoutLayout>
  );
}
