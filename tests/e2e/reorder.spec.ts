import { randomBytes } from 'node:crypto';
import { type Page } from '@playwright/test';
import { expectAccessible } from './axe';
import { useCustomerSession } from './customer-session';
import { ADDRESS, approveAndCapture, paidCartOrder, paidDeposit, PNG } from './paid-orders';
import { expect, gotoHydrated, test, watchRouteDiscovery } from './support';
import { newCartSessionId } from './cart-session';

/**
 * Reorder: a catalogue order refills the cart (the drawer opens with the lines and says what could not be
 * be added), a custom order opens the designer with its options and artwork, and a signed-in customer's designs are
 * kept in /designs to start new orders from.
 *
 * Every test fails on a console error or an uncaught exception.
 */

const LIGHTHOUSE = 'Harbour Town Lighthouse Pin';
const AMERICAN_FLAG = 21; // free, limit 4 per customer

const newSessionId = () => newCartSessionId();

/** The page's own cart session (the id the app keeps in localStorage), optionally filled through the API. */
async function freshCart(page: Page, lines: { productId: number; quantity: number }[] = []): Promise<string> {
  const sessionId = newSessionId();
  await page.addInitScript((id) => window.localStorage.setItem('sessionId', id), sessionId);
  for (const line of lines) {
    const response = await page.request.post('/api/cart', { headers: { 'X-Session-Id': sessionId }, data: line });
    expect(response.ok(), await response.text()).toBe(true);
  }
  return sessionId;
}

async function cartQuantities(page: Page, sessionId: string): Promise<Record<number, number>> {
  const response = await page.request.get('/api/cart', { headers: { 'X-Session-Id': sessionId } });
  const lines = (await response.json()) as { productId: number; quantity: number }[];
  return Object.fromEntries(lines.map((line) => [line.productId, line.quantity]));
}

function cartDrawer(page: Page) {
  return page.getByRole('dialog', { name: 'Your Cart' });
}

function designerHeading(page: Page, name: string) {
  return page.getByRole('heading', { level: 2, name, exact: true });
}

test.describe('reorder', () => {
  test('a guest reorders from the order page: the drawer opens with the lines and names what did not fit', async ({
    page,
  }) => {
    // A guest's paid order of two lighthouses and one free flag, seen through its e-mailed link.
    const buyer = newSessionId();
    for (const data of [
      { productId: 1, quantity: 2 },
      { productId: AMERICAN_FLAG, quantity: 1 },
    ]) {
      const line = await page.request.post('/api/cart', { headers: { 'X-Session-Id': buyer }, data });
      expect(line.ok(), await line.text()).toBe(true);
    }
    const suffix = randomBytes(4).toString('hex');
    const created = await page.request.post('/api/paypal/order', {
      headers: { 'X-Session-Id': buyer },
      data: { customer: { name: 'Guest Golfer', email: `guest_${suffix}@example.com`, ...ADDRESS } },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { statusPath } = await approveAndCapture(page, (await created.json()) as { id: string; approveUrl: string });

    // This browser's cart already holds the most free flags one customer may have.
    const sessionId = await freshCart(page, [{ productId: AMERICAN_FLAG, quantity: 4 }]);
    await gotoHydrated(page, statusPath!);
    await page.getByRole('button', { name: 'Reorder' }).click();

    const drawer = cartDrawer(page);
    await expect(drawer).toBeVisible();
    await expect(drawer.getByText(LIGHTHOUSE)).toBeVisible();
    const notice = drawer.getByRole('status').filter({ hasText: 'Some items could not be added in full' });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText(/not added \(limit of 4 per customer, your cart included\)/);
    expect(await cartQuantities(page, sessionId)).toEqual({ 1: 2, [AMERICAN_FLAG]: 4 });
    await expectAccessible(page);
  });

  test('a signed-in customer reorders a catalogue order from /track-order', async ({ page }) => {
    const customer = await useCustomerSession(page);
    const orderId = await paidCartOrder(page, { name: 'Pat Reorder', email: customer.email });
    const sessionId = await freshCart(page);
    await gotoHydrated(page, '/track-order?type=regular');
    await page.locator(`#regular-order-${orderId}`).getByRole('button', { name: 'Reorder' }).click();
    const drawer = cartDrawer(page);
    await expect(drawer.getByText(LIGHTHOUSE)).toBeVisible();
    await expect(drawer.getByRole('status').filter({ hasText: 'could not be added' })).toHaveCount(0);
    expect(await cartQuantities(page, sessionId)).toEqual({ 1: 2 });
  });

  test("a custom order's Reorder opens the designer with its options and artwork; it can be kept as a design", async ({
    page,
  }) => {
    const customer = await useCustomerSession(page);
    const { customOrderId } = await paidDeposit(page, { name: 'Pat Reorder', email: customer.email });
    await gotoHydrated(page, '/track-order');
    const card = page.locator(`#custom-order-${customOrderId}`);

    await card.getByRole('button', { name: 'Save to my designs' }).click();
    await expect(page.getByText(`Design from order W-${customOrderId + 1000}`).first()).toBeVisible();

    await card.getByRole('link', { name: 'Reorder' }).click();
    await expect(designerHeading(page, 'Upload Design')).toBeVisible();
    const summary = page.getByRole('region', { name: 'Your custom pins' });
    await expect(summary).toContainText('100 pins · 1 inch · Gold');
    await expect(summary).toContainText('Individual Bags');
    // Priced today by the designer's own rules: 100 gold 1-inch pins in bags.
    await expect(summary).toContainText('$535.00');
    await expect(page.getByRole('button', { name: 'Remove club-crest.png' })).toBeVisible();
    await expect(page).toHaveURL(/\/custom(\?quantity=100.*)?$/);
    expect(new URL(page.url()).searchParams.get('logo')).toBeNull();
  });

  test('a design saved in the designer is in /designs, renamed, started from and deleted', async ({ page }) => {
    await useCustomerSession(page);
    // The designer shows more links once it knows who is signed in: their routes are fetched before leaving.
    const designerLinks = watchRouteDiscovery(page);
    await gotoHydrated(page, '/custom');
    await page.getByRole('button', { name: 'Next Step' }).click();
    await page.getByRole('radio', { name: 'Bronze' }).check();
    await page.getByRole('button', { name: 'Next Step' }).click();
    await page.getByRole('button', { name: 'Next Step' }).click();
    await expect(designerHeading(page, 'Upload Design')).toBeVisible();
    await page.getByLabel('Design file').setInputFiles({ name: 'crest.png', mimeType: 'image/png', buffer: PNG });

    const name = `Crest ${randomBytes(3).toString('hex')}`;
    await page.getByRole('button', { name: 'Save design' }).click();
    const saveDialog = page.getByRole('dialog', { name: 'Save design' });
    await saveDialog.getByLabel('Design name').fill(name);
    await saveDialog.getByRole('button', { name: 'Save design' }).click();
    await expect(saveDialog).toBeHidden();
    await designerLinks.settled();

    await gotoHydrated(page, '/designs');
    const card = page.getByRole('article', { name });
    await expect(card).toBeVisible();
    await expect(card.getByRole('img', { name: `Artwork of ${name}` })).toBeVisible();
    await expect(card).toContainText('Bronze');
    await expectAccessible(page);

    const renamed = `${name} renamed`;
    await card.getByRole('button', { name: 'Rename' }).click();
    const renameDialog = page.getByRole('dialog', { name: 'Rename design' });
    await expect(renameDialog.getByLabel('Design name')).toHaveValue(name);
    await expectAccessible(page);
    await renameDialog.getByLabel('Design name').fill(renamed);
    await renameDialog.getByRole('button', { name: 'Save name' }).click();
    const renamedCard = page.getByRole('article', { name: renamed });
    await expect(renamedCard).toBeVisible();

    const startedLinks = watchRouteDiscovery(page);
    await renamedCard.getByRole('link', { name: 'Start a new order' }).click();
    await expect(designerHeading(page, 'Upload Design')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Your custom pins' })).toContainText('Bronze');
    await expect(page.getByRole('button', { name: 'Remove crest.png' })).toBeVisible();
    await startedLinks.settled();

    await gotoHydrated(page, '/designs');
    await page.getByRole('article', { name: renamed }).getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this design?' });
    await expectAccessible(page);
    await confirm.getByRole('button', { name: 'Delete design' }).click();
    await expect(page.getByRole('article', { name: renamed })).toHaveCount(0);
  });

  test('/designs asks a visitor to sign in', async ({ page }) => {
    await gotoHydrated(page, '/designs');
    await expect(page.getByRole('heading', { name: 'Sign in to see your designs' })).toBeVisible();
    await expectAccessible(page);
  });
});
