/**
 * The regular checkout's customer details for this tab (sessionStorage): they survive the trip to PayPal's approval
 * page and back, so a cancelled payment returns to the payment step with the form filled, and the order is recorded
 * with them. Cleared once the order is placed. Browser only.
 */
import { customerInfoSchema, type CustomerInfoInput } from '../../../core/schemas/payments';

const STORAGE_KEY = 'pinshop:checkout-customer';

export function loadCustomer(): CustomerInfoInput | null {
  try {
    const stored = window.sessionStorage.getItem(STORAGE_KEY);
    if (!stored) return null;
    const parsed = customerInfoSchema.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : null;
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
