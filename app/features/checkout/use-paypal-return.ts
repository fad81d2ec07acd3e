/**
 * The way back from PayPal's approval page: approved (token and PayerID) -> complete the payment; cancelled (the
 * cancel URL is our return URL without PayerID) -> say so once and drop PayPal's parameters from the address.
 */
import { useEffect, useEffectEvent } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from '../../components/ui/use-toast';
import { parsePayPalReturn, withoutPayPalReturn } from '../../lib/paypal-return';
import { CHECKOUT_MESSAGES } from './checkout-messages';
import { paymentApi } from './payment-api';

/** Cancellations already announced on this page (strict mode runs effects twice). */
const announced = new Set<string>();

export function usePayPalReturn(onApproved: (token: string) => void): void {
  const [params, setParams] = useSearchParams();
  const back = parsePayPalReturn(params);
  const kind = back ? (back.approved ? 'approved' : 'cancelled') : undefined;
  const token = back?.orderId;

  const handle = useEffectEvent((kind: 'approved' | 'cancelled', token: string) => {
    if (kind === 'approved') {
      onApproved(token);
      return;
    }
    if (!announced.has(token)) {
      announced.add(token);
      toast(CHECKOUT_MESSAGES.cancelled);
      void paymentApi.cancel(token).catch(() => undefined);
    }
    void setParams((current) => withoutPayPalReturn(current), {
      replace: true,
      preventScrollReset: true,
    });
  });

  useEffect(() => {
    if (kind && token) handle(kind, token);
  }, [kind, token]);
}
