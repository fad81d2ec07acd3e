import { randomBytes } from 'node:crypto';
import { orderNumber } from '../../core/order-numbers';
import { type Page } from '@playwright/test';
import { openAdminBrowser, openAdminSection } from './admin-session';
import { expectAccessible } from './axe';
import { paidCartOrder } from './paid-orders';
import { expect, gotoHydrated, test } from './support';

/**
 * The dashboard above the /admin sections: a buyer pays a catalogue order and this week's catalogue revenue
 * grows by its total (compared before and after: the e2e database is shared by every spec); the order's e-mail is in
 * the admin's mailbox, and the message opens. Every page passes axe and logs no console error.
 */

/** "$1,234.56" -> 123456. */
function cents(text: string): number {
  return Math.round(Number(text.replace(/[$,]/g, '')) * 100);
}

/** This week's catalogue revenue as the chart's table states it (the last row is the current week). */
async function catalogueThisWeek(page: Page): Promise<number> {
  const table = page.getByRole('table', { name: 'Revenue by week' });
  const cell = table.locator('tbody tr').last().locator('td[data-series="catalogue"]');
  await expect(cell).toHaveText(/^\$[\d,]+\.\d{2}$/);
  return cents((await cell.textContent()) ?? '');
}

test('the dashboard counts a new catalogue order in this week, and the mailbox shows its e-mail', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const { admin, problems: adminProblems, close: closeAdmin } = await openAdminBrowser(browser, baseURL);

  await gotoHydrated(admin, '/admin');
  const overview = admin.getByRole('region', { name: 'Overview' });
  await expect(overview.getByRole('heading', { level: 3, name: 'Revenue by week' })).toBeVisible();
  await expect(overview.getByRole('img', { name: /^Revenue by week for the last 12 weeks/ })).toBeVisible();
  // The stand-in takes the payments here: the dashboard counts them and says so.
  await expect(overview.getByText('Test mode: payments through the PayPal stand-in, no real money')).toBeVisible();
  const before = await catalogueThisWeek(admin);
  await expectAccessible(admin);

  // A guest buyer: an address of its own finds the order's e-mail in the mailbox.
  const account = { email: `dash_${randomBytes(4).toString('hex')}@example.com` };
  const orderId = await paidCartOrder(page, { name: 'Dashboard Buyer', email: account.email });
  const found = await admin.request.get(`/api/admin/orders?kind=regular&q=${orderId}`);
  expect(found.ok(), await found.text()).toBe(true);
  const { orders } = (await found.json()) as { orders: { order: { id: number; totalAmount: number } }[] };
  const total = Math.round(orders.find((entry) => entry.order.id === orderId)!.order.totalAmount * 100);
  expect(total).toBeGreaterThan(0);

  await overview.getByRole('button', { name: 'Refresh' }).click();
  await expect.poll(() => catalogueThisWeek(admin)).toBe(before + total);

  // The mailbox: the order's confirmation to the buyer, found by the address, opened.
  await openAdminSection(admin, 'Mailbox');
  await admin.getByLabel('Recipient or subject').fill(account.email);
  await admin.getByRole('button', { name: 'Search' }).click();
  const row = admin.getByRole('row').filter({ hasText: `Order ${orderNumber('catalogue', orderId)} confirmed` });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('cell', { name: account.email, exact: true })).toBeVisible();
  await expectAccessible(admin);

  await row.getByRole('button', { name: /^View/ }).click();
  const dialog = admin.getByRole('dialog');
  await expect(
    dialog.getByRole('heading', {
      name: `[Test] Order ${orderNumber('catalogue', orderId)} confirmed: thank you for your order`,
    }),
  ).toBeVisible();
  await expect(dialog.getByText(`To ${account.email}`)).toBeVisible();
  await expect(dialog.locator('iframe[sandbox=""]')).toHaveAttribute('title', /^HTML version of/);
  await expect(dialog.locator('pre')).toContainText(orderNumber('catalogue', orderId));
  await expectAccessible(admin);
  await admin.keyboard.press('Escape');

  // The audit log's filters: a day with no change yet says so.
  await openAdminSection(admin, 'Audit Log');
  const filters = admin.getByRole('search', { name: 'Audit log' });
  await expect(filters.getByLabel('Admin')).toBeVisible();
  await filters.getByLabel('From').fill('2099-01-01');
  await filters.getByRole('button', { name: 'Apply' }).click();
  await expect(admin.getByText('No changes match these filters')).toBeVisible();
  await expectAccessible(admin);
  expect(adminProblems, 'console errors on the admin page').toEqual([]);
  await closeAdmin();
});
