import { randomBytes } from 'node:crypto';
import { orderNumber } from '../../core/order-numbers';
import { type Page } from '@playwright/test';
import { openAdminSection, signInAsAdmin } from './admin-session';
import { useCustomerSession } from './customer-session';
import { LIGHTHOUSE, paidCartOrder, paidDeposit } from './paid-orders';
import { expect, gotoHydrated, test, watchConsole, watchRouteDiscovery } from './support';
import { expectAccessible } from './axe';
import { registerByLink } from './registration';

/**
 * The admin's order sections: /admin refuses visitors and customers; the admin, signed in with TOTP,
 * moves a custom order to approved and generates its balance link, which the customer pays; the admin ships a
 * catalog order in the hidden section (the ship dialog) and the customer sees it on /track-order.
 *
 * Every test fails on a console error or an uncaught exception, except the failed requests it expects.
 */

function toast(page: Page) {
  return page.getByRole('region', { name: /notifications/i }).getByRole('listitem');
}

/** Registers and follows the e-mailed link in the page: its browser context keeps the session cookie. */
async function signUp(page: Page) {
  const suffix = randomBytes(4).toString('hex');
  const account = { username: `golfer_${suffix}`, email: `golfer_${suffix}@example.com`, password: 'eagle-on-18!' };
  await registerByLink(page, account);
  return account;
}

test.describe('admin access', () => {
  test('a visitor is sent to sign in and back; a customer is told admin access is required', async ({
    page,
    allowFailedRequest,
  }) => {
    const discovery = watchRouteDiscovery(page);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/login\?next=%2Fadmin$|\/login\?next=\/admin$/);
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await discovery.settled();

    await useCustomerSession(page);
    allowFailedRequest('/admin', 403);
    await gotoHydrated(page, '/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin access required' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Generate Payment Link' })).toHaveCount(0);
    await expectAccessible(page);
  });
});

test.describe('admin orders', () => {
  test('the admin approves a custom order and sends its balance link, which the customer pays; then tracking', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const account = await signUp(page);
    const customer = { name: 'Club Captain', email: account.email };
    const { customOrderId } = await paidDeposit(page, customer);
    const regularOrderId = await paidCartOrder(page, customer);

    const adminContext = await browser.newContext({ baseURL });
    await adminContext.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    const admin = await adminContext.newPage();
    const adminProblems = watchConsole(admin);
    await signInAsAdmin(admin);

    await gotoHydrated(admin, '/admin');
    await expect(admin).toHaveTitle(/^Admin \|/);
    await expect(admin.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await openAdminSection(admin, 'Order History');
    await expect(admin).toHaveURL(/\/admin\/orders$/);
    await expect(admin.getByText(/^Showing \d+ of \d+$/)).toBeVisible();
    await expectAccessible(admin);

    // Each section has its own address (Back returns).
    await openAdminSection(admin, 'Marketing Emails');
    await expect(admin).toHaveURL(/\/admin\/campaigns$/);
    await admin.goBack();
    await expect(admin.getByRole('heading', { level: 2, name: 'Order History' })).toBeVisible();
    await expect(admin).toHaveURL(/\/admin\/orders$/);

    // Search by the customer's e-mail: their two orders, the custom one with its cards' details.
    await admin.getByLabel('Search orders').fill(account.email);
    const card = admin
      .getByRole('article', { name: `Order ${orderNumber('custom', customOrderId)}`, exact: true })
      .filter({ hasText: 'Custom order' });
    await expect(admin.getByText('Showing 2 of 2')).toBeVisible();
    await expect(card.getByText('100 pins')).toBeVisible();
    await expect(card.getByText('1 inch', { exact: true })).toBeVisible();
    await expect(card.getByText('$481.50')).toBeVisible();
    // The badge sits in the card's header (the status dropdown's options carry the same words).
    const badge = (name: string) => card.locator('header').getByText(name, { exact: true });
    await expect(badge('Deposit Paid')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Generate Payment Link' })).toHaveCount(0);

    // Pending, then approved: each a toast, the badge follows and the link button appears.
    const status = card.getByLabel(`Status of order ${orderNumber('custom', customOrderId)}`);
    await status.selectOption('pending');
    await expect(toast(admin).filter({ hasText: 'Status Updated' })).toContainText(
      'Order status has been updated successfully.',
    );
    await expect(badge('Pending')).toBeVisible();
    await status.selectOption('approved');
    await expect(badge('Approved')).toBeVisible();

    // The detail dialog: the order's details and its history of status changes.
    await card.getByRole('button', { name: `Order ${orderNumber('custom', customOrderId)}`, exact: true }).click();
    const dialog = admin.getByRole('dialog', {
      name: new RegExp(`Custom order ${orderNumber('custom', customOrderId)}`),
    });
    await expect(dialog.getByText('Individual Bags')).toBeVisible();
    await expect(dialog.getByText('Status: Pending → Approved', { exact: true })).toBeVisible();
    await expectAccessible(admin);
    await dialog.getByRole('button', { name: 'Close the order' }).click();

    await card.getByRole('button', { name: 'Generate Payment Link' }).click();
    await expect(toast(admin).filter({ hasText: 'Payment Link Generated' })).toContainText(
      'Balance payment link copied to clipboard!',
    );
    const link = await admin.evaluate(() => navigator.clipboard.readText());
    const balancePath = new URL(link).pathname;
    expect(balancePath).toMatch(/^\/balance-payment\/[A-Za-z0-9_-]+$/);

    // The customer pays the balance through the stand-in.
    await gotoHydrated(page, balancePath);
    await page.getByRole('button', { name: 'Pay $481.50 with PayPal' }).click();
    await page.waitForURL(/\/__paypal\/checkoutnow\?token=/);
    await page.getByRole('button', { name: 'Approve payment' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Payment Complete!' })).toBeVisible();

    // The paid custom order is deleted (archived by the server) after the spec's confirmation, and leaves the list.
    await gotoHydrated(admin, '/admin/orders');
    await admin.getByLabel('Search orders').fill(account.email);
    await expect(admin.getByText('Showing 2 of 2')).toBeVisible();
    await card.getByRole('button', { name: 'Delete Order' }).click();
    const confirm = admin.getByRole('alertdialog', { name: `Delete order ${orderNumber('custom', customOrderId)}` });
    await expect(confirm).toContainText(
      `Are you sure you want to delete order ${orderNumber('custom', customOrderId)}?`,
    );
    await confirm.getByRole('button', { name: 'Delete Order' }).click();
    await expect(toast(admin).filter({ hasText: 'Order Deleted' })).toContainText(
      'Custom order has been deleted successfully.',
    );
    await expect(admin.getByText('Showing 1 of 1')).toBeVisible();

    // The hidden section (not in the menu): the admin adds tracking to the catalog order.
    await gotoHydrated(admin, '/admin/regular-orders');
    await expect(admin.getByRole('heading', { level: 2, name: 'Regular Orders' })).toBeVisible();
    await admin.getByLabel('Search orders').fill(String(regularOrderId));
    await expect(admin.getByText('Showing 1 of 1')).toBeVisible();
    const row = admin.getByRole('article', { name: `Order ${orderNumber('catalogue', regularOrderId)}`, exact: true });
    await expect(row.getByText(`Harbour Town Lighthouse Pin × ${LIGHTHOUSE.quantity}`)).toBeVisible();
    await row.getByRole('button', { name: 'Ship order' }).click();
    const ship = admin.getByRole('dialog', { name: `Ship order ${orderNumber('catalogue', regularOrderId)}` });
    await ship.getByRole('button', { name: 'Ship order' }).click();
    await expect(ship.getByText('Tracking number is required.')).toBeVisible();
    await ship.getByLabel('Carrier').selectOption('ups');
    await ship.getByLabel('Tracking number').fill('1Z999AA10123456784');
    await expect(ship.getByLabel('Tracking URL')).toHaveValue('https://www.ups.com/track?tracknum=1Z999AA10123456784');
    await ship.getByRole('button', { name: 'Ship order' }).click();
    await ship.getByRole('button', { name: 'Ship and e-mail' }).click();
    await expect(toast(admin).filter({ hasText: 'Order Shipped' })).toBeVisible();
    await expect(row.locator('header').getByText('Shipped', { exact: true })).toBeVisible();
    await expect(row.getByRole('link', { name: /Track Package/ })).toHaveAttribute('rel', /noopener/);
    await expect(row.getByRole('button', { name: 'Mark as Delivered' })).toBeVisible();

    // Send Email: the message is required; then it goes to the outbox with a toast. Export: CSV and JSON files.
    await row.getByRole('button', { name: 'Send Email' }).click();
    const compose = admin.getByRole('dialog', { name: 'Send Email' });
    await compose.getByLabel('Message').fill('');
    await compose.getByRole('button', { name: 'Send Email' }).click();
    await expect(compose.getByText('Message is required')).toBeVisible();
    await compose.getByLabel('Message').fill('Your pins are on their way. Enjoy the round!');
    await compose.getByRole('button', { name: 'Send Email' }).click();
    await expect(toast(admin).filter({ hasText: 'Email Sent' })).toContainText(account.email);
    await expect(compose).toBeHidden();
    const csv = row.getByRole('link', { name: `Export order ${orderNumber('catalogue', regularOrderId)} as CSV` });
    const exported = await admin.request.get((await csv.getAttribute('href'))!);
    expect(exported.ok()).toBe(true);
    expect(exported.headers()['content-type']).toContain('text/csv');
    expect(await exported.text()).toContain('Harbour Town Lighthouse Pin');
    await expectAccessible(admin);
    expect(adminProblems, 'admin console errors').toEqual([]);
    await adminContext.close();

    // The customer sees the tracking on their orders page.
    await gotoHydrated(page, '/track-order');
    await page.getByRole('button', { name: 'Catalog Orders' }).click();
    const customerCard = page.getByRole('article', {
      name: `Order ${orderNumber('catalogue', regularOrderId)}`,
      exact: true,
    });
    await expect(customerCard.getByText('1Z999AA10123456784')).toBeVisible();
    await expect(customerCard.getByRole('link', { name: /Track package/ })).toHaveAttribute(
      'href',
      'https://www.ups.com/track?tracknum=1Z999AA10123456784',
    );
  });
});
