import { randomBytes } from 'node:crypto';
import { type Locator, type Page } from '@playwright/test';
import { orderNumber } from '../../core/order-numbers';
import { PROOF_MESSAGES } from '../../core/schemas/proofs';
import { openAdminBrowser } from './admin-session';
import { expectAccessible } from './axe';
import { mailedLinks, newestLink } from './mail';
import { approveAndCapture, PNG } from './paid-orders';
import { CLUB_SHIP_TO } from './ship-to';
import { expect, gotoHydrated, test } from './support';

/**
 * Several designs in one order (decision 045): a guest orders 100 pins as three designs (the checkout page lists
 * them; the deposit is paid at the PayPal stand-in), the admin uploads a proof of each in the order's dialog, and the customer approves them one by one on
 * the proof page. The balance link is e-mailed once, with the third approval, not before.
 */

const DESIGNS = [
  { name: 'Hole 7', quantity: 25 },
  { name: 'Hole 12', quantity: 25 },
  { name: 'Clubhouse', quantity: 50 },
];
const BALANCE_LINK = '/balance-payment/[\\w-]{43}';

/** The 10% deposit of 100 gold 1-inch pins in three designs ($535.00, deposit $53.50), each with its artwork. */
async function paidThreeDesignDeposit(page: Page, customer: { name: string; email: string }): Promise<number> {
  const orderData = {
    quantity: 100,
    size: '1inch',
    plating: 'gold',
    packaging: 'individual-bags',
    rushOrder: false,
    rushOrderFee: 0,
    pricePerPin: 5.35,
    totalPrice: 535,
    depositAmount: 53.5,
    remainingBalance: 481.5,
    customerName: customer.name,
    customerEmail: customer.email,
    shipTo: { ...CLUB_SHIP_TO, name: customer.name, country: 'US' },
    promoCode: '',
    discountAmount: 0,
    designs: DESIGNS,
  };
  const artwork = (n: number) => ({ name: `design-${n}.png`, mimeType: 'image/png', buffer: PNG });
  const prepared = await page.request.post('/api/custom-orders/prepare', {
    multipart: { orderData: JSON.stringify(orderData), logo: artwork(1), logo2: artwork(2), logo3: artwork(3) },
  });
  expect(prepared.ok(), await prepared.text()).toBe(true);
  const { preparedOrderId } = (await prepared.json()) as { preparedOrderId: string };
  // The checkout page lists the designs it is about to take the deposit for.
  const link = Buffer.from(JSON.stringify({ preparedOrderId })).toString('base64');
  await gotoHydrated(page, `/checkout?orderData=${encodeURIComponent(link)}`);
  const designs = page.getByRole('list', { name: 'Designs' });
  await expect(designs.getByRole('listitem')).toHaveText([
    'Hole 7 · 25 pins · design-1.png',
    'Hole 12 · 25 pins · design-2.png',
    'Clubhouse · 50 pins · design-3.png',
  ]);
  const created = await page.request.post('/api/paypal/order', {
    data: { purpose: 'deposit', preparedOrderId, amount: '53.50' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const outcome = await approveAndCapture(page, (await created.json()) as { id: string; approveUrl: string });
  return outcome.customOrderId!;
}

/** The admin's order dialog (opened fresh, so it shows the newest answers). */
async function openOrder(admin: Page, email: string, orderId: number): Promise<Locator> {
  await gotoHydrated(admin, '/admin/orders');
  await admin.getByLabel('Search orders').fill(email);
  const card = admin
    .getByRole('article', { name: `Order ${orderNumber('custom', orderId)}`, exact: true })
    .filter({ hasText: 'Custom order' });
  const dialog = admin.getByRole('dialog', {
    name: new RegExp(`Custom order ${orderNumber('custom', orderId)}(?!\\d)`),
  });
  await expect(async () => {
    await card.getByRole('button', { name: `Order ${orderNumber('custom', orderId)}`, exact: true }).click();
    await expect(dialog).toBeVisible({ timeout: 2_000 });
  }).toPass();
  return dialog;
}

test('three designs: a proof of each, approved one by one; the balance link comes with the third', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const email = `designs_${randomBytes(4).toString('hex')}@example.com`;
  const id = await paidThreeDesignDeposit(page, { name: 'Member-Guest Committee', email });
  const number = orderNumber('custom', id);

  const { admin, problems, close } = await openAdminBrowser(browser, baseURL);
  const dialog = await openOrder(admin, email, id);
  await expect(dialog.getByText('0 of 3 designs approved', { exact: false })).toBeVisible();
  for (const [index, design] of DESIGNS.entries()) {
    const section = dialog.getByRole('region', { name: `Design ${index + 1}: ${design.name}` });
    await expect(section.getByRole('img', { name: `Artwork of ${design.name}` })).toBeVisible();
    await expect(section.getByText(`${design.quantity} pins`)).toBeVisible();
    const form = section.getByRole('form', { name: `Upload proof version 1 of ${design.name} of order ${number}` });
    await form
      .getByLabel('Proof file')
      .setInputFiles({ name: `proof-${index + 1}.png`, mimeType: 'image/png', buffer: PNG });
    await form.getByRole('button', { name: 'Upload Proof' }).click();
    await expect(section.getByText('Version 1 (current)')).toBeVisible();
  }
  await expectAccessible(admin);

  // The customer opens the newest proof e-mail (a guest's way in): one section per design.
  const link = await newestLink(email, '/orders/\\d+/proof', 3);
  await gotoHydrated(page, link);
  await expect(page.getByRole('heading', { level: 1, name: 'Review your proofs' })).toBeVisible();
  await expect(page.getByText('0 of 3 designs approved')).toBeVisible();
  await expectAccessible(page);
  for (const [index, design] of DESIGNS.entries()) {
    const section = page.getByRole('region', { name: `Design ${index + 1}: ${design.name}` });
    await expect(section.getByText(`${design.quantity} pins`)).toBeVisible();
    await section.getByLabel(PROOF_MESSAGES.confirmLabel).check();
    await section.getByRole('button', { name: 'Approve' }).click();
    await expect(section.getByText('You approved version 1 on')).toBeVisible();
    await expect(page.getByText(`${index + 1} of 3 designs approved`)).toBeVisible();
    if (index < 2) {
      expect(await mailedLinks(email, BALANCE_LINK)).toEqual([]);
      await expect(page.getByRole('link', { name: 'Pay Balance Now' })).toHaveCount(0);
    }
  }
  await expect(page.getByText('Every design approved')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Pay Balance Now' })).toHaveCount(1);
  const balanceLink = await newestLink(email, BALANCE_LINK);
  expect(await mailedLinks(email, BALANCE_LINK)).toEqual([balanceLink]);
  await expect(page.getByRole('link', { name: 'Pay Balance Now' })).toHaveAttribute('href', balanceLink);
  // The balance page shows each design by name, pictured by its approved proof.
  await gotoHydrated(page, balanceLink);
  const shown = page.getByRole('list', { name: 'Designs' });
  await expect(shown.getByRole('listitem')).toHaveText(DESIGNS.map((design) => design.name));
  for (const { name } of DESIGNS) {
    const picture = shown.getByRole('img', {
      name: `Approved design '${name}' for order ${orderNumber('custom', id)}`,
    });
    await expect(picture).toHaveAttribute('src', /^\/uploads\/[\w-]+\.png$/);
  }
  await expect(page.getByText('Designs Approved')).toBeVisible();
  await expectAccessible(page);

  const again = await openOrder(admin, email, id);
  await expect(again.getByText('3 of 3 designs approved', { exact: false })).toBeVisible();
  await expect(again.getByRole('button', { name: 'Reopen' })).toHaveCount(3);
  expect(problems, 'admin console errors').toEqual([]);
  await close();
});
