import type { Page } from '@playwright/test';

/** The buyer the checkout specs type in, by the form's labels. */
export const CHECKOUT_CUSTOMER = {
  'Full name': 'Ada Fairway',
  Email: 'ada.fairway@example.com',
  Address: '1 Clubhouse Drive',
  City: 'Newport Beach',
  State: 'CA',
  'ZIP code': '92660',
} as const;

/** Fills the checkout's customer form with CHECKOUT_CUSTOMER. */
export async function fillCustomer(page: Page): Promise<void> {
  for (const [label, value] of Object.entries(CHECKOUT_CUSTOMER)) await page.getByLabel(label).fill(value);
}
