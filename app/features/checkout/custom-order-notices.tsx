/**
 * A custom order's link that cannot be read, has expired, or names no order: loaded with the custom order's checkout
 * (decision 021).
 */
import { CheckoutNotice } from './checkout-notice';

export function InvalidOrderLinkNotice() {
  return (
    <CheckoutNotice
      alert
      icon="link"
      title="This order link is not valid"
      text="It may have been cut short or changed on the way. Please prepare your order again in the designer to pay the deposit."
      action={{ to: '/custom', label: 'Go to the designer' }}
    />
  );
}

export function OrderNotFoundNotice() {
  return (
    <CheckoutNotice
      alert
      icon="missing"
      title="Order not found"
      text="We could not find this custom order. Please check the link in your e-mail, or start a new design."
      action={{ to: '/custom', label: 'Design custom pins' }}
    />
  );
}

export const PREPARED_ORDER_LINK_TEXT =
  'It has expired, it was changed on the way, or its deposit is already paid. Please submit your design again in the designer for a new checkout link.';

/** A checkout link whose signed order the server does not know (any more). */
export function ExpiredOrderLinkNotice() {
  return (
    <CheckoutNotice
      alert
      icon="link"
      title="This checkout link is not valid"
      text={PREPARED_ORDER_LINK_TEXT}
      action={{ to: '/custom', label: 'Go to the designer' }}
    />
  );
}
