/**
 * The payment rules the checkout needs before any check, apart from the zod schemas in ./payments (which imports
 * them): importing that module builds its schemas, and with them zod, into the /checkout page (decision 021). The
 * browser's plain check of a stored customer (app/features/checkout/customer-store) reads the same limits, so both
 * accept the same details.
 */
import { COUNTRY_NAMES } from '../addresses';
import type { CustomerInfoInput } from './payments';

export const CHECKOUT_MISSING_INFORMATION = 'Please fill in all required fields before proceeding to payment.';
export const CHECKOUT_INVALID_EMAIL = 'Please enter a valid email address';
export const CHECKOUT_UNSHIPPED_COUNTRY = 'We ship to the United States and Canada';

/** The longest each required text field may be, once trimmed. */
export const CUSTOMER_FIELD_MAX_LENGTH = { name: 200, address: 300, city: 100, state: 100, zipCode: 20 } as const;

/** A designer order's prepared id: "<number>.<signature>", as prepare answers it. */
export const PREPARED_ORDER_ID = /^\d{1,12}\.[A-Za-z0-9_-]{20,64}$/;

/** "street, city, state zip" as the spec's order payload carries it, with the country when it is not the US. */
export function formatShippingAddress(info: CustomerInfoInput): string {
  const line = `${info.address}, ${info.city}, ${info.state} ${info.zipCode}`;
  return info.country === 'CA' ? `${line}, ${COUNTRY_NAMES.CA}` : line;
}
