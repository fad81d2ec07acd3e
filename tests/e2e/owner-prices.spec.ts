/**
 * The owner's price table moves the shop's numbers: a tier price changed on the admin's Prices screen is what the
 * price calculator drawer and the designer show next, to the owner and to a visitor; ball markers keep their own. A table with a gap is refused
 * with its message and nothing changes. Its own shop process: a price change in the shared shop would move the
 * numbers the other specs check.
 */
import type { Page } from '@playwright/test';
import { expectAccessible } from './axe';
import { signInOwner, startOwnShop } from './own-shop';
import { expect, gotoHydrated, test } from './support';

const OWNER = {
  username: 'price-owner',
  email: 'price-owner@pinshop.example',
  password: 'price-owner-password-123',
  secret: 'MFRGGZDFMZTWQ2LKMFRGGZDFMZTWQ2LK',
};

const shop = startOwnShop(OWNER, 'pinshop-prices-');

/** The drawer's price per pin at its default 100 silver 1 inch pins, opened from the quote page. */
async function drawerPricePerPin(page: Page, base: string) {
  await gotoHydrated(page, `${base}/quote`);
  await page.getByRole('button', { name: 'Estimate your price', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: 'Price calculator' });
  return drawer
    .locator('dl > div')
    .filter({ has: page.getByRole('term').filter({ hasText: 'Price per pin' }) })
    .getByRole('definition');
}

/** The designer's price per pin at its default 100 pins. */
async function designerPricePerPin(page: Page, base: string) {
  await gotoHydrated(page, `${base}/custom`);
  return page.getByTestId('price-per-pin');
}

test('a tier price the owner saves is the drawer’s and the designer’s next price', async ({
  page,
  browser,
  allowFailedRequest,
}) => {
  test.setTimeout(120_000);
  const base = shop.base();
  await expect(await drawerPricePerPin(page, base)).toHaveText('$5.00');
  await expect(await designerPricePerPin(page, base)).toHaveText('$5.00');

  allowFailedRequest('/api/auth/login', 401);
  await signInOwner(page, base, OWNER);
  await page.getByRole('button', { name: 'I have saved these codes' }).click();
  await expect(page).not.toHaveURL(/\/login/);

  await gotoHydrated(page, `${base}/admin/prices`);
  const form = page.getByRole('form', { name: /Custom products/ });
  await expect(form).toContainText('version 1 in effect');

  // A gap between tier 1 (25-50) and tier 2 is refused under tier 2, before anything is sent.
  const tier2From = form.getByRole('textbox', { name: 'Tier 2 first quantity' });
  await tier2From.fill('60');
  await form.getByRole('button', { name: 'Review changes' }).click();
  await expect(form.getByText('Gap between tiers: tier 1 ends at 50 and tier 2 starts at 60')).toBeVisible();
  await expect(tier2From).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByRole('button', { name: 'Save prices' })).toHaveCount(0);
  await tier2From.fill('51');

  await form.getByRole('textbox', { name: 'Tier 3 price per pin' }).fill('4.50');
  await form.getByRole('button', { name: 'Review changes' }).click();
  const changes = form.getByRole('region', { name: 'What will change' });
  await expect(changes.getByRole('listitem')).toHaveText(['Pins 100-249 pieces, each: $5.00 → $4.50']);
  await expectAccessible(page);
  await changes.getByRole('button', { name: 'Save prices' }).click();
  await expect(page.getByText('Version 2 prices new quotes and orders from now on.', { exact: true })).toBeVisible();
  await expect(page.getByRole('form', { name: /Custom products/ })).toContainText('version 2 in effect');

  // The owner's own tab, and a visitor who never signed in (the signed-out pages' render cache included).
  await expect(await drawerPricePerPin(page, base)).toHaveText('$4.50');
  await expect(await designerPricePerPin(page, base)).toHaveText('$4.50');
  const visitor = await browser.newPage();
  await expect(await designerPricePerPin(visitor, base)).toHaveText('$4.50');
  await expect(visitor.getByRole('row', { name: /100-249 pins/ })).toContainText('$4.50');
  await expect(await drawerPricePerPin(visitor, base)).toHaveText('$4.50');
  // Ball markers are priced by their own tiers: 100 silver at $4.00 each, not the pins' new $4.50.
  await expect(await designerPricePerPin(visitor, base)).toHaveText('$4.50');
  await visitor.getByRole('radio', { name: /Ball markers/ }).check();
  await expect(visitor.getByTestId('price-per-pin')).toHaveText('$4.00');
  await expect(visitor.getByTestId('step-total')).toHaveText('$400.00');
  await expect(visitor.getByRole('row', { name: /100-249 ball markers/ })).toContainText('$4.00');
  await visitor.close();
});
