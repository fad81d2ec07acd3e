/**
 * The regular checkout's customer details for this tab (sessionStorage): they survive the trip to PayPal's approval
 * page and back, so a cancelled payment returns to the payment step with the form filled, and the order is recorded
 * with them. Cleared once the order is placed. Browser only.
 */
import { normalizePostalCode, regionCode, SHIPPING_COUNTRIES } from '../../../core/addresses';
import { CUSTOMER_FIELD_MAX_LENGTH } from '../../../core/schemas/payment-rules';
import type { CustomerInfo, CustomerInfoInput } from '../../../core/schemas/payments';
import { CHECKOUT_CUSTOMER_KEY } from '../../lib/kept-ship-to';
import { ZOD_EMAIL } from '../../lib/zod-patterns';

const STORAGE_KEY = CHECKOUT_CUSTOMER_KEY;

/** A trimmed, non-blank text no longer than `max`, or null. */
function text(value: unknown, max: number): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed.length > 0 && trimmed.length <= max ? trimmed : null;
}

/**
 * The stored details as customerInfoSchema (core/schemas/payments) would read them, or null when it would refuse
 * them. A plain check rather than the schema: the page reads them on its first render, and the schema would bring
 * zod into its first load (decision 021). The limits, the address rules and zod's own e-mail pattern are shared with
 * the schema, so both accept the same details.
 */
export function storedCustomer(value: unknown): CustomerInfo | null {
  if (value === null || typeof value !== 'object') return null;
  const stored = value as Record<string, unknown>;
  const country = SHIPPING_COUNTRIES.find((code) => code === (stored.country === undefined ? 'US' : stored.country));
  const name = text(stored.name, CUSTOMER_FIELD_MAX_LENGTH.name);
  const email = typeof stored.email === 'string' ? stored.email.trim() : '';
  const address = text(stored.address, CUSTOMER_FIELD_MAX_LENGTH.address);
  const city = text(stored.city, CUSTOMER_FIELD_MAX_LENGTH.city);
  const state = text(stored.state, CUSTOMER_FIELD_MAX_LENGTH.state);
  const zipCode = text(stored.zipCode, CUSTOMER_FIELD_MAX_LENGTH.zipCode);
  if (!country || !name || !ZOD_EMAIL.test(email) || !address || !city || !state || !zipCode) return null;
  const region = regionCode(country, state);
  const postalCode = normalizePostalCode(country, zipCode);
  if (!region || !postalCode) return null;
  return { name, email, address, city, country, state: region, zipCode: postalCode };
}

export function loadCustomer(): CustomerInfoInput | null {
  try {
    const stored = window.sessionStorage.getItem(STORAGE_KEY);
    if (!stored) return null;
    return storedCustomer(JSON.parse(stored));
  } catch {
    return null;
  }
}

export function saveCustomer(customer: CustomerInfoInput): void {
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(customer));
  } catch {
    // Storage disabled: the details last as long as the page.
  }
}

export function clearCustomer(): void {
  try {
    window.sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing stored.
  }
}
