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
import { CartSummary, type CheckoutTax } from './cart-summary';
import { CheckoutLayout, SectionHeading } from './checkout-layout';
import { CheckoutSteps, type CheckoutStep } from './checkout-steps';
import { CustomerInfoForm, preloadCheckedCustomerForm } from './customer-info-step';
import { CustomerRecap } from './customer-recap';
import { loadCustomer, saveCustomer } from './customer-store';
import type { CheckoutShell } from './regular-checkout';
import { useCheckoutCart } from './use-checkout-cart';
import { useCheckoutPart } from './use-checkout-part';
import { rememberedQuote, useTaxQuote } from './use-tax-quote';

/** The cart's summary with the drawer's code as the server takes it: beside the payment's progress, too. */
export function CheckoutCartSummary({ items, discountCode }: { items: CartItemDto[]; discountCode: string | null }) {
  const { totals, discount } = useCheckoutCart(items, discountCode);
  // The tab's stored details and its last quote (shown only once the cart is in, never during hydration): the tax
  // the payment was made with, without asking again while the capture empties the cart.
  const [customer] = useState<CustomerInfoInput | null>(() => loadCustomer());
  const quote = rememberedQuote(items, customer, discount.state === 'applied' ? discount.code : undefined);
  const tax: CheckoutTax | undefined = quote ? { state: 'quoted', quote } : undefined;
  return <CartSummary items={items} totals={totals} discount={discount} tax={tax} />;
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
  const appliedCode = discount.state === 'applied' ? discount.code : undefined;
  // A refused payment (the 409 of a total that changed) asks for the tax again: the page then shows the new total.
  const [quoteRound, setQuoteRound] = useState(0);
  const [seenError, setSeenError] = useState<string | null>(null);
  if (payment.startError !== seenError) {
    setSeenError(payment.startError);
    if (payment.startError) setQuoteRound(quoteRound + 1);
  }
  const quote = useTaxQuote(items, step === 'payment' ? customer : null, appliedCode, quoteRound);
  const tax: CheckoutTax =
    step !== 'payment' || !customer
      ? { state: 'address' }
      : quote.data
        ? { state: 'quoted', quote: quote.data }
        : quote.isError
          ? { state: 'failed', retry: quote.refetch }
          : { state: 'checking' };
  const totalCents = tax.state === 'quoted' ? tax.quote.totalCents : totals.totalCents;
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
      discountCode: appliedCode,
      amount: centsToDecimalString(totalCents),
    };
  }, [customer, appliedCode, totalCents]);

  return (
    <CheckoutLayout summary={<CartSummary items={items} totals={totals} discount={discount} tax={tax} />}>
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
              totalCents={totalCents}
              disabled={discount.state === 'checking' || tax.state !== 'quoted'}
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
