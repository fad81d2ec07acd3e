/**
 * The cart checkout (shopper-spec sections 2 and 4): customer information, then PayPal, with Edit Information in
 * between; back from PayPal it completes the payment, records the order and goes on to tracking.
 *
 * The page's first load has only what shows before the cart is in (the skeleton, the empty cart, the payment's
 * progress on the way back from PayPal) and the payment itself: the steps and the cart's summary (cart-checkout-steps)
 * are fetched alongside the cart, which the browser reads once the page is up (decision 021). Opened from the
 * abandoned-checkout e-mail's link (?cart=...), the link's cart is adopted first (use-cart-link).
 */
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { trackEvent } from '../../lib/analytics';
import { parsePayPalReturn } from '../../lib/paypal-return';
import { useCart } from '../../lib/session-store';
import { CheckoutLayout, CheckoutSkeleton } from './checkout-layout';
import { EmptyCartNotice, LoadFailedNotice } from './checkout-notice';
import { PaymentProgress } from './payment-progress';
import { useCartLink } from './use-cart-link';
import { useCheckoutPart } from './use-checkout-part';
import { useCheckoutPayment } from './use-checkout-payment';

const loadCartSteps = () => import('./cart-checkout-steps');

export interface CheckoutShell {
  nonce: string | undefined;
  supportEmail: string;
}

interface RegularCheckoutProps {
  discountCode: string | null;
  /** The request said this browser has a cart session (false: the server renders the empty cart). */
  cartSession: boolean;
  shell: CheckoutShell;
}

export function RegularCheckout(props: RegularCheckoutProps) {
  const link = useCartLink();
  if (link.pending) return <CheckoutSkeleton />;
  return (
    <>
      {link.refusal && (
        <p
          role="alert"
          className="mb-6 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900"
        >
          {link.refusal}
        </p>
      )}
      <CartCheckout {...props} />
    </>
  );
}

/** The checkout of this browser's cart (the e-mailed link's, once adopted). */
function CartCheckout({ discountCode, cartSession, shell }: RegularCheckoutProps) {
  const cart = useCart(!cartSession);
  const [params] = useSearchParams();
  // Read from the address once, before PayPal's parameters are dropped from it (server and browser agree).
  const [back] = useState(() => parsePayPalReturn(params));
  const payment = useCheckoutPayment({ kind: 'regular' });
  // Fetched while the cart is read, but not for a cart known to be empty (it shows only the empty-cart notice).
  const steps = useCheckoutPart(loadCartSteps, cart.data === undefined || cart.data.length > 0);
  useEffect(() => trackEvent('begin_checkout'), []);

  if (payment.phase.name !== 'idle') {
    return (
      <CheckoutLayout
        summary={
          cart.data && steps.module ? (
            <steps.module.CheckoutCartSummary items={cart.data} discountCode={discountCode} />
          ) : null
        }
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
  if (cart.isError) return <LoadFailedNotice title="Failed to fetch cart" onRetry={() => void cart.refetch()} />;
  if (!cart.data) return <CheckoutSkeleton />;
  if (cart.data.length === 0) return <EmptyCartNotice />;
  // The cart is in but the code to show it could not be fetched: the same offer to try again.
  if (steps.failed) return <LoadFailedNotice title="Failed to load the checkout" onRetry={steps.retry} />;
  if (!steps.module) return <CheckoutSkeleton />;
  return (
    <steps.module.CartCheckoutSteps
      items={cart.data}
      discountCode={discountCode}
      returned={back !== null}
      shell={shell}
      payment={payment}
    />
  );
}
