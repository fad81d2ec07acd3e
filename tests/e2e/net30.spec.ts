import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { type Page } from '@playwright/test';
import { orderNumber } from '../../core/order-numbers';
import { pdfText } from '../helpers/pdf-text';
import { useAdminSession } from './admin-session';
import { expectAccessible } from './axe';
import { useCustomerSession } from './customer-session';
import { newestLink } from './mail';
import { expect, gotoHydrated, test } from './support';
import { newCartSessionId } from './cart-session';

/**
 * NET 30: a signed-in business customer orders at checkout against an invoice, the order waits as
 * "Awaiting invoice", the owner issues the invoice from the order history, and the customer's order shows it with
 * its pay link. A signed-out visitor is told NET 30 needs an account.
 *
 * Every test fails on a console error or an uncaught exception.
 */

const HARBOUR_TOWN = 1;

/** A cart session of the page's own (the id the app keeps in localStorage), filled through the API. */
async function seedCart(page: Page, lines: { productId: number; quantity: number }[]): Promise<void> {
  const sessionId = newCartSessionId();
  await page.addInitScript((id) => window.localStorage.setItem('sessionId', id), sessionId);
  for (const line of lines) {
    const response = await page.request.post('/api/cart', { headers: { 'X-Session-Id': sessionId }, data: line });
    expect(response.ok(), await response.text()).toBe(true);
  }
}

async function toPaymentStep(page: Page, email: string): Promise<void> {
  await gotoHydrated(page, '/checkout');
  const details = {
    'Full name': 'Casey Caddie',
    Email: email,
    Address: '1 Clubhouse Drive',
    City: 'Newport Beach',
    State: 'CA',
    'ZIP code': '92660',
  };
  for (const [label, value] of Object.entries(details)) await page.getByLabel(label).fill(value);
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(page.getByRole('button', { name: 'Pay with PayPal (test)' })).toBeVisible();
}

function toast(page: Page) {
  return page.getByRole('region', { name: /notifications/i }).getByRole('listitem');
}

test.describe('NET 30 at checkout', () => {
  test('a signed-out visitor is told NET 30 needs an account, with a sign-in that comes back to checkout', async ({
    page,
  }) => {
    await seedCart(page, [{ productId: HARBOUR_TOWN, quantity: 1 }]);
    await toPaymentStep(page, `visitor_${randomBytes(4).toString('hex')}@example.com`);
    const net30 = page.getByRole('region', { name: 'Pay by invoice (NET 30)' });
    await expect(net30).toContainText('NET 30 terms need an account.');
    await expect(net30.getByRole('button', { name: 'Pay by invoice (NET 30)' })).toHaveCount(0);
    await expect(net30.getByRole('link', { name: 'Sign in to pay by invoice' })).toHaveAttribute(
      'href',
      '/login?next=%2Fcheckout',
    );
    await expectAccessible(page);
  });

  test('a customer orders on invoice, the owner issues it, and the order shows the invoice and its pay link', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const customer = await useCustomerSession(page);
    await seedCart(page, [{ productId: HARBOUR_TOWN, quantity: 2 }]);
    await toPaymentStep(page, customer.email);

    const net30 = page.getByRole('region', { name: 'Pay by invoice (NET 30)' });
    await net30.getByRole('button', { name: 'Pay by invoice (NET 30)' }).click();
    await net30.getByRole('button', { name: 'Place order on NET 30 terms' }).click();
    await expect(net30.getByLabel('Company name')).toHaveAttribute('aria-invalid', 'true');
    await expect(net30.getByText('Please enter your company name.')).toBeVisible();
    await net30.getByLabel('Company name').fill('Pebble Creek Golf Club');
    await net30.getByLabel('PO number or reference').fill('PO-4471');
    await expectAccessible(page);
    await net30.getByRole('button', { name: 'Place order on NET 30 terms' }).click();

    await expect(page).toHaveURL(/\/track-order\?id=\d+&type=regular/);
    const id = Number(new URL(page.url()).searchParams.get('id'));
    const number = orderNumber('catalogue', id);
    await expect(toast(page).filter({ hasText: `Order ${number} placed` })).toBeVisible();
    const card = page.getByRole('article', { name: `Order ${number}`, exact: true });
    await expect(card.getByTestId('order-invoice')).toContainText('Awaiting invoice');
    await expect(card.getByTestId('order-invoice')).toContainText('payable within 30 days');

    // The owner approves the order (no credit limit is set) from the order history: its invoice is issued.
    const adminContext = await browser.newContext({ baseURL });
    const admin = await adminContext.newPage();
    await useAdminSession(admin);
    await gotoHydrated(admin, '/admin/orders');
    const row = admin.getByRole('article', { name: `Order ${number}`, exact: true });
    await expect(row.getByText('Awaiting invoice').first()).toBeVisible();
    await row.getByRole('button', { name: 'Approve and invoice' }).click();
    const dialog = admin.getByRole('alertdialog', { name: `Approve order ${number} on NET 30 terms` });
    await expect(dialog).toContainText('Pebble Creek Golf Club');
    await expect(dialog.getByRole('row', { name: /Harbour Town/ })).toContainText('2');
    await expect(dialog.getByRole('row', { name: /Shipping/ })).toBeVisible();
    await expectAccessible(admin);
    await dialog.getByRole('button', { name: 'Approve and issue invoice' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(row.getByText(/Invoice INV-\d{6} sent, due/)).toBeVisible();
    await expect(row.getByRole('button', { name: 'Approve and invoice' })).toHaveCount(0);
    const invoiceNumber = /INV-\d{6}/.exec((await row.getByText(/Invoice INV-\d{6} sent/).textContent()) ?? '')![0];
    await adminContext.close();

    // The customer's order now shows the invoice, due in 30 days, with the pay link the e-mail carries.
    await page.reload();
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    const notice = page.getByRole('article', { name: `Order ${number}`, exact: true }).getByTestId('order-invoice');
    await expect(notice).toContainText(`Invoice ${invoiceNumber} sent — due`);
    const payLink = notice.getByRole('link', { name: `Pay invoice ${invoiceNumber}` });
    await expect(payLink).toHaveAttribute('href', await newestLink(customer.email, `/pay-invoice/${invoiceNumber}`));
    // And the invoice itself, as a PDF for the signed-in buyer.
    const pdfLink = notice.getByRole('link', { name: `Download invoice ${invoiceNumber} (PDF)` });
    const [download] = await Promise.all([page.waitForEvent('download'), pdfLink.click()]);
    expect(download.suggestedFilename()).toBe(`invoice-${invoiceNumber}.pdf`);
    expect(await pdfText(await readFile((await download.path())!))).toContain(`Invoice ${invoiceNumber}`);
    await expectAccessible(page);
    await payLink.click();
    await expect(page).toHaveURL(new RegExp(`/pay-invoice/${invoiceNumber}\\?`));
  });
});
