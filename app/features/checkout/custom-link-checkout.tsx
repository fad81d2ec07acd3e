/**
 * /checkout with a custom order's link (shopper-spec section 2): the designer's prepared order (`orderData`) with
 * its deposit, or a stored order (`customOrderId`) and where its deposit stands; or why the link shows nothing. The
 * route loads this module only for such a link, not with the cart checkout (decision 021).
 */
import { useMemo } from 'react';
import type { CustomOrderLink } from './checkout-query';
import { CustomOrderById } from './custom-order-by-id';
import { customOrderTarget } from './custom-order-link';
import { InvalidOrderLinkNotice, OrderNotFoundNotice } from './custom-order-notices';
import { DesignerCheckout } from './designer-checkout';
import type { CheckoutShell } from './regular-checkout';

export interface CustomLinkCheckoutProps {
  link: CustomOrderLink;
  shell: CheckoutShell;
  /** The designer's deposit is captured: the designer's saved draft goes (the route passes the designer's clear). */
  onPaid: () => void;
}

export function CustomLinkCheckout({ link, shell, onPaid }: CustomLinkCheckoutProps) {
  const { orderData, customOrderId } = link;
  const target = useMemo(() => customOrderTarget({ orderData, customOrderId }), [orderData, customOrderId]);
  if (target.kind === 'custom') {
    return (
      <DesignerCheckout
        key={target.preparedOrderId}
        preparedOrderId={target.preparedOrderId}
        shell={shell}
        onPaid={onPaid}
      />
    );
  }
  if (target.kind === 'invalid-order') return <InvalidOrderLinkNotice />;
  if (target.id === null) return <OrderNotFoundNotice />;
  return <CustomOrderById key={target.id} id={target.id} shell={shell} />;
}
