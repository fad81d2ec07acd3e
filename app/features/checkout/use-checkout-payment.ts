/**
 * The checkout's PayPal payment (lib/use-paypal-payment) with what completing means here: capture, record the
 * order, then on to tracking with the cart emptied; or show why not (under review, not paid, paid but unrecorded).
 */
import { useNavigate } from 'react-router';
import type { PreparedCustomOrder } from '../../../core/schemas/custom-orders';
import { toast } from '../../components/ui/use-toast';
import { apiErrorStatus } from '../../lib/api';
import { PAYMENT_MESSAGES } from '../../lib/payment-messages';
import { currentUser, refreshCart, setCart } from '../../lib/session-store';
import { usePayPalPayment, type PayPalPaymentPhase } from '../../lib/use-paypal-payment';
import { CHECKOUT_MESSAGES } from './checkout-messages';
import type { CompletionCheckout, CompletionResult } from './complete-payment';
import { clearCustomer, loadCustomer } from './customer-store';

export type CheckoutPaymentPhase = PayPalPaymentPhase<CompletionResult>;

/**
 * Capturing and recording (complete-payment, order-api) load when a payment is completed, not with the page (decision 021).
 * If they cannot be fetched, nothing was captured: the buyer is offered to ask again, as when PayPal does not answer.
 */
function loadCompletion() {
  return Promise.all([import('./complete-payment'), import('./order-api')]);
}

/** The regular checkout's customer is read from the tab's storage when the payment completes. */
export type CheckoutPaymentTarget =
  { kind: 'regular' } | { kind: 'custom'; order: PreparedCustomOrder; onPaid?: () => void };

export function useCheckoutPayment(target: CheckoutPaymentTarget) {
  const navigate = useNavigate();

  return usePayPalPayment<CompletionResult>({
    complete(paypalOrderId) {
      const checkout: CompletionCheckout =
        target.kind === 'regular' ? { kind: 'regular', customer: loadCustomer() } : target;
      const signedIn = Boolean(currentUser());
      return loadCompletion().then(
        ([{ completePayment }, { checkoutApi }]) => completePayment(paypalOrderId, checkout, checkoutApi, { signedIn }),
        (): CompletionResult => ({ type: 'failed', message: CHECKOUT_MESSAGES.captureUnreachable, retry: 'capture' }),
      );
    },
    onCompleted(result) {
      // The deposit is captured (recorded or not): what paid for it is done with.
      if (target.kind === 'custom' && (result.type === 'navigate' || result.type === 'unrecorded')) target.onPaid?.();
      if (result.type === 'navigate') {
        if (result.cartEmptied) {
          setCart([]);
          clearCustomer();
        }
        if (result.toast) toast({ ...result.toast, variant: 'success' });
        void navigate(result.to, { replace: true });
        return 'leave';
      }
      if (result.type === 'unrecorded') {
        toast({ title: 'Error', description: CHECKOUT_MESSAGES.customOrderFailed, variant: 'destructive' });
      }
      if (result.type === 'failed' && result.retry === 'restart') {
        // Stock or prices may have moved (a refund for a pin that sold out): show the cart as it is now.
        void refreshCart();
      }
      return 'stay';
    },
    onCancelled() {
      toast(PAYMENT_MESSAGES.cancelled);
    },
    onStartFailed(error) {
      // 409: the server's total differs from the page's (the cart changed meanwhile): read the cart again.
      if (apiErrorStatus(error) === 409) void refreshCart();
    },
  });
}
