/**
 * The cart checkout's two steps once the cart is in (shopper-spec sections 2 and 4): the buyer's details, then the
 * ways to pay, with Edit Information in between, beside the cart's summary. Fetched by regular-checkout alongside
 * the cart, not with the page's first load (decision 021): the server renders the skeleton until the cart is read anyway.
 */
import { useCallback, useEffect, useState } from 'react';
import { centsToDecimalString } from '../../../core/money';
import type { CartItemDto } from '../../../core/schemas/cart';
import type { CustomerInfoInput, PaymentRequest } from '../../../core/schemas/payments';
import { Button } from '../../components/ui/button';
import { PAYMENT_MESSAGES } from '../../lib/payment-messages';
import type { PayPalPaymentControls } from '../../lib/use-paypal-payment';
import { CartSummary } from './cart-summary';
import { CheckoutLayout, SectionHeading } from './checkout-layout';
import { CheckoutSteps, type CheckoutStep } from './checkout-steps';
import { CustomerInfoForm, preloadCheckedCustomerForm } from './customer-info-step';
import { CustomerRecap } from './customer-recap';
import { loadCustomer, saveCustomer } from './customer-store';
import type { CheckoutShell } from './regular-checkout';
import { useCheckoutCart } from './use-checkout-cart';
import { useCheckoutPart } from './use-checkout-part';

/** The cart's summary with the drawer's code as the server takes it: beside the payment's progress, too. */
export function CheckoutCartSummary({ items, discountCode }: { items: CartItemDto[]; discountCode: string | null }) {
  const { totals, discount } = useCheckoutCart(items, discountCode);
  return <CartSummary items={items} totals={totals} discount={discount} />;
}

/** PayPal and NET 30 (cart-payment-options): fetched while the buyer fills in the details. */
const loadPaymentOptions = () => import('./cart-payment-options');

/** Mounted once the cart is in (never during hydration), so it may read the tab's stored details at once. */
export function CartCheckoutSteps({
  items,
  discountCode,
  returned,
  shell,
  payment,
}: {
  items: CartItemDto[];
  /** The drawer's code, checked again here with the server (use-checkout-cart). */
  discountCode: string | null;
  returned: boolean;
  shell: CheckoutShell;
  payment: PayPalPaymentControls;
}) {
  const { totals, discount } = useCheckoutCart(items, discountCode);
  const [customer, setCustomer] = useState<CustomerInfoInput | null>(() => loadCustomer());
  const [step, setStep] = useState<CheckoutStep>(() => (returned && customer ? 'payment' : 'info'));
  /** Whether the buyer moved between the steps (then focus follows), rather than arriving on one. */
  const [moved, setMoved] = useState(false);
  const options = useCheckoutPart(loadPaymentOptions, step === 'payment' && customer !== null);
  // The checked customer form (react-hook-form) and the payment step are fetched now, so each is in before the buyer
  // reaches it.
  useEffect(() => {
    preloadCheckedCustomerForm();
    loadPaymentOptions().catch(() => undefined);
  }, []);
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
