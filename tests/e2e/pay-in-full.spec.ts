import { expectAccessible } from './axe';
import { designerCheckoutPath, prepareDesignerOrder } from './paid-orders';
import { expect, gotoHydrated, test } from './support';

/**
 * Pay in full at the designer's checkout: the customer chooses to pay the whole order now, PayPal (the stand-in) is
 * asked for the total, and the order's page shows it paid with nothing more to pay (no balance, no Pay Balance link).
 *
 * Every test fails on a console error or an uncaught exception, except the failed requests it expects.
 */
test('a designer order paid in full: the total at PayPal, then an order with nothing more to pay', async ({ page }) => {
  const prepared = await prepareDesignerOrder(page, { name: 'Bea Birdie', email: 'bea.birdie@example.com' });
  await gotoHydrated(page, designerCheckoutPath(prepared));

  const choice = page.getByRole('group', { name: 'How much to pay now' });
  await expect(choice.getByRole('radio', { name: 'Pay the 10% deposit: $53.50' })).toBeChecked();
  await choice.getByRole('radio', { name: 'Pay in full now: $535.00' }).check();
  // The payment panel and the order's summary both say it: the whole order now, no balance after it.
  const summary = page.getByRole('complementary', { name: 'Order summary' });
  await expect(page.getByText('Due now (paid in full)')).toHaveCount(2);
  await expect(summary.getByRole('definition').filter({ hasText: '$535.00' })).toHaveCount(3);
  await expect(summary.getByText('Balance due after design approval')).toHaveCount(0);
  await expect(summary).toContainText('Nothing more to pay later.');
  await expectAccessible(page);

  await expect(page.getByText('Test mode: no real payment')).toBeVisible();
  await page.getByRole('button', { name: 'Pay with PayPal (test)' }).click();
  await page.waitForURL(/\/__paypal\/checkoutnow\?token=/);
  await expect(page.getByText('535.00 USD')).toBeVisible();
  await page.getByRole('button', { name: 'Approve payment' }).click();
  await page.waitForURL(/\/orders\/\d+\?token=[\w-]{43}&fromCheckout=true$/);

  await expect(page.getByText('Nothing more to pay')).toBeVisible();
  await expect(page.getByText('Paid in full', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Pay Balance Now' })).toHaveCount(0);
  await expectAccessible(page);
});
