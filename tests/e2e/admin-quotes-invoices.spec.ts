import { randomBytes } from 'node:crypto';
import { type Browser, type Page } from '@playwright/test';
import { useAdminSession } from './admin-session';
import { newestLink } from './mail';
import { fillShipTo } from './ship-to';
import { orderNumber } from '../../core/order-numbers';
import { expect, gotoHydrated, test } from './support';
import { expectAccessible } from './axe';

/**
 * The admin answers a quote request and the customer pays its deposit from the e-mailed link; the admin sends a
 * manual invoice and the customer pays it, and the admin's list shows it paid by itself (it polls every 10 s).
 * Both customers pay through the shop's PayPal stand-in (test mode). Every test fails on a console error.
 */

/** A 1x1 PNG: the server decides the type by these bytes. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** Toasts by their markup: while a modal dialog is open, Radix hides the rest of the page from the a11y tree. */
function toast(page: Page) {
  return page.locator('[role="region"][aria-label^="Notifications"] li');
}

/**
 * The customer: a browser of their own (no admin cookie), whose console errors fail the test like the admin's.
 */
async function customerPage(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    problems.push(`${message.text()} (${message.location().url})`);
  });
  return { page, problems, close: () => context.close() };
}

test.describe.configure({ timeout: 90_000 });

test.describe('admin quote requests', () => {
  test('the admin quotes a request and the customer pays the deposit from the e-mailed link', async ({
    page,
    browser,
  }) => {
    const email = `quote_${randomBytes(4).toString('hex')}@example.com`;
    const submitted = await page.request.post('/api/quote-requests', {
      multipart: {
        customerName: 'Fairway Club',
        customerEmail: email,
        companyName: 'Fairway Golf Club',
        projectDescription: 'Club championship pins with our crest, navy and gold.',
        quantity: '200',
        preferredSize: '1.5inch',
        logo: { name: 'crest.png', mimeType: 'image/png', buffer: PNG },
      },
    });
    expect(submitted.status(), await submitted.text()).toBe(201);
    const { id } = (await submitted.json()) as { id: number };

    await useAdminSession(page);
    await gotoHydrated(page, '/admin/quotes');
    await expect(page.getByRole('heading', { level: 2, name: 'Quote Requests' })).toBeVisible();
    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: `#${id}`, exact: true }) });
    await expect(row).toContainText('Fairway Club');
    await expect(row).toContainText('Fairway Golf Club');
    await expect(row).toContainText('1.5 inch');
    await expect(row).toContainText('Pending');
    await expectAccessible(page);

    await row.getByRole('button', { name: `View quote request #${id}` }).click();
    const dialog = page.getByRole('dialog', { name: new RegExp(`Quote Request #${id}`) });
    await expect(dialog).toContainText('Club championship pins with our crest');
    await expect(dialog.getByRole('img', { name: 'Logo uploaded by Fairway Club' })).toBeVisible();
    await expect(dialog.getByLabel('Size')).toHaveValue('1.5inch');
    await expectAccessible(page);

    // Refused in the browser with the server's words, nothing sent.
    await dialog.getByLabel('Quote amount (USD)').fill('0');
    await dialog.getByRole('button', { name: 'Send Quote' }).click();
    await expect(toast(page)).toContainText('Invalid Amount');
    await expect(toast(page)).toContainText('Please enter a valid quote amount.');
    await expect(dialog.getByLabel('Quote amount (USD)')).toHaveAttribute('aria-invalid', 'true');

    await dialog.getByLabel('Quote amount (USD)').fill('1250');
    await dialog.getByLabel('Plating').selectOption('gold');
    // Packaging and rush are added at the designer's prices: 200 x $0.10 and $100.
    await dialog.getByRole('checkbox', { name: /Backing Cards/ }).check();
    await expect(dialog.getByRole('checkbox', { name: /Just Pins/ })).not.toBeChecked();
    await dialog.getByRole('checkbox', { name: /Rush order/ }).check();
    await expect(dialog.getByText(/^The customer pays \$1,370\.00 /)).toContainText('deposit $137.00');
    await dialog.getByLabel('Notes to the customer').fill('Includes two rounds of proofs.');
    const patched = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === `/api/quote-requests/${id}` && response.request().method() === 'PATCH',
    );
    await dialog.getByRole('button', { name: 'Send Quote' }).click();
    const body = (await (await patched).request().postDataJSON()) as Record<string, unknown>;
    expect(body).toMatchObject({
      quotedAmount: 125_000,
      quotedSize: '1.5inch',
      quotedPlating: 'gold',
      quotedPackaging: ['backing-cards'],
      quotedRush: true,
    });
    await expect(toast(page)).toContainText('Quote Sent');
    await expect(dialog).toBeHidden();
    await expect(row).toContainText('Quoted');
    await expect(row).toContainText('$1,250.00');

    // The customer opens the e-mailed link and pays the 10% deposit of the quote with its packaging and rush.
    const customer = await customerPage(browser);
    const link = await newestLink(email, '/quote-deposit/[\\w.-]+');
    await gotoHydrated(customer.page, link);
    await expect(customer.page.getByText('Test mode: no real payment')).toBeVisible();
    await fillShipTo(customer.page.getByRole('region', { name: 'Where we ship your pins' }));
    await customer.page.getByRole('button', { name: 'Pay with PayPal (test)' }).click();
    await customer.page.waitForURL(/\/__paypal\/checkoutnow\?token=/);
    await expect(customer.page.getByText('137.00 USD')).toBeVisible();
    await customer.page.getByRole('button', { name: 'Approve payment' }).click();
    await customer.page.waitForURL(/\/orders\/\d+\?token=[\w-]{43}&fromCheckout=true$/);
    const orderId = /\/orders\/(\d+)/.exec(customer.page.url())?.[1];
    await expect(
      customer.page.getByRole('article', { name: `Order ${orderNumber('custom', Number(orderId))}` }),
    ).toBeVisible();
    expect(customer.problems).toEqual([]);
    await customer.close();

    // The request now leads to the custom order its deposit made.
    await gotoHydrated(page, '/admin/quotes');
    await expect(
      row.getByRole('link', { name: `Deposit paid: order ${orderNumber('custom', Number(orderId))}` }),
    ).toBeVisible();

    // The audit log shows the quote with what it changed.
    await gotoHydrated(page, '/admin/audit');
    await expect(page.getByRole('heading', { level: 2, name: 'Audit Log' })).toBeVisible();
    const entry = page
      .getByRole('row')
      .filter({ hasText: `quote #${id}` })
      .filter({ hasText: 'Quoted $' });
    await expect(entry.getByText('As recorded')).toBeVisible();
    await entry.getByText('As recorded').click();
    await expect(entry).toContainText('status: pending');
    await expect(entry).toContainText('e2e-admin');
    await expectAccessible(page);
  });
});

test.describe('admin manual invoices', () => {
  test('the admin sends an invoice, the customer pays it, and the list shows it paid within the poll', async ({
    page,
    browser,
  }) => {
    const email = `invoice_${randomBytes(4).toString('hex')}@example.com`;
    await useAdminSession(page);
    await gotoHydrated(page, '/admin/invoices');
    await expect(page.getByRole('heading', { level: 2, name: 'Manual Invoices' })).toBeVisible();
    await expect(page.getByLabel('Terms')).toHaveValue('Net 30');
    await expect(page.getByLabel('Notes', { exact: true })).toHaveValue(
      'Thank you for your business. Please make payment within 30 days.',
    );
    await expect(page.getByLabel('Due date')).not.toHaveValue('');
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Create & Send Invoice' }).click();
    await expect(toast(page)).toContainText('Please fill in all required fields.');

    await page.getByLabel('Customer name').fill('Lakeside Pro Shop');
    await page.getByLabel('Customer email').fill(email);
    await page.getByLabel('Company').fill('Lakeside Golf');
    await page.getByLabel('Description (line 1)').fill('Logo pins, 1 inch');
    await page.getByLabel('Qty (line 1)').fill('3');
    await page.getByLabel('Amount (USD) (line 1)').fill('0.10');
    await page.getByRole('button', { name: 'Add line' }).click();
    await page.getByLabel('Description (line 2)').fill('Set-up');
    await page.getByLabel('Amount (USD) (line 2)').fill('40.20');
    await page.getByLabel('Tax (USD)').fill('4.70');
    // Added up in cents: 3 x $0.10 + $40.20 = $40.50, plus $4.70 tax.
    await expect(page.getByTestId('invoice-subtotal')).toHaveText('$40.50');
    await expect(page.getByTestId('invoice-total')).toHaveText('$45.20');

    const created = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/send-invoice');
    await page.getByRole('button', { name: 'Create & Send Invoice' }).click();
    const response = await created;
    expect(response.status()).toBe(201);
    const { invoiceNumber } = (await response.json()) as { invoiceNumber: string };
    expect(invoiceNumber).toMatch(/^INV-\d{6}$/);
    await expect(toast(page)).toContainText(`Invoice ${invoiceNumber} has been e-mailed to ${email}.`);
    await expect(page.getByLabel('Customer name')).toHaveValue('');

    const row = page.getByRole('row', { name: `Invoice ${invoiceNumber}` });
    await expect(row).toContainText('Pending');
    await expect(row).toContainText('$45.20');
    await expect(row.getByRole('button', { name: `Delete ${invoiceNumber}` })).toBeVisible();

    const customer = await customerPage(browser);
    const link = await newestLink(email, '/pay-invoice/INV-\\d+');
    expect(link).toContain(`/pay-invoice/${invoiceNumber}?`);
    await gotoHydrated(customer.page, link);
    await customer.page.getByRole('button', { name: 'Pay $45.20 with PayPal' }).click();
    await customer.page.waitForURL(/\/__paypal\/checkoutnow\?token=/);
    await customer.page.getByRole('button', { name: 'Approve payment' }).click();
    await expect(customer.page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
    expect(customer.problems).toEqual([]);
    await customer.close();

    // No reload: the list polls every 10 s.
    await expect(row).toContainText('Paid', { timeout: 15_000 });
    await expect(row).toContainText(/Capture \S+/);
    await expect(row.getByRole('button', { name: `Delete ${invoiceNumber}` })).toHaveCount(0);
  });

  test('the admin deletes an unpaid invoice after confirming', async ({ page }) => {
    await useAdminSession(page);
    await gotoHydrated(page, '/admin/invoices');
    await page.getByLabel('Customer name').fill('Short Lived');
    await page.getByLabel('Customer email').fill('short.lived@example.com');
    await page.getByLabel('Description (line 1)').fill('Sample pins');
    await page.getByLabel('Amount (USD) (line 1)').fill('25');
    const created = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/send-invoice');
    await page.getByRole('button', { name: 'Create & Send Invoice' }).click();
    const { invoiceNumber } = (await (await created).json()) as { invoiceNumber: string };

    const row = page.getByRole('row', { name: `Invoice ${invoiceNumber}` });
    await row.getByRole('button', { name: `Delete ${invoiceNumber}` }).click();
    const confirm = page.getByRole('alertdialog', { name: `Delete invoice ${invoiceNumber}?` });
    await expect(confirm).toContainText('Its pay link will stop working.');
    await expectAccessible(page);
    await confirm.getByRole('button', { name: 'Delete Invoice' }).click();
    await expect(toast(page)).toContainText(`${invoiceNumber} has been deleted.`);
    await expect(row).toHaveCount(0);
  });
});
