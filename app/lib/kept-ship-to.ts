/**
 * Where the checkout of this tab ships to, as far as the tax needs it: the country and state of the customer details
 * the checkout keeps in sessionStorage (app/features/checkout/customer-store.ts writes them). The cart drawer asks the
 * server for the tax to it. Browser only; null when none is kept or it does not read.
 */
import { regionCode, SHIPPING_COUNTRIES, type ShippingCountry } from '../../core/addresses';

/** The sessionStorage key of the checkout's customer details. */
export const CHECKOUT_CUSTOMER_KEY = 'pinshop:checkout-customer';

export function keptShipTo(): { country: ShippingCountry; state: string } | null {
  try {
    const stored = JSON.parse(window.sessionStorage.getItem(CHECKOUT_CUSTOMER_KEY) ?? 'null') as {
      country?: unknown;
      state?: unknown;
    } | null;
    if (!stored || typeof stored.state !== 'string') return null;
    const country = SHIPPING_COUNTRIES.find((code) => code === (stored.country ?? 'US'));
    const state = country ? regionCode(country, stored.state) : null;
    return country && state ? { country, state } : null;
  } catch {
    return null;
  }
}
