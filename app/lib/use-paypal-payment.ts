/**
 * One PayPal payment on a page, whatever it pays (cart, deposit, balance, invoice): creates the PayPal order (for
 * PayPal's buttons, or to send the buyer to the approval page), takes the buyer back from that page (approved:
 * `token` and `PayerID`; cancelled: `token` only), completes the payment once per PayPal order and cancels.
 *
 * What "complete" means is the page's: capture and record an order, or confirm a balance. It runs once per PayPal
 * order for the component's life, whatever React does (strict mode runs effects twice, a re-render asks again):
 * capturing twice would be safe on the server, showing two toasts is not.
 *
 * The payment calls (app/lib/payments) load when first used, not with the page (decision 021): the pay button that starts
 * a payment loads them with it, and the way back from PayPal waits for them as it waits for the capture.
 */
import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import type { PaymentRequest } from '../../core/schemas/payments';
import { apiErrorMessage } from './api';
import { PAYMENT_MESSAGES } from './payment-messages';
import { parsePayPalReturn, payPalReturnPath, withoutPayPalReturn } from './paypal-return';

const loadPayments = () => import('./payments');

export type PayPalPaymentPhase<R> =
  { name: 'idle' } | { name: 'completing' } | { name: 'settled'; paypalOrderId: string; result: R };

/** After a completion the page either stays (and shows the result) or has navigated elsewhere. */
export type AfterCompletion = 'stay' | 'leave';

export interface PayPalPaymentOptions<R> {
  /** Captures (or confirms) and records an approved payment. Never rejects: a failure is a result too. */
  complete(paypalOrderId: string): Promise<R>;
  /** Once per PayPal order, when it is complete: toasts, cache updates, navigation. */
  onCompleted?(result: R, paypalOrderId: string): AfterCompletion;
  /** Once per PayPal order the buyer cancelled (the held stock is given back here). */
  onCancelled?(paypalOrderId: string): void;
  /** Creating the PayPal order failed (the message is already shown beside the button). */
  onStartFailed?(error: unknown): void;
}

export type StartState = 'idle' | 'starting' | 'leaving';

/** What the pay button needs (components/payment/paypal-payment). */
export interface PayPalPaymentControls {
  startState: StartState;
  startError: string | null;
  /** PayPal's buttons: creates the order for what `request` says is paid now, and gives its id. */
  createOrder(request: () => PaymentRequest): Promise<string>;
  /** Test mode: creates the order and goes to its approval page, which returns to this page. */
  redirectToApproval(request: () => PaymentRequest): Promise<void>;
  approve(paypalOrderId: string): void;
  cancel(paypalOrderId: string): void;
  /** Shows a failure beside the button, unless one is already there. */
  showError(message: string): void;
}

export interface PayPalPayment<R> extends PayPalPaymentControls {
  phase: PayPalPaymentPhase<R>;
  /** Completes the settled PayPal order again (PayPal or our server did not answer). */
  retry(): void;
  /** Back to the pay button. */
  reset(): void;
}

export function usePayPalPayment<R>(options: PayPalPaymentOptions<R>): PayPalPayment<R> {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const back = parsePayPalReturn(params);
  const [phase, setPhase] = useState<PayPalPaymentPhase<R>>({ name: 'idle' });
  const [startState, setStartState] = useState<StartState>('idle');
  const [startError, setStartError] = useState<string | null>(null);
  const latest = useRef(options);
  const runs = useRef(new Map<string, Promise<R>>());
  const after = useRef(new Map<string, AfterCompletion>());
  const cancelled = useRef(new Set<string>());

  useEffect(() => {
    latest.current = options;
  });

  // Back from the approval page out of the browser's page cache: the button works again.
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) setStartState('idle');
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, []);

  /** A reload must not act on PayPal's parameters again. */
  const dropReturn = useCallback(() => {
    void setParams((current) => withoutPayPalReturn(current), { replace: true, preventScrollReset: true });
  }, [setParams]);

  /** Completes once per PayPal order; only the settling changes state, later, when the completion answers. */
  const settle = useCallback(
    (paypalOrderId: string, fromReturn: boolean) => {
      let completion = runs.current.get(paypalOrderId);
      if (!completion) {
        completion = latest.current.complete(paypalOrderId);
        runs.current.set(paypalOrderId, completion);
      }
      void completion.then((result) => {
        let next = after.current.get(paypalOrderId);
        if (next === undefined) {
          next = latest.current.onCompleted?.(result, paypalOrderId) ?? 'stay';
          after.current.set(paypalOrderId, next);
          // Leaving: the navigation replaces the address, so PayPal's parameters go with it.
          if (next === 'stay' && fromReturn) dropReturn();
        }
        if (next === 'stay') setPhase({ name: 'settled', paypalOrderId, result });
      });
    },
    [dropReturn],
  );

  const cancelOrder = useCallback(
    (paypalOrderId: string, fromReturn: boolean) => {
      if (!cancelled.current.has(paypalOrderId)) {
        cancelled.current.add(paypalOrderId);
        latest.current.onCancelled?.(paypalOrderId);
        void loadPayments()
          .then(({ cancelPayment }) => cancelPayment(paypalOrderId))
          .catch(() => undefined);
      }
      if (fromReturn) dropReturn();
    },
    [dropReturn],
  );

  const onReturn = useEffectEvent((paypalOrderId: string, approved: boolean) => {
    if (approved) settle(paypalOrderId, true);
    else cancelOrder(paypalOrderId, true);
  });
  const returnedOrderId = back?.orderId;
  const returnedApproved = back?.approved;
  useEffect(() => {
    if (returnedOrderId !== undefined && returnedApproved !== undefined) onReturn(returnedOrderId, returnedApproved);
  }, [returnedOrderId, returnedApproved]);

  const start = useCallback(
    async (request: () => PaymentRequest, returnHere: boolean) => {
      setStartError(null);
      try {
        const paid = request();
        const { createPayment } = await loadPayments();
        // Only the redirect needs a way back; PayPal's buttons stay on this page.
        return await createPayment(returnHere ? { ...paid, returnPath: payPalReturnPath(pathname, params) } : paid);
      } catch (error) {
        setStartError(apiErrorMessage(error, PAYMENT_MESSAGES.startFailed));
        latest.current.onStartFailed?.(error);
        throw error;
      }
    },
    [pathname, params],
  );

  const createOrder = useCallback(async (request: () => PaymentRequest) => (await start(request, false)).id, [start]);

  const redirectToApproval = useCallback(
    async (request: () => PaymentRequest) => {
      setStartState('starting');
      try {
        const created = await start(request, true);
        // Loaded by start() already.
        const { approvalAddress } = await loadPayments();
        const address = approvalAddress(created.approveUrl, window.location.href);
        if (!address) {
          setStartError(PAYMENT_MESSAGES.noApproveLink);
          setStartState('idle');
          return;
        }
        setStartState('leaving');
        window.location.assign(address);
      } catch {
        setStartState('idle');
      }
    },
    [start],
  );

  const approve = useCallback(
    (paypalOrderId: string) => {
      setPhase({ name: 'completing' });
      settle(paypalOrderId, false);
    },
    [settle],
  );

  const cancel = useCallback((paypalOrderId: string) => cancelOrder(paypalOrderId, false), [cancelOrder]);
  const showError = useCallback((message: string) => setStartError((current) => current ?? message), []);
  const reset = useCallback(() => setPhase({ name: 'idle' }), []);

  const retry = useCallback(() => {
    if (phase.name !== 'settled') return;
    runs.current.delete(phase.paypalOrderId);
    after.current.delete(phase.paypalOrderId);
    approve(phase.paypalOrderId);
  }, [phase, approve]);

  return {
    // Approved at PayPal and back here: from the very first render (on the server too) the payment is completing.
    phase: phase.name === 'idle' && back?.approved ? { name: 'completing' } : phase,
    startState,
    startError,
    createOrder,
    redirectToApproval,
    approve,
    cancel,
    showError,
    retry,
    reset,
  };
}
