import { randomBytes } from 'node:crypto';
import { type Browser, type Page } from '@playwright/test';
import { orderNumber } from '../../core/order-numbers';
import { expectAccessible } from './axe';
import { signInAsAdmin } from './admin-session';
import { mailsTo } from './mail';
import { paidCartOrder, paidDeposit } from './paid-orders';
import { expect, gotoHydrated, test, watchConsole } from './support';

/**
 * Refunds and cancellations from the admin: part of a paid catalogue order refunded in its detail dialog (the money
 * view, PayPal's ledger and the customer's e-mail show it), and a custom order cancelled with its deposit refunded.
 */

function toast(page: Page) {
  return page.getByRole('region', { name: /notifications/i }).getByRole('listitem');
}

function newCustomer() {
  const suffix = randomBytes(4).toString('hex');
  return { name: 'Refund Golfer', email: `refund_${suffix}@example.com` };
}

async function adminPage(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL });
  const admin = await context.newPage();
  const problems = watchConsole(admin);
  await signInAsAdmin(admin);
  return { admin, problems };
}

/** What PayPal (the stand-in) has refunded, as its test-only ledger shows it. */
async function ledgerRefunds(page: Page): Promise<string[]> {
  const ledger = await page.request.get('/__paypal/__test/ledger');
  expect(ledger.ok()).toBe(true);
  return ((await ledger.json()) as { refunds: Array<{ amount: { value: string } }> }).refunds.map(
    (refund) => refund.amount.value,
  );
}

/** Waits (the outbox worker sends every few seconds) for the e-mail to `email` whose subject matches. */
async function mailWith(email: string, subject: RegExp) {
  let found: { subject: string; text: string } | undefined;
  await expect
    .poll(async () => (found = (await mailsTo(email)).find((mail) => subject.test(mail.subject))) !== undefined, {
      timeout: 20_000,
    })
    .toBe(true);
  return found!;
}

test.describe('refunds and cancellations from the admin', () => {
  test('the admin refunds part of a paid order: money view, PayPal ledger and the e-mail show it', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const customer = newCustomer();
    const orderId = await paidCartOrder(page, customer);
    const number = orderNumber('catalogue', orderId);
    const { admin, problems } = await adminPage(browser, baseURL);

    await gotoHydrated(admin, '/admin/orders');
    await admin.getByLabel('Search orders').fill(customer.email);
    await expect(admin.getByText('Showing 1 of 1')).toBeVisible();
    const card = admin.getByRole('article', { name: `Order ${number}`, exact: true });
    await card.getByRole('button', { name: `Order ${number}`, exact: true }).click();
    const dialog = admin.getByRole('dialog', { name: new RegExp(`Order ${number}`) });
    const payments = dialog
      .locator('section')
      .filter({ has: admin.getByRole('heading', { name: 'Payments', exact: true }) });
    await expect(payments.getByText(/^Order payment · paid /)).toBeVisible();

    await payments.getByRole('button', { name: 'Refund the order payment' }).click();
    const refund = admin.getByRole('dialog', { name: 'Refund the order payment' });
    const amount = refund.getByLabel('Amount to refund ($)');
    const paid = await amount.inputValue();
    expect(paid).toMatch(/^\d+\.\d\d$/);
    await expectAccessible(admin);
    // The reason is required; more than was paid is refused in the dialog.
    await amount.fill('9999');
    await refund.getByRole('button', { name: 'Review refund' }).click();
    await expect(refund.getByText(`The most that can be refunded is $${paid}`)).toBeVisible();
    await expect(refund.getByText('Please say why you are refunding (the customer reads it)')).toBeVisible();
    await amount.fill('5.00');
    await refund.getByLabel('Reason').fill('One pin arrived scratched');
    await refund.getByRole('button', { name: 'Review refund' }).click();
    const confirm = admin.getByRole('dialog', { name: `Refund $5.00 to ${customer.email}?` });
    await confirm.getByRole('button', { name: 'Refund $5.00' }).click();
    await expect(toast(admin).filter({ hasText: 'Refund Made' })).toContainText(
      `$5.00 is on its way back to ${customer.email}.`,
    );

    // The money view: paid, refunded $5.00, net; the refund with its reason.
    const net = (Number(paid) - 5).toFixed(2);
    await expect(payments.getByText('One pin arrived scratched')).toBeVisible();
    await expect(payments.getByText('$5.00', { exact: true }).first()).toBeVisible();
    await expect(payments.getByText(`$${net}`, { exact: true }).first()).toBeVisible();
    // The history says it in words (its raw record, one click away, says it again).
    await expect(dialog.getByText(/Refunded \$5\.00 of the order payment of/).first()).toBeVisible();

    expect(await ledgerRefunds(page)).toContain('5.00');
    const mail = await mailWith(customer.email, /^Refund of \$5\.00 for your order /);
    expect(mail.text).toContain('One pin arrived scratched');
    expect(problems).toEqual([]);
  });

  test('a custom order is cancelled with its deposit refunded', async ({ page, browser, baseURL }) => {
    test.setTimeout(120_000);
    const customer = newCustomer();
    const { customOrderId } = await paidDeposit(page, customer);
    const number = orderNumber('custom', customOrderId);
    const { admin, problems } = await adminPage(browser, baseURL);

    await gotoHydrated(admin, '/admin/orders');
    await admin.getByLabel('Search orders').fill(customer.email);
    const card = admin.getByRole('article', { name: `Order ${number}`, exact: true });
    await card.getByLabel(`Status of order ${number}`).selectOption('cancelled');
    const cancel = admin.getByRole('alertdialog', { name: `Cancel custom order ${number}?` });
    await expect(cancel.getByText('$53.50 goes back to the customer through PayPal.')).toBeVisible();
    await expect(cancel.getByLabel('Refund the deposit')).toBeChecked();
    await expectAccessible(admin);
    await cancel.getByRole('button', { name: 'Cancel order' }).click();
    await expect(cancel.getByText('Please say why the order is cancelled (the customer reads it)')).toBeVisible();
    await cancel.getByLabel('Reason').fill('The tournament was called off');
    await cancel.getByRole('button', { name: 'Cancel order' }).click();
    await expect(toast(admin).filter({ hasText: 'Order Cancelled' })).toContainText(
      `${number} is cancelled and $53.50 refunded`,
    );
    await expect(card.locator('header').getByText('Cancelled', { exact: true })).toBeVisible();

    expect(await ledgerRefunds(page)).toContain('53.50');
    const mail = await mailWith(customer.email, new RegExp(`^Your custom order ${number} has been cancelled$`));
    expect(mail.text).toContain('Why: The tournament was called off');
    expect(mail.text).toContain('We have refunded $53.50 of your deposit');
    expect(problems).toEqual([]);
  });
});
