import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { adminRequestContext, useAdminSession } from './admin-session';
import { expectAccessible } from './axe';
import { expect, gotoHydrated, test, watchConsole } from './support';

/**
 * The admin adds a product with a picture, sees it in /wholesale with its responsive variants, sets its stock to 3
 * inline, and a buyer (another browser) cannot put a 4th in the cart: the server's stock message shows.
 */

/** A 1x1 PNG: the server decides the type by these bytes and re-encodes it. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** Toasts by their markup: while a modal dialog is open, Radix hides the rest of the page from the a11y tree. */
function toast(page: Page) {
  return page.locator('[role="region"][aria-label^="Notifications"] li');
}

test.describe.configure({ timeout: 90_000 });

test('the admin adds a product with an image, it sells in the shop, and its stock of 3 holds', async ({
  page,
  browser,
  baseURL,
}) => {
  const name = `Azalea Test Pin ${randomBytes(3).toString('hex')}`;
  await useAdminSession(page);
  await gotoHydrated(page, '/admin/products');
  await expect(page.getByRole('heading', { level: 2, name: 'Products' })).toBeVisible();
  await expect(page.getByText('Total Products')).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Add Product' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Product' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Description').fill('A pink azalea in soft enamel.');
  await dialog.getByLabel('Price (USD)').fill('4.50');
  await dialog.getByLabel('Category').selectOption('seasonal');
  await dialog.getByLabel('Stock').fill('10');
  await dialog
    .getByLabel('Image', { exact: true })
    .setInputFiles({ name: 'azalea.png', mimeType: 'image/png', buffer: PNG });
  await expect(dialog.getByRole('img', { name: 'Preview of the chosen file' })).toBeVisible();
  await dialog.getByLabel('Image alt text').fill('Pink azalea pin');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Add Product' }).click();
  await expect(toast(page)).toContainText('Product Created');
  await expect(dialog).toBeHidden();

  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row.locator('img')).toHaveAttribute('src', /^\/img\/160\/uploads\/[a-f0-9-]+\.png$/);
  await expect(row.getByText('Active', { exact: true })).toBeVisible();

  // The shop shows it at once, with the catalogue's responsive variants made from the upload.
  await gotoHydrated(page, '/wholesale');
  const card = page.getByRole('article').filter({ hasText: name });
  const picture = card.getByRole('img', { name: 'Pink azalea pin' });
  await expect(picture).toHaveAttribute('srcset', /\/img\/320\/uploads\/[a-f0-9-]+\.png 320w/);
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const href = await card.getByRole('link', { name }).first().getAttribute('href');
  const id = Number(/\/product\/(\d+)/.exec(href ?? '')?.[1]);
  expect(id).toBeGreaterThan(0);

  // The inline stock edit: 10 -> 3.
  await gotoHydrated(page, '/admin/products');
  const stock = page.getByRole('form', { name: `Stock of ${name}` });
  await stock.getByRole('spinbutton', { name: `Stock of ${name}` }).fill('3');
  await stock.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page)).toContainText('Stock Updated');
  await expect(stock.getByRole('spinbutton')).toHaveValue('3');
  // Nothing is held: nothing said about it.
  await expect(stock.getByText(/open checkout/)).toHaveCount(0);

  // A buyer in another browser: the page offers at most 3, and the server refuses a 4th.
  const context = await browser.newContext();
  const buyer = await context.newPage();
  const problems = watchConsole(buyer);
  await gotoHydrated(buyer, `/product/${id}`);
  await expect(buyer.getByText('Only 3 available.')).toBeVisible();
  await expectAccessible(buyer);
  const quantity = buyer.getByRole('spinbutton', { name: 'Quantity' });
  await quantity.fill('4');
  await quantity.blur();
  await expect(quantity).toHaveValue('3');
  await buyer.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(toast(buyer)).toContainText('3 item(s) added to your cart!');
  await quantity.fill('1');
  await quantity.blur();
  await buyer.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(toast(buyer)).toContainText('Cannot Add to Cart');
  await expect(toast(buyer)).toContainText('Only 3 left in stock (you already have 3 in your cart)');
  expect(problems.filter((problem) => !/status of 409/.test(problem))).toEqual([]);
  await context.close();

  // Never ordered: deleting it erases it, and the catalogue other specs count is as it was.
  const admin = await adminRequestContext(baseURL!);
  const removed = await admin.delete(`/api/products/${id}`);
  expect(await removed.json()).toMatchObject({ deactivated: false });
  await admin.dispose();
});
