/**
 * Opening the cart drawer from anywhere (a reorder, for one): the drawer lives in the header, composed in by the
 * root, and no feature imports another, so the request travels as a window event the drawer listens for. A request
 * may carry a notice the drawer shows above its lines (what could not be added, and why).
 */
import { useEffect, useState } from 'react';

const OPEN_CART_EVENT = 'pinshop:open-cart';

export interface CartDrawerNotice {
  title: string;
  lines: string[];
}

export function openCartDrawer(notice: CartDrawerNotice | null = null): void {
  window.dispatchEvent(new CustomEvent<CartDrawerNotice | null>(OPEN_CART_EVENT, { detail: notice }));
}

/** For the drawer: calls `open` on each request and keeps the latest notice until `dismiss`. */
export function useCartDrawerRequests(open: () => void) {
  const [notice, setNotice] = useState<CartDrawerNotice | null>(null);
  useEffect(() => {
    const onRequest = (event: Event) => {
      setNotice((event as CustomEvent<CartDrawerNotice | null>).detail);
      open();
    };
    window.addEventListener(OPEN_CART_EVENT, onRequest);
    return () => window.removeEventListener(OPEN_CART_EVENT, onRequest);
  }, [open]);
  return { notice, dismiss: () => setNotice(null) };
}
