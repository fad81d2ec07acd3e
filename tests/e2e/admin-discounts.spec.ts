import { randomBytes } from 'node:crypto';
import { type Locator, type Page } from '@playwright/test';
import { useAdminSession } from './admin-session';
import { expectAccessible } from './axe';
import { ADDRESS, approveAndCapture } from './paid-orders';
import { expect, gotoHydrated, test } from './support';
import { newCartSessionId } from './cart-session';

/**
 * The admin creates a discount code, a buyer applies it in the cart drawer and pays through the shop's PayPal
 * stand-in (test mode), and the admin's list shows its one use; deactivated, the code is refused in the drawer.
 * One page plays both: the admin's cookie is set aside while the buyer shops signed out. Every test fails on a
 * console error.
 */

const LIGHTHOUSE = { id: 1, name: 'Harbour Town Lighthouse Pin' } as const;

const BUYER = {
  'Full name': 'Ada Fairway',
  Email: 'ada.discounts@example.com',
  Address: '1 Clubhouse Drive',
  City: 'Newport Beach',
  State: 'CA',
  'ZIP code': '92660',
} as const;

/** Toasts by their markup: while a modal dialog is open, Radix hides the rest of the page from the a11y tree. */
function toast(page: Page) {
  return page.locator('[role="region"][aria-label^="Notifications"] li');
}

function codeCard(page: Page, code: string): Locator {
  return page.getByRole('list', { name: 'Discount codes' }).getByRole('listitem', { name: code, exact: true });
}

/** The value of one term of a card or summary ("Usage", "Total", /^Discount/ ...). */
function term(scope: Locator, label: string) {
  return scope
    .locator('dl > div')
    .filter({
      has: scope
        .page()
        .getByRole('term')
        .filter({ hasText: new RegExp(`^${label.replace(/[()]/g, '\\$&')}$`) }),
    })
    .getByRole('definition');
}

async function openDiscounts(page: Page) {
  await gotoHydrated(page, '/admin/discounts');
  await expect(page.getByRole('heading', { level: 2, name: 'Discount Codes' })).toBeVisible();
}

test.describe.configure({ timeout: 90_000 });

test('the admin creates a code, a buyer pays with it, and the list shows one use', async ({
  page,
  allowFailedRequest,
}) => {
  const code = `E2E${randomBytes(3).toString('hex').toUpperCase()}`;
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await useAdminSession(page);
  await openDiscounts(page);
  await expect(page.getByRole('button', { name: 'Import Customers' })).toBeEnabled();

  // Checked in the form with the server's rules, then refused by the server for a duplicate whatever its case.
  const form = page.getByRole('form', { name: 'Create Code' });
  await form.getByLabel('Code').fill('ab');
  await form.getByRole('button', { name: 'Create Code' }).click();
  await expect(form.getByText('Code must be 3 to 40 characters: letters, numbers, - or _.')).toBeVisible();
  await expect(form.getByText('A percentage discount must be a whole number from 1 to 100.')).toBeVisible();
  allowFailedRequest('/api/discount-codes', 409);
  await form.getByLabel('Code').fill('usa');
  await form.getByLabel('Percent off').fill('5');
  await form.getByRole('button', { name: 'Create Code' }).click();
  await expect(toast(page).filter({ hasText: 'A discount code with this name already exists.' })).toBeVisible();

  await form.getByLabel('Code').fill(code.toLowerCase());
  await form.getByLabel('Percent off').fill('10');
  await form.getByLabel('Max uses').fill('5');
  await form.getByRole('button', { name: 'Create Code' }).click();
  await expect(toast(page).filter({ hasText: `${code} is active.` })).toBeVisible();

  const card = codeCard(page, code);
  await expect(card.getByText('Active', { exact: true })).toBeVisible();
  await expect(term(card, 'Discount')).toHaveText('10%');
  await expect(term(card, 'Minimum order')).toHaveText('$0.00');
  await expect(term(card, 'Usage')).toHaveText('0 / 5');
  // Send Mass Email asks first (admin-campaigns.spec.ts sends campaigns): the spec's question, then Cancel.
  await card.getByRole('button', { name: 'Send Mass Email' }).click();
  const massEmail = page.getByRole('alertdialog', { name: 'Send Mass Email' });
  await expect(massEmail).toContainText(`Send mass email with discount code ${code} to all customers?`);
  await expect(massEmail.getByLabel('Give each customer their own single-use code')).not.toBeChecked();
  await expectAccessible(page);
  await massEmail.getByRole('button', { name: 'Cancel' }).click();
  await expect(massEmail).toHaveCount(0);
  await card.getByRole('button', { name: 'Copy Code' }).click();
  await expect(toast(page).filter({ hasText: `${code} copied to clipboard!` })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
  await expectAccessible(page);

  // The buyer, signed out: one Lighthouse pin ($11.99), 10% off ($1.20), shipping $5.99.
  await page.context().clearCookies();
  await gotoHydrated(page, `/product/${LIGHTHOUSE.id}`);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await page.getByRole('button', { name: /^Cart, / }).click();
  const drawer = page.getByRole('dialog', { name: 'Your Cart' });
  await drawer.getByRole('textbox', { name: 'Discount code' }).fill(code.toLowerCase());
  await drawer.getByRole('button', { name: 'Apply' }).click();
  await expect(toast(page).filter({ hasText: 'Discount Applied' })).toBeVisible();
  await expect(term(drawer, `Discount (${code})`)).toHaveText('-$1.20');
  // The "Discount Applied" toast keeps clear of the drawer's foot: the click lands on Checkout.
  await drawer.getByRole('link', { name: 'Checkout' }).click();
  await page.waitForURL(`/checkout?discount=${code}`);
  const summary = page.getByRole('complementary', { name: 'Order summary' });
  await expect(term(summary, 'Total')).toHaveText('$16.78');
  for (const [label, value] of Object.entries(BUYER)) await page.getByLabel(label).fill(value);
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await page.getByRole('button', { name: 'Pay with PayPal (test)' }).click();
  await page.waitForURL(/\/__paypal\/checkoutnow\?token=/);
  await expect(page.getByText('16.78 USD')).toBeVisible();
  await page.getByRole('button', { name: 'Approve payment' }).click();
  await page.waitForURL(/\/orders\/\d+\?token=/);

  // Back to the admin: one use; deactivated, the drawer refuses the code.
  await useAdminSession(page);
  await openDiscounts(page);
  await expect(term(codeCard(page, code), 'Usage')).toHaveText('1 / 5');
  await codeCard(page, code).getByRole('button', { name: 'Deactivate' }).click();
  await expect(codeCard(page, code).getByText('Inactive', { exact: true })).toBeVisible();

  // Delete keeps a used code (deactivated), after the confirmation.
  await codeCard(page, code).getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('alertdialog', { name: `Delete discount code ${code}?` });
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Delete Code' }).click();
  await expect(
    toast(page).filter({ hasText: `${code} has been used, so it was deactivated instead of deleted.` }),
  ).toBeVisible();
  await expect(codeCard(page, code)).toBeVisible();

  await page.context().clearCookies();
  await gotoHydrated(page, `/product/${LIGHTHOUSE.id}`);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await page.getByRole('button', { name: /^Cart, / }).click();
  await drawer.getByRole('textbox', { name: 'Discount code' }).fill(code);
  await drawer.getByRole('button', { name: 'Apply' }).click();
  await expect(toast(page).filter({ hasText: 'This discount code is not valid' })).toBeVisible();
});

test('a code never used is erased by Delete', async ({ page }) => {
  const code = `GONE${randomBytes(3).toString('hex').toUpperCase()}`;
  await useAdminSession(page);
  await openDiscounts(page);
  const form = page.getByRole('form', { name: 'Create Code' });
  await form.getByLabel('Code').fill(code);
  await form.getByLabel('Discount type').selectOption('fixed');
  await form.getByLabel('Amount off (USD)').fill('7.5');
  await form.getByLabel('Minimum order (USD)').fill('30');
  await form.getByRole('button', { name: 'Create Code' }).click();
  const card = codeCard(page, code);
  await expect(term(card, 'Discount')).toHaveText('$7.50');
  await expect(term(card, 'Minimum order')).toHaveText('$30.00');
  await expect(term(card, 'Usage')).toHaveText('0 uses');

  await card.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete Code' }).click();
  await expect(toast(page).filter({ hasText: `${code} has been deleted.` })).toBeVisible();
  await expect(card).toHaveCount(0);
});

test('a first-order-only code: made with the checkbox, listed as such, refused at payment to a returning buyer', async ({
  page,
  allowFailedRequest,
}) => {
  const code = `HELLO${randomBytes(3).toString('hex').toUpperCase()}`;
  const email = `returning-${randomBytes(4).toString('hex')}@example.com`;
  await useAdminSession(page);
  await openDiscounts(page);
  const form = page.getByRole('form', { name: 'Create Code' });
  await form.getByLabel('Code').fill(code);
  await form.getByLabel('Percent off').fill('15');
  await form.getByLabel('First order only').check();
  await form.getByRole('button', { name: 'Create Code' }).click();
  await expect(term(codeCard(page, code), 'Who')).toHaveText('First order only');
  await expect(term(codeCard(page, code), 'Discount')).toHaveText('15%');
  await expect(form.getByLabel('First order only')).not.toBeChecked();
  await expect(term(codeCard(page, 'USA'), 'Who')).toHaveText('Anyone');

  // The buyer has ordered before with this address (no code).
  await page.context().clearCookies();
  const sessionId = newCartSessionId();
  await page.request.post('/api/cart', {
    headers: { 'X-Session-Id': sessionId },
    data: { productId: LIGHTHOUSE.id, quantity: 1 },
  });
  const first = await page.request.post('/api/paypal/order', {
    headers: { 'X-Session-Id': sessionId },
    data: { customer: { name: 'Ada Fairway', email, ...ADDRESS } },
  });
  expect(first.ok(), await first.text()).toBe(true);
  await approveAndCapture(page, await first.json());

  // Now with the code: the drawer cannot know the buyer, the payment refuses it.
  allowFailedRequest('/api/paypal/order', 409);
  await gotoHydrated(page, `/product/${LIGHTHOUSE.id}`);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await page.getByRole('button', { name: /^Cart, / }).click();
  const drawer = page.getByRole('dialog', { name: 'Your Cart' });
  await drawer.getByRole('textbox', { name: 'Discount code' }).fill(code);
  await drawer.getByRole('button', { name: 'Apply' }).click();
  await expect(term(drawer, `Discount (${code})`)).toHaveText('-$1.80');
  await drawer.getByRole('link', { name: 'Checkout' }).click();
  await page.waitForURL(`/checkout?discount=${code}`);
  for (const [label, value] of Object.entries({ ...BUYER, Email: email })) await page.getByLabel(label).fill(value);
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await page.getByRole('button', { name: 'Pay with PayPal (test)' }).click();
  await expect(page.getByText('This code is only for a first order')).toBeVisible();
});
