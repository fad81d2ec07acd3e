/**
 * The way back from PayPal's approval page to a pay-link page: approved (token and PayerID) or cancelled (token
 * only). The handler runs once per PayPal order, then PayPal's parameters leave the address so a reload does not
 * replay it.
 */
import { useEffect, useEffectEvent } from 'react';
import { useSearchParams } from 'react-router';
import { parsePayPalReturn, withoutPayPalReturn, type PayPalReturn } from '../../lib/paypal-return';

/** Returns already handled in this page's life (strict mode runs effects twice). */
const handled = new Set<string>();

export function usePayPalReturn(onReturn: (back: PayPalReturn) => Promise<void>): PayPalReturn | null {
  const [params, setParams] = useSearchParams();
  const back = parsePayPalReturn(params);
  const orderId = back?.orderId;
  const approved = back?.approved;

  const handle = useEffectEvent(async (current: PayPalReturn) => {
    const key = `${current.orderId}:${current.approved}`;
    if (!handled.has(key)) {
      handled.add(key);
      // The address keeps PayPal's parameters until the payment is settled, so a reload meanwhile retries it.
      await onReturn(current).catch(() => undefined);
    }
    void setParams((now) => withoutPayPalReturn(now), { replace: true, preventScrollReset: true });
  });

  useEffect(() => {
    if (orderId !== undefined && approved !== undefined) void handle({ orderId, approved });
  }, [orderId, approved]);

  return back;
}
