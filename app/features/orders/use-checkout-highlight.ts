/**
 * After checkout (fromCheckout=true) the page waits 0.5 s (accounts-admin-spec section 9), then scrolls to the
 * new order's card and highlights it. Runs once per visit, once the list has loaded.
 */
import { useEffect, useRef, useState } from 'react';
import { highlightTarget } from './track-params';

export const HIGHLIGHT_DELAY_MS = 500;

export interface CheckoutHighlightOptions {
  enabled: boolean;
  /** The ids shown, newest first; null while loading. */
  orderIds: readonly number[] | null;
  wantedId: string;
  domId(id: number): string;
}

export function useCheckoutHighlight({ enabled, orderIds, wantedId, domId }: CheckoutHighlightOptions) {
  const [highlighted, setHighlighted] = useState<number | null>(null);
  const done = useRef(false);
  const target = orderIds ? highlightTarget(orderIds, wantedId) : null;

  useEffect(() => {
    if (!enabled || done.current || target === null) return;
    const timer = setTimeout(() => {
      done.current = true;
      setHighlighted(target);
      const card = document.getElementById(domId(target));
      if (!card) return;
      const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      card.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'center' });
    }, HIGHLIGHT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [enabled, target, domId]);

  return highlighted;
}
