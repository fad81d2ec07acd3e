/**
 * Completes an approved payment once per PayPal order, whatever React does: strict mode mounts twice in
 * development and a re-render may ask again, so the run and its effects (toast, cart, navigation) are kept per
 * PayPal order id for the page's life. Capturing twice would be safe on the server; showing two toasts is not.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { CART_QUERY_KEY } from '../../components/cart-sheet';
import { toast } from '../../components/ui/use-toast';
import { USER_QUERY_KEY } from '../../lib/query-client';
import { withoutPayPalReturn } from '../../lib/paypal-return';
import { CHECKOUT_MESSAGES } from './checkout-messages';
import { completePayment, type CompletionCheckout, type CompletionResult } from './complete-payment';
import { clearCustomer, loadCustomer } from './customer-store';
import { paymentApi } from './payment-api';

export type PaymentPhase =
  | { name: 'idle' }
  | { name: 'completing' }
  | { name: 'settled'; token: string; result: Exclude<CompletionResult, { type: 'navigate' }> };

/** The regular checkout's customer is read from the tab's storage when the payment completes. */
export type CompletionTarget = { kind: 'regular' } | Extract<CompletionCheckout, { kind: 'custom' }>;

const runs = new Map<string, Promise<CompletionResult>>();
const applied = new Set<string>();

/** `returningApproved`: the address says PayPal approved, so the first render already shows the completion. */
export function useCompletePayment(target: CompletionTarget, returningApproved: boolean) {
  const [phase, setPhase] = useState<PaymentPhase>(() =>
    returningApproved ? { name: 'completing' } : { name: 'idle' },
  );
  const navigate = useNavigate();
  const [, setSearchParams] = useSearchParams();
  const queryClient = useQueryClient();

  const apply = useCallback(
    (result: CompletionResult) => {
      if (result.type === 'navigate') {
        if (result.cartEmptied) {
          queryClient.setQueryData(CART_QUERY_KEY, []);
          clearCustomer();
        }
        if (result.toast) toast({ ...result.toast, variant: 'success' });
        void navigate(result.to, { replace: true });
        return;
      }
      if (result.type === 'unrecorded') {
        toast({ title: 'Error', description: CHECKOUT_MESSAGES.customOrderFailed, variant: 'destructive' });
      }
      if (result.type === 'failed' && result.retry === 'restart') {
        // Stock or prices may have moved (a refund for a pin that sold out): show the cart as it is now.
        void queryClient.invalidateQueries({ queryKey: CART_QUERY_KEY });
      }
      // A reload must not act on PayPal's parameters again.
      void setSearchParams((current) => withoutPayPalReturn(current), {
        replace: true,
        preventScrollReset: true,
      });
    },
    [navigate, queryClient, setSearchParams],
  );

  const complete = useCallback(
    (token: string) => {
      setPhase({ name: 'completing' });
      let run = runs.get(token);
      if (!run) {
        const checkout: CompletionCheckout =
          target.kind === 'regular' ? { kind: 'regular', customer: loadCustomer() } : target;
        const signedIn = Boolean(queryClient.getQueryData(USER_QUERY_KEY));
        run = completePayment(token, checkout, paymentApi, { signedIn });
        runs.set(token, run);
      }
      void run.then((result) => {
        if (!applied.has(token)) {
          applied.add(token);
          apply(result);
        }
        if (result.type !== 'navigate') setPhase({ name: 'settled', token, result });
      });
    },
    [apply, queryClient, target],
  );

  const retryCapture = useCallback(() => {
    if (phase.name !== 'settled') return;
    runs.delete(phase.token);
    applied.delete(phase.token);
    complete(phase.token);
  }, [complete, phase]);

  const reset = useCallback(() => setPhase({ name: 'idle' }), []);

  return { phase, complete, retryCapture, reset };
}
