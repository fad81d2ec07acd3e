import { randomBytes } from 'node:crypto';
import { type Page } from '@playwright/test';
import { orderNumber } from '../../core/order-numbers';
import { expectAccessible } from './axe';
import { newestLink } from './mail';
import { expect, gotoHydrated, test } from './support';
import { newCartSessionId } from './cart-session';
import { registerByLink } from './registration';

/**
 * Order tracking: a signed-in customer's new order highlighted on /track-order after checkout (found by its order
 * number however it is typed), their quote requests with their status, and one order's status page by the signed
 * link of its e-mails, without an account.
 *
 * Every test fails on a console error or an uncaught exception, except the failed requests it expects.
 */

const LIGHTHOUSE = { id: 1, name: 'Harbour Town Lighthouse Pin', price: '$11.99' } as const;

const ADDRESS = { address: '1 Clubhouse Drive', city: 'Newport Beach', state: 'CA', zipCode: '92660' } as const;

/** Registers and follows the e-mailed link in the page: its browser context keeps the session cookie. */
async function signUp(page: Page) {
  const suffix = randomBytes(4).toString('hex');
  const account = { username: `tracker_${suffix}`, email: `tracker_${suffix}@example.com`, password: 'tee-time-0815' };
  await registerByLink(page, account);
  return account;
}

/** A cart session of the page's own (the id the app keeps in localStorage), filled through the API. */
async function seedCart(page: Page, lines: { productId: number; quantity: number }[]): Promise<string> {
  const sessionId = newCartSessionId();
  await page.addInitScript((id) => window.localStorage.setItem('sessionId', id), sessionId);
  for (const line of lines) {
    const response = await page.request.post('/api/cart', { headers: { 'X-Session-Id': sessionId }, data: line });
    expect(response.ok(), await response.text()).toBe(true);
  }
  return sessionId;
}

/** Pays the session's cart through the API and the stand-in: create, approve on the stand-in's page, capture. */
async function payCart(page: Page, sessionId: string, customer: { name: string; email: string }) {
  const created = await page.request.post('/api/paypal/order', {
    headers: { 'X-Session-Id': sessionId },
    data: { customer: { ...customer, ...ADDRESS } },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id, approveUrl } = (await created.json()) as { id: string; approveUrl: string };
  await page.goto(approveUrl);
  await page.getByRole('button', { name: 'Approve payment' }).click();
  await expect(page.getByText('This order is approved.')).toBeVisible();
  const captured = await page.request.post(`/api/paypal/order/${id}/capture`);
  expect(captured.ok(), await captured.text()).toBe(true);
  const outcome = (await captured.json()) as { status: string; orderId: number; statusPath: string };
  expect(outcome.status).toBe('COMPLETED');
  return outcome;
}

function card(page: Page, orderId: number) {
  return page.getByRole('article', { name: `Order ${orderNumber('catalogue', orderId)}` });
}

test.describe('order tracking', () => {
  test('after checkout a signed-in customer lands on /track-order with the new order highlighted', async ({ page }) => {
    const account = await signUp(page);
    const earlier = await payCart(page, await seedCart(page, [{ productId: LIGHTHOUSE.id, quantity: 2 }]), {
      name: 'Ada Fairway',
      email: account.email,
    });

    // The second order goes through the checkout page and its PayPal stand-in, as a customer would.
    await seedCart(page, [{ productId: LIGHTHOUSE.id, quantity: 3 }]);
    await gotoHydrated(page, '/checkout');
    const customer = {
      'Full name': 'Ada Fairway',
      Email: account.email,
      Address: ADDRESS.address,
      City: ADDRESS.city,
      State: ADDRESS.state,
      'ZIP code': ADDRESS.zipCode,
    };
    for (const [label, value] of Object.entries(customer)) await page.getByLabel(label).fill(value);
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await page.getByRole('button', { name: /Pay with PayPal/ }).click();
    await page.waitForURL(/\/__paypal\/checkoutnow\?token=/);
    await page.getByRole('button', { name: 'Approve payment' }).click();
    await page.waitForURL(/\/track-order\?id=\d+&type=regular&fromCheckout=true$/);
    const newest = { orderId: Number(new URL(page.url()).searchParams.get('id')) };
    expect(newest.orderId).toBeGreaterThan(earlier.orderId);

    await expect(page.getByRole('button', { name: 'Catalog Orders' })).toHaveAttribute('aria-pressed', 'true');
    const newestNumber = orderNumber('catalogue', newest.orderId);
    await expect(page.getByLabel('Order number')).toHaveValue(newestNumber);
    const newCard = card(page, newest.orderId);
    await expect(newCard).toHaveAttribute('data-highlighted', 'true');
    await expect(newCard).toBeInViewport();
    await expect(newCard.getByText('Just placed')).toBeVisible();
    await expect(newCard.getByText(`3 x ${LIGHTHOUSE.price}`)).toBeVisible();
    await expect(newCard.getByText('Paid', { exact: true })).toBeVisible();
    await expect(newCard.getByText('Total paid')).toBeVisible();
    const progress = newCard.getByRole('list', { name: `Progress of order ${newestNumber}` });
    await expect(progress.getByRole('listitem')).toHaveCount(5);
    await expect(progress.locator('[aria-current="step"]')).toContainText('Processing');

    // Clearing the filter shows both orders; an order number typed any reasonable way finds that order alone.
    await page.getByLabel('Order number').fill('');
    await expect(card(page, earlier.orderId)).toBeVisible();
    await expect(card(page, earlier.orderId)).not.toHaveAttribute('data-highlighted', 'true');
    const earlierNumber = orderNumber('catalogue', earlier.orderId);
    for (const typed of [earlierNumber.toLowerCase().replace('-', ''), `#${earlierNumber}`]) {
      await page.getByLabel('Order number').fill(typed);
      await expect(card(page, earlier.orderId)).toBeVisible();
      await expect(card(page, newest.orderId)).toHaveCount(0);
    }
    // Each card opens the order's own page (the signed link of its e-mails).
    await card(page, earlier.orderId)
      .getByRole('link', { name: /Open order page/ })
      .click();
    await page.waitForURL(new RegExp(`/orders/${earlier.orderId}\\?token=`));
    await expect(page.getByRole('heading', { level: 2, name: `Order ${earlierNumber}` })).toBeVisible();
    await page.goBack();
    await page.getByLabel('Order number').fill('999999');
    await expect(page.getByText('No regular orders found.')).toBeVisible();
    await page.getByRole('button', { name: 'Show all orders' }).click();
    await expect(card(page, newest.orderId)).toBeVisible();

    // The custom tab is the default one and has nothing for this customer.
    await page.getByRole('button', { name: 'Custom Quote Orders' }).click();
    await expect(page.getByText('No custom orders found.')).toBeVisible();
  });

  test('a signed-in customer sees their quote request and its status on /track-order', async ({ page }) => {
    // Its address is proved by the registration link, so the request made with it is the customer's.
    const account = await signUp(page);
    const submitted = await page.request.post('/api/quote-requests', {
      multipart: {
        customerName: 'Ada Fairway',
        customerEmail: account.email,
        projectDescription: 'Crest pins for our member-guest tournament.',
        quantity: '150',
      },
    });
    expect(submitted.status(), await submitted.text()).toBe(201);
    const { id } = (await submitted.json()) as { id: number };

    await gotoHydrated(page, '/track-order');
    const quotes = page.getByRole('region', { name: 'Quote Requests' });
    const quote = quotes.getByRole('article', { name: `Quote request #${id}` });
    await expect(quote).toBeVisible();
    await expect(quote.getByText('Pending', { exact: true })).toBeVisible();
    await expect(quote.getByText(/your quote and a free mockup arrive by e-mail within 24 hours/)).toBeVisible();
    await expect(quote.getByText('150 pins')).toBeVisible();
    await expect(page.getByText('No custom orders found.')).toBeVisible();
    await expectAccessible(page);
  });

  test('a guest opens the order status page from the e-mailed link; a wrong token is "Order not found"', async ({
    page,
    allowFailedRequest,
  }) => {
    const sessionId = await seedCart(page, [{ productId: LIGHTHOUSE.id, quantity: 2 }]);
    const email = `guest_${randomBytes(4).toString('hex')}@example.com`;
    const outcome = await payCart(page, sessionId, { name: 'Guest Golfer', email });
    expect(outcome.statusPath).toMatch(new RegExp(`^/orders/${outcome.orderId}\\?token=[\\w-]{22,}$`));

    // The order confirmation e-mail links to the order's own page (no account needed), not to /track-order.
    const link = await newestLink(email, `/orders/${outcome.orderId}`);
    expect(link).toBe(outcome.statusPath);
    await gotoHydrated(page, link);
    await expect(page).toHaveTitle(new RegExp(`^Order ${orderNumber('catalogue', outcome.orderId)} Status \\|`));
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    const order = card(page, outcome.orderId);
    await expect(
      order.getByRole('heading', { level: 2, name: `Order ${orderNumber('catalogue', outcome.orderId)}` }),
    ).toBeVisible();
    await expect(order.getByText(`2 x ${LIGHTHOUSE.price}`)).toBeVisible();
    await expect(order.getByText(LIGHTHOUSE.name)).toBeVisible();
    await expect(order.getByText('Paid', { exact: true })).toBeVisible();
    // Paid through the PayPal stand-in: the page says no real payment was taken.
    await expect(order.getByText('Test order: no real payment')).toBeVisible();
    await expect(order.locator('[aria-current="step"]')).toContainText('Processing');
    await expect(order.getByText('Your tracking number will appear here as soon as it ships.')).toBeVisible();

    allowFailedRequest(`/api/order-status/${outcome.orderId}`, 404);
    allowFailedRequest(`/orders/${outcome.orderId}`, 404);
    const wrong = outcome.statusPath.replace(/token=.*/, 'token=not-the-right-token-at-all');
    // The server answers 404 itself: nothing in the HTML tells whether the order exists.
    expect((await page.request.get(wrong)).status()).toBe(404);
    expect((await page.request.get(`/orders/${outcome.orderId}`)).status()).toBe(404);
    await gotoHydrated(page, wrong);
    await expect(page.getByRole('heading', { level: 1, name: 'Order not found' })).toBeVisible();
    await expect(page.getByText(LIGHTHOUSE.name)).toHaveCount(0);

    await gotoHydrated(page, `/orders/${outcome.orderId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Order not found' })).toBeVisible();
  });
});
