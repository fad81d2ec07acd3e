/**
 * The abandoned-checkout e-mail's link (/checkout?cart={token}): the checkout adopts the link's cart in this browser
 * (app/lib/session-store openCartLink), then drops the token from the address (replaced, not pushed: the history
 * keeps no entry with it). A refused link (forged, edited, expired, or its cart paid since) says so above whatever
 * cart this browser has.
 */
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { CART_LINK_MESSAGES, CART_LINK_PARAM } from '../../../core/cart-link';
import { apiErrorMessage } from '../../lib/api';
import { openCartLink } from '../../lib/session-store';

export interface CartLinkState {
  /** The link's cart is being read: the checkout waits for it rather than show the browser's old cart. */
  pending: boolean;
  /** Why the link brought nothing back, or null. */
  refusal: string | null;
}

export function useCartLink(): CartLinkState {
  const [params, setParams] = useSearchParams();
  // Read from the address once, before it is dropped from it (server and browser agree).
  const [token] = useState(() => params.get(CART_LINK_PARAM));
  const [state, setState] = useState<CartLinkState>({ pending: token !== null, refusal: null });

  // Once a page: the address changes when the token is dropped, and the link is not opened again.
  const opened = useRef(false);
  useEffect(() => {
    if (token === null || opened.current) return;
    opened.current = true;
    const forget = () =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete(CART_LINK_PARAM);
          return next;
        },
        { replace: true, preventScrollReset: true },
      );
    openCartLink(token).then(
      () => {
        setState({ pending: false, refusal: null });
        forget();
      },
      (error: unknown) => {
        setState({ pending: false, refusal: apiErrorMessage(error, CART_LINK_MESSAGES.invalid) });
        forget();
      },
    );
  }, [token, setParams]);

  return state;
}
