import { randomBytes } from 'node:crypto';
import { type Page } from '@playwright/test';
import { orderNumber } from '../../core/order-numbers';
import { adminRequestContext, openAdminBrowser } from './admin-session';
import { expectAccessible } from './axe';
import { useCustomerSession } from './customer-session';
import { newestLink } from './mail';
import { approveAndCapture, paidDeposit } from './paid-orders';
import { expect, gotoHydrated, test } from './support';

/**
 * Shipping to the door: the admin ships a custom order paid in full through the ship dialog (carrier, number, the
 * link derived from them, one question before the customer is e-mailed), the customer's e-mail carries the tracking
 * link, the admin marks it delivered after a small question, and the customer's order page shows Delivered (the
 * timeline's last step) with the link. The packing slip opens from the order's dialog, for the admin only.
 */

const UPS = '1Z999AA10123456784';
const UPS_URL = `https://www.ups.com/track?tracknum=${UPS}`;
const SHIP_TO = {
  name: 'Club Captain',
  company: 'Pebble Creek Golf Club',
  address: '1 Clubhouse Drive',
  city: 'Newport Beach',
  state: 'CA',
  zipCode: '92660',
  country: 'US',
};

function toast(page: Page) {
  return page.getByRole('region', { name: /notifications/i }).getByRole('listitem');
}

test('the admin ships a paid custom order with confirmation, marks it delivered; the customer follows it', async ({
  page,
  browser,
  baseURL,
  allowFailedRequest,
}) => {
  test.setTimeout(120_000);
  const email = `captain_${randomBytes(4).toString('hex')}@example.com`;
  const { customOrderId: id, statusPath } = await paidDeposit(page, { name: 'Club Captain', email });
  const number = orderNumber('custom', id);

  // Paid in full and in production, with the address to ship to (the admin's API, the customer's balance payment).
  const api = await adminRequestContext(baseURL!);
  expect((await api.patch(`/api/custom-orders/${id}/status`, { data: { status: 'approved' } })).ok()).toBe(true);
  const link = await api.post(`/api/custom-orders/${id}/generate-balance-link`);
  expect(link.ok(), await link.text()).toBe(true);
  const balanceToken = new URL(((await link.json()) as { balancePaymentUrl: string }).balancePaymentUrl).pathname
    .split('/')
    .at(-1);
  const created = await page.request.post('/api/paypal/order', { data: { purpose: 'balance', balanceToken } });
  expect(created.status(), await created.text()).toBe(201);
  await approveAndCapture(page, (await created.json()) as { id: string; approveUrl: string });
  expect((await api.patch(`/api/custom-orders/${id}/status`, { data: { status: 'in_production' } })).ok()).toBe(true);
  const address = await api.patch(`/api/admin/orders/custom/${id}`, { data: { shipTo: SHIP_TO } });
  expect(address.ok(), await address.text()).toBe(true);
  await api.dispose();

  const { admin, problems, close } = await openAdminBrowser(browser, baseURL);
  await gotoHydrated(admin, '/admin/orders');
  await admin.getByLabel('Search orders').fill(email);
  await expect(admin.getByText('Showing 1 of 1')).toBeVisible();
  const card = admin.getByRole('article', { name: `Order ${number}`, exact: true });
  const badge = (name: string) => card.locator('header').getByText(name, { exact: true });
  await expect(badge('In Production')).toBeVisible();

  // "Shipped" in the selector opens the ship dialog: nothing is saved before the question is answered.
  await card.getByLabel(`Status of order ${number}`).selectOption('shipped');
  const dialog = admin.getByRole('dialog', { name: `Ship order ${number}` });
  await expect(dialog.getByText('Pebble Creek Golf Club')).toBeVisible();
  await dialog.getByRole('button', { name: 'Ship order' }).click();
  await expect(dialog.getByText('Tracking number is required.')).toBeVisible();
  await dialog.getByLabel('Carrier').selectOption('ups');
  await dialog.getByLabel('Tracking number').fill('1z 999 aa1 01-2345-6784');
  await expect(dialog.getByLabel('Tracking URL')).toHaveValue(UPS_URL);
  await expectAccessible(admin);
  await dialog.getByRole('button', { name: 'Ship order' }).click();
  await expect(dialog).toContainText(`E-mail Club Captain that order ${number} shipped with UPS ${UPS}?`);
  await dialog.getByRole('button', { name: 'Ship and e-mail' }).click();
  await expect(toast(admin).filter({ hasText: 'Order Shipped' })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(badge('Shipped')).toBeVisible();

  // The customer's e-mail carries the carrier's tracking link.
  expect(await newestLink(email, '/track')).toBe(`/track?tracknum=${UPS}`);

  // Delivered, after a small question.
  await card.getByLabel(`Status of order ${number}`).selectOption('delivered');
  const confirm = admin.getByRole('alertdialog', { name: `Mark order ${number} delivered` });
  await expect(confirm).toContainText(`E-mail Club Captain that order ${number} was delivered?`);
  await confirm.getByRole('button', { name: 'Mark delivered' }).click();
  await expect(badge('Delivered')).toBeVisible();

  // The order's dialog: its shipping, and the packing slip in a tab of its own.
  await card.getByRole('button', { name: `Order ${number}`, exact: true }).click();
  const details = admin.getByRole('dialog', { name: new RegExp(`Custom order ${number}`) });
  await expect(details.getByText(UPS, { exact: true })).toBeVisible();
  await expect(details.getByText(`Shipped with UPS ${UPS}. E-mailed to ${email}`, { exact: true })).toBeVisible();
  const [slip] = await Promise.all([
    admin.context().waitForEvent('page'),
    details.getByRole('link', { name: /Packing slip/ }).click(),
  ]);
  await expect(slip.getByRole('heading', { level: 1, name: 'Packing slip' })).toBeVisible();
  await expect(slip.getByText(`Order ${number}`, { exact: true })).toBeVisible();
  await expect(slip.getByText('1 Clubhouse Drive')).toBeVisible();
  await expect(slip.getByText('Custom soft enamel pins')).toBeVisible();
  await expect(slip.getByRole('button', { name: 'Print' })).toBeVisible();
  await expect(slip.getByText('$535.00')).toHaveCount(0);
  await expectAccessible(slip);
  expect(problems, 'admin console errors').toEqual([]);
  await close();

  // The customer's order page: Delivered, the timeline's last step, and the tracking link.
  await gotoHydrated(page, statusPath);
  const order = page.getByRole('article', { name: `Order ${number}` });
  await expect(
    order.getByRole('list', { name: `Progress of order ${number}` }).locator('[aria-current="step"]'),
  ).toContainText('Delivered');
  await expect(order.getByText(UPS, { exact: true })).toBeVisible();
  await expect(order.getByRole('link', { name: /Track package/ })).toHaveAttribute('href', UPS_URL);

  // A customer cannot open the slip.
  await useCustomerSession(page);
  const slipPath = `/admin/orders/custom/${id}/packing-slip`;
  allowFailedRequest(slipPath, 403);
  await gotoHydrated(page, slipPath);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin access required' })).toBeVisible();
  await expect(page.getByText('1 Clubhouse Drive')).toHaveCount(0);
});
