/**
 * The cart checkout (shopper-spec sections 2 and 4): customer information, then PayPal, with Edit Information in
 * between; back from PayPal it completes the payment, records the order and goes on to tracking.
 */
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { centsToDecimalString } from '../../../core/money';
import type { CartTotals } from '../../../core/pricing/cart';
import type { CartItemDto } from '../../../core/schemas/cart';
import type { CustomerInfoInput, PaymentRequest } from '../../../core/schemas/payments';
import { Button } from '../../components/ui/button';
import { trackEvent } from '../../lib/analytics';
import { PAYMENT_MESSAGES } from '../../lib/payment-messages';
import { parsePayPalReturn } from '../../lib/paypal-return';
import type { PayPalPaymentControls } from '../../lib/use-paypal-payment';
import { CartSummary } from './cart-summary';
import { CheckoutLayout, CheckoutSkeleton, SectionHeading } from './checkout-layout';
import { EmptyCartNotice } from './checkout-notice';
import { CheckoutSteps, type CheckoutStep } from './checkout-steps';
import { CustomerInfoForm, preloadCheckedCustomerForm } from './customer-info-step';
import { CustomerRecap } from './customer-recap';
import { loadCustomer, saveCustomer } from './customer-store';
import { PaymentProgress } from './payment-progress';
import { useCheckoutCart, type CheckoutDiscount } from './use-checkout-cart';
import { useCheckoutPart } from './use-checkout-part';
import { useCheckoutPayment } from './use-checkout-payment';

/** PayPal and NET 30 (cart-payment-options): not in the first load, fetched while the buyer fills in the details. */
const loadPaymentOptions = () => import('./cart-payment-options');

export interface CheckoutShell {
  nonce: string | undefined;
  supportEmail: string;
}

export function RegularCheckout({ discountCode, shell }: { discountCode: string | null; shell: CheckoutShell }) {
  const { cart, totals, discount } = useCheckoutCart(discountCode);
  const [params] = useSearchParams();
  // Read from the address once, before PayPal's parameters are dropped from it (server and browser agree).
  const [back] = useState(() => parsePayPalReturn(params));
  const payment = useCheckoutPayment({ kind: 'regular' });
  useEffect(() => trackEvent('begin_checkout'), []);
  // The customer form's checks (react-hook-form) and the payment step are not in the first load (issue 16): fetched
  // now, while the cart is read, so each is in before the buyer reaches it.
  useEffect(() => {
    preloadCheckedCustomerForm();
    loadPaymentOptions().catch(() => undefined);
  }, []);

  if (payment.phase.name !== 'idle') {
    return (
      <CheckoutLayout
        summary={cart.data && totals ? <CartSummary items={cart.data} totals={totals} discount={discount} /> : null}
      >
        <PaymentProgress
          phase={payment.phase}
          supportEmail={shell.supportEmail}
          onRetryCapture={payment.retry}
          onRestart={payment.reset}
        />
      </CheckoutLayout>
    );
  }
  if (cart.isError) {
    return (
      <div role="alert" className="mx-auto flex max-w-md flex-col items-center gap-4 py-16 text-center">
        <p className="text-lg font-semibold text-slate-900">Failed to fetch cart</p>
        <Button variant="outline" onClick={() => void cart.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (!cart.data || !totals) return <CheckoutSkeleton />;
  if (cart.data.length === 0) return <EmptyCartNotice />;
  return (
    <CartCheckoutSteps
      items={cart.data}
      totals={totals}
      discount={discount}
      returned={back !== null}
      shell={shell}
      payment={payment}
    />
  );
}

/** Mounted once the cart is in (never during hydration), so it may read the tab's stored details at once. */
function CartCheckoutSteps({
  items,
  totals,
  discount,
  returned,
  shell,
  payment,
}: {
  items: CartItemDto[];
  totals: CartTotals;
  discount: CheckoutDiscount;
  returned: boolean;
  shell: CheckoutShell;
  payment: PayPalPaymentControls;
}) {
  const [customer, setCustomer] = useState<CustomerInfoInput | null>(() => loadCustomer());
  const [step, setStep] = useState<CheckoutStep>(() => (returned && customer ? 'payment' : 'info'));
  /** Whether the buyer moved between the steps (then focus follows), rather than arriving on one. */
  const [moved, setMoved] = useState(false);
  const options = useCheckoutPart(loadPaymentOptions, step === 'payment' && customer !== null);
  const goTo = (next: CheckoutStep) => {
    setStep(next);
    setMoved(true);
  };

  const submitInfo = (info: CustomerInfoInput) => {
    saveCustomer(info);
    setCustomer(info);
    goTo('payment');
  };

  const request = useCallback((): PaymentRequest => {
    if (!customer) throw new Error('The customer information is missing');
    return {
      purpose: 'cart',
      customer,
      discountCode: discount.state === 'applied' ? discount.code : undefined,
      amount: centsToDecimalString(totals.totalCents),
    };
  }, [customer, discount, totals.totalCents]);

  return (
    <CheckoutLayout summary={<CartSummary items={items} totals={totals} discount={discount} />}>
      <CheckoutSteps current={step} />
      {step === 'info' || !customer ? (
        <>
          <SectionHeading focusOnMount={moved}>Your details</SectionHeading>
          <CustomerInfoForm defaultValues={customer} onSubmit={submitInfo} />
        </>
      ) : (
        <>
          <SectionHeading>Contact &amp; shipping</SectionHeading>
          <CustomerRecap customer={customer} onEdit={() => goTo('info')} />
          <SectionHeading focusOnMount={moved}>Payment</SectionHeading>
          {options.module ? (
            <options.module.CartPaymentOptions
              totalCents={totals.totalCents}
              disabled={discount.state === 'checking'}
              payment={payment}
              request={request}
              nonce={shell.nonce}
              customer={customer}
              discountCode={discount.state === 'applied' ? discount.code : undefined}
            />
          ) : options.failed ? (
            <div className="flex flex-col gap-3">
              <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800 ring-1 ring-red-200">
                {PAYMENT_MESSAGES.setupFailed}
              </p>
              <Button variant="outline" className="self-start" onClick={options.retry}>
                Try again
              </Button>
            </div>
          ) : (
            <div role="status" aria-label="Loading payment options" className="flex flex-col gap-3">
              <div className="h-12 animate-pulse rounded-lg bg-slate-100" />
              <div className="h-12 animate-pulse rounded-lg bg-slate-100" />
            </div>
          )}
        </>
      )}
    </CheckoutLayout>
  );
}
