import { expectAccessible } from './axe';
import { PNG } from './paid-orders';
import { CLUB_SHIP_TO } from './ship-to';
import { expect, gotoHydrated, test } from './support';

/**
 * Pay in full at the designer's checkout: the customer chooses to pay the whole order now, PayPal (the stand-in) is
 * asked for the total, and the order's page shows it paid with nothing more to pay (no balance, no Pay Balance link).
 *
 * Every test fails on a console error or an uncaught exception, except the failed requests it expects.
 */
test('a designer order paid in full: the total at PayPal, then an order with nothing more to pay', async ({ page }) => {
  const orderData = {
    quantity: 100,
    size: '1inch',
    plating: 'gold',
    packaging: 'individual-bags',
    rushOrder: false,
    rushOrderFee: 0,
    pricePerPin: 5.35,
    totalPrice: 535,
    depositAmount: 53.5,
    remainingBalance: 481.5,
    customerName: 'Bea Birdie',
    customerEmail: 'bea.birdie@example.com',
    shipTo: { ...CLUB_SHIP_TO, country: 'US' },
    promoCode: '',
    discountAmount: 0,
  };
  const prepared = await page.request.post('/api/custom-orders/prepare', {
    multipart: {
      orderData: JSON.stringify(orderData),
      logo: { name: 'club-logo.png', mimeType: 'image/png', buffer: PNG },
    },
  });
  expect(prepared.ok(), await prepared.text()).toBe(true);
  const encoded = Buffer.from(JSON.stringify(await prepared.json()), 'utf8').toString('base64');
  await gotoHydrated(page, `/checkout?${new URLSearchParams({ orderData: encoded }).toString()}`);

  const choice = page.getByRole('group', { name: 'How much to pay now' });
  await expect(choice.getByRole('radio', { name: 'Pay the 10% deposit: $53.50' })).toBeChecked();
  await choice.getByRole('radio', { name: 'Pay in full now: $535.00' }).check();
  await expect(page.getByText('Due now (paid in full)')).toBeVisible();
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
