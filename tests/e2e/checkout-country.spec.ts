import { randomBytes } from 'node:crypto';
import { type Page } from '@playwright/test';
import { expect, gotoHydrated, test } from './support';
import { newCartSessionId } from './cart-session';

/**
 * The checkout's country: a Canadian buyer picks Canada, gets provinces and the postal code rule (A1A 1A1), and the
 * address travels to PayPal (the stand-in's approval page shows it) and onto the order.
 */

const LIGHTHOUSE = { id: 1 } as const;

async function seedCart(page: Page, lines: { productId: number; quantity: number }[]) {
  const sessionId = newCartSessionId();
  await page.addInitScript((id) => window.localStorage.setItem('sessionId', id), sessionId);
  for (const line of lines) {
    const response = await page.request.post('/api/cart', { headers: { 'X-Session-Id': sessionId }, data: line });
    expect(response.ok(), await response.text()).toBe(true);
  }
}

test('a Canadian address: province and postal code checked, sent to PayPal, the order paid', async ({ page }) => {
  await seedCart(page, [{ productId: LIGHTHOUSE.id, quantity: 2 }]);
  await gotoHydrated(page, '/checkout');
  await expect(page.getByText('extra fees for Canada')).toHaveCount(0);
  await expect(page.getByText('We ship to the United States and Canada for a flat $5.99')).toBeVisible();

  await page.getByLabel('Full name').fill('Margaret Birdie');
  await page.getByLabel('Email').fill(`maple-${randomBytes(4).toString('hex')}@example.com`);
  await page.getByLabel('Address').fill('24 Sussex Drive');
  await page.getByLabel('City').fill('Ottawa');
  const country = page.getByLabel('Country');
  await expect(country).toHaveValue('US');
  await country.selectOption({ label: 'Canada' });
  // The labels follow the country.
  await expect(page.getByLabel('ZIP code')).toHaveCount(0);
  await page.getByLabel('Province').fill('CA');
  await page.getByLabel('Postal code').fill('K1A');
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(page.getByText('Choose a Canadian province or territory')).toBeVisible();
  await expect(page.getByText('Enter a postal code like A1A 1A1')).toBeVisible();
  await expect(page.getByLabel('Postal code')).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('Province').fill('ON');
  await page.getByLabel('Postal code').fill('k1a0b1');
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(page.getByText('24 Sussex Drive, Ottawa, ON K1A 0B1, Canada')).toBeVisible();

  await expect(page.getByText('Test mode: no real payment')).toBeVisible();
  await page.getByRole('button', { name: 'Pay with PayPal (test)' }).click();
  await page.waitForURL(/\/__paypal\/checkoutnow\?token=/);
  await expect(page.getByText('Ship to: Margaret Birdie, 24 Sussex Drive, Ottawa, ON K1A 0B1, CA')).toBeVisible();
  await page.getByRole('button', { name: 'Approve payment' }).click();
  // Paid and recorded: the buyer lands on the order's page (the API tests check its shipping_country).
  await page.waitForURL(/\/orders\/\d+\?token=/);
  await expect(page.getByTestId('cart-count')).toHaveText('0');
});
