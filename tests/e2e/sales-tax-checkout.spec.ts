/**
 * Sales tax in the browser, end to end: the owner sets California's rate (7.25%) in Sales Tax; a shopper's drawer
 * says tax is calculated at checkout; with a California address the checkout shows the tax line, and the drawer then
 * the same tax for the address the checkout keeps; PayPal's approval
 * page (the stand-in) shows the same tax in its breakdown and the total with it, and so do the order's page, its
 * confirmation e-mail and its receipt PDF. A shop process of the spec's own, so the rate taxes no other spec's order.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pdfText } from '../helpers/pdf-text';
import { expectAccessible } from './axe';
import { fillCustomer, CHECKOUT_CUSTOMER } from './checkout-customer';
import { mailsTo } from './mail';
import { signInOwner, startOwnShop } from './own-shop';
import { designerCheckoutPath, prepareDesignerOrder } from './paid-orders';
import { expect, gotoHydrated, test } from './support';

const OWNER = {
  username: 'tax-owner',
  email: 'tax-owner@pinshop.example',
  password: 'tax-owner-password-123',
  secret: 'KRSXG5CTMVRXEZLUKRSXG5CTMVRXEZLU',
};

const shop = startOwnShop(OWNER, 'pinshop-sales-tax-');
// The custom order below is taxed at the rate the owner sets in the first test.
test.describe.configure({ mode: 'serial' });

// One Harbour Town Lighthouse Pin ($11.99) taxed at 7.25%: $0.869 rounds to $0.87; with $5.99 shipping, $18.85.
const TAX = '$0.87';
const TOTAL = '$18.85';

test('a California buyer sees the same sales tax at checkout, at PayPal, on the order, in the e-mail and PDF', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const base = shop.base();

  // The owner sets California's rate.
  const ownerContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  await signInOwner(owner, base, OWNER);
  await owner.getByRole('button', { name: 'I have saved these codes' }).click();
  await gotoHydrated(owner, `${base}/admin/tax`);
  const rates = owner.getByRole('region', { name: 'Sales tax rates' });
  await rates.getByLabel('State').selectOption('CA');
  await rates.getByLabel('Rate (%)').fill('7.25');
  await rates.getByRole('button', { name: 'Save the rate' }).click();
  await expect(rates.getByRole('list', { name: 'Rates in force' })).toContainText('Sales tax 7.25%');
  await ownerContext.close();

  // The shopper: the drawer makes no estimate without an address.
  await gotoHydrated(page, `${base}/product/1`);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await page.getByRole('button', { name: /^Cart, / }).click();
  const drawer = page.getByRole('dialog', { name: 'Your Cart' });
  await expect(drawer.getByTestId('cart-tax-note')).toHaveText('Tax: calculated at checkout');
  await drawer.getByRole('link', { name: 'Checkout' }).click();
  await page.waitForURL(`${base}/checkout`);
  await fillCustomer(page);
  await page.getByRole('button', { name: 'Continue to Payment' }).click();

  const summary = page.getByRole('complementary', { name: 'Order summary' });
  /** The amount of one row of the summary, by its exact label. */
  const row = (label: string) =>
    summary
      .locator('dl > div')
      .filter({ has: page.getByRole('term').filter({ hasText: new RegExp(`^${label.replace(/[().%]/g, '\\$&')}$`) }) })
      .getByRole('definition');
  await expect(row('Sales tax (CA 7.25%)')).toHaveText(TAX);
  await expect(row('Total')).toHaveText(TOTAL);
  await expectAccessible(page);

  // Back in the shop, the drawer knows the checkout's ship-to: the server's same tax and total.
  await gotoHydrated(page, `${base}/product/1`);
  await page.getByRole('button', { name: /^Cart, / }).click();
  await expect(drawer.getByTestId('cart-tax-note')).toHaveText(
    `Sales tax (CA 7.25%): ${TAX}. Total with tax: ${TOTAL}`,
  );
  await drawer.getByRole('link', { name: 'Checkout' }).click();
  await page.waitForURL(`${base}/checkout`);
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(row('Sales tax (CA 7.25%)')).toHaveText(TAX);

  // PayPal's approval page (the stand-in): the same tax in the breakdown, the total with it.
  await page.getByRole('button', { name: 'Pay with PayPal (test)' }).click();
  await page.waitForURL(/\/__paypal\/checkoutnow\?token=/);
  await expect(page.getByText(`${TOTAL.slice(1)} USD`)).toBeVisible();
  await expect(page.locator('dl.breakdown div').filter({ hasText: 'Tax' }).locator('dd')).toHaveText(
    `${TAX.slice(1)} USD`,
  );
  await page.getByRole('button', { name: 'Approve payment' }).click();

  // The order's page.
  await page.waitForURL(/\/orders\/\d+\?token=[\w-]{43}&fromCheckout=true$/);
  const orderRows = page
    .locator('dl > div')
    .filter({ has: page.getByRole('term').filter({ hasText: 'Sales tax (CA 7.25%)' }) });
  await expect(orderRows.first().getByRole('definition')).toHaveText(TAX);

  // The receipt PDF, downloaded from the order's page.
  const link = page.getByRole('link', { name: /Order payment receipt, \$18\.85/ });
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  const text = await pdfText(await readFile((await download.path())!));
  expect(text).toContain(`Sales tax (CA 7.25%)\n${TAX}`);
  expect(text).toContain(`Total paid\n${TOTAL}`);

  // The confirmation e-mail (the shop writes it to its mail folder once the outbox sends it).
  const mailDir = path.join(shop.dataDir(), 'mail');
  let confirmation = '';
  await expect
    .poll(
      async () => {
        const mails = await mailsTo(CHECKOUT_CUSTOMER.Email, mailDir);
        confirmation = mails.find((mail) => /Order C-\d+ confirmed/.test(mail.subject))?.text ?? '';
        return confirmation;
      },
      { timeout: 30_000 },
    )
    .not.toBe('');
  expect(confirmation).toMatch(/Sales tax \(CA 7\.25%\):? *\$0\.87/);
  expect(confirmation).toMatch(/Total paid:? *\$18\.85/);
});

test('a California custom order: each choice says what it charges with tax; PayPal and the order agree', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const base = shop.base();
  const prepared = await prepareDesignerOrder(page, { name: 'Cal Custom', email: 'cal.custom@example.com' }, base);
  await gotoHydrated(page, `${base}${designerCheckoutPath(prepared)}`);

  // $535.00 at 7.25% = $38.7875: $38.79 on the whole order, all of it with the balance (the owner's default).
  const choice = page.getByRole('group', { name: 'How much to pay now' });
  const deposit = choice.getByRole('radio', { name: 'Pay the 10% deposit: $53.50' });
  await expect(deposit).toBeChecked();
  await expect(deposit).toHaveAccessibleDescription(/The remaining \$520\.29 \(its sales tax included\) is paid by a/);
  await expect(choice.getByRole('radio', { name: 'Pay in full now: $573.79' })).toBeVisible();
  await expect(
    page.getByText('Sales tax (CA 7.25%): $38.79 on the whole order, all of it with the balance.'),
  ).toContainText('Balance after this payment: $520.29.');
  const summary = page.getByRole('complementary', { name: 'Order summary' });
  const row = (label: string) =>
    summary
      .locator('dl > div')
      .filter({ has: page.getByRole('term').filter({ hasText: label }) })
      .getByRole('definition');
  await expect(row('Sales tax (CA 7.25%)')).toHaveText('$38.79');
  await expect(row('Total with tax')).toHaveText('$573.79');
  await expect(row('Deposit due now (10%)')).toHaveText('$53.50');
  await expect(row('Balance due after design approval')).toHaveText('$520.29');
  await expect(summary).toContainText('The balance of $520.29 is due after you approve your design');

  // Paid in full: the whole tax now, no balance.
  await choice.getByRole('radio', { name: 'Pay in full now: $573.79' }).check();
  await expect(row('Due now (paid in full)')).toHaveText('$573.79');
  await expect(row('Balance due after design approval')).toHaveCount(0);
  await expect(summary).toContainText('Nothing more to pay later.');
  await expectAccessible(page);

  // The deposit at PayPal (the stand-in) is the deposit the page said; the order keeps the balance with its tax.
  await deposit.check();
  await expect(row('Deposit due now (10%)')).toHaveText('$53.50');
  await page.getByRole('button', { name: 'Pay with PayPal (test)' }).click();
  await page.waitForURL(/\/__paypal\/checkoutnow\?token=/);
  await expect(page.getByText('53.50 USD')).toBeVisible();
  await page.getByRole('button', { name: 'Approve payment' }).click();
  await page.waitForURL(/\/orders\/\d+\?token=[\w-]{43}&fromCheckout=true$/);
  await expect(page.getByText('Total $573.79', { exact: true })).toBeVisible();
  const orderRow = (label: string) =>
    page
      .locator('dl > div')
      .filter({ has: page.getByRole('term').filter({ hasText: new RegExp(`^${label.replace(/[().%]/g, '\\$&')}$`) }) })
      .getByRole('definition')
      .first();
  await expect(orderRow('Sales tax (CA 7.25%)')).toHaveText('$38.79');
  await expect(orderRow('Total with tax')).toHaveText('$573.79');
  await expect(orderRow('Deposit (10%)')).toHaveText('$53.50');
  await expect(orderRow('Balance')).toHaveText('$520.29');
  await expectAccessible(page);
});
