import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { CHECKOUT_CUSTOMER, fillCustomer } from './checkout-customer';
import { gotoHydrated } from './support';
import { newCartSessionId } from './cart-session';
import { CLUB_SHIP_TO } from './ship-to';

/**
 * The checkout through the shop's PayPal stand-in (test mode), in the browser: cart and designer orders paid,
 * approved or cancelled on the stand-in's approval page, then captured and recorded by the checkout.
 *
 * Every test fails on a console error or an uncaught exception, except the failed requests it expects
 * (`allowFailedRequest`). The tracking page belongs to another issue: once the checkout has handed over to it, its
 * own requests are not this file's business.
 */
const test = base.extend<{ allowFailedRequest: (path: string, status: number) => void }>({
  allowFailedRequest: [
    async ({ page }, use) => {
      const allowed: { path: string; status: number }[] = [];
      const errors: string[] = [];
      const onTrackingPage = () => /^\/(track-order|orders\/\d+)$/.test(new URL(page.url()).pathname);
      page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() !== 'error' || onTrackingPage()) return;
        const text = message.text();
        const status = /status of (\d{3})/.exec(text)?.[1];
        const url = message.location().url;
        const path = url ? new URL(url).pathname : '';
        if (
          status &&
          allowed.some((a) => (a.path === path || `${a.path}.data` === path) && a.status === Number(status))
        )
          return;
        errors.push(`${text} (${url})`);
      });
      await use((path, status) => allowed.push({ path, status }));
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

const LIGHTHOUSE = { id: 1, name: 'Harbour Town Lighthouse Pin' } as const;

/** A 1x1 PNG: the server decides the type by these bytes. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

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

function toast(page: Page) {
  return page.getByRole('region', { name: /notifications/i }).getByRole('listitem');
}

function summary(page: Page) {
  return page.getByRole('complementary', { name: 'Order summary' });
}

/** The amount of one row of the summary's money: "Subtotal", "Shipping", "Total", /^Discount/ ... */
function amount(scope: Locator, label: string) {
  return scope
    .locator('dl > div')
    .filter({
      has: scope
        .page()
        .getByRole('term')
        .filter({ hasText: new RegExp(`^${escapeRegExp(label)}$`) }),
    })
    .getByRole('definition');
}

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Pays in test mode and lands on the stand-in's approval page; returns the PayPal order id. */
async function payAtStandIn(page: Page, expectedAmount: string): Promise<string> {
  await expect(page.getByText('Test mode: no real payment')).toBeVisible();
  await page.getByRole('button', { name: 'Pay with PayPal (test)' }).click();
  await page.waitForURL(/\/__paypal\/checkoutnow\?token=/);
  await expect(page.getByText(`${expectedAmount} USD`)).toBeVisible();
  return new URL(page.url()).searchParams.get('token')!;
}

test.describe('checkout', () => {
  test('cart -> information -> PayPal approval -> order recorded -> tracking, cart emptied', async ({ page }) => {
    const sessionId = await seedCart(page, [{ productId: LIGHTHOUSE.id, quantity: 2 }]);
    await gotoHydrated(page, '/wholesale');
    await expect(page.getByTestId('cart-count')).toHaveText('2');
    await page.getByRole('button', { name: /^Cart, / }).click();
    await page.getByRole('dialog', { name: 'Your Cart' }).getByRole('link', { name: 'Checkout' }).click();
    await page.waitForURL('/checkout');
    await expect(page).toHaveTitle('Checkout');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');

    const order = summary(page);
    await expect(order.getByText(LIGHTHOUSE.name)).toBeVisible();
    await expect(amount(order, 'Subtotal')).toHaveText('$23.98');
    await expect(amount(order, 'Shipping')).toHaveText('$5.99');
    await expect(amount(order, 'Total')).toHaveText('$29.97');

    // Every field is required: the spec's toast, and each blank field marked.
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await expect(toast(page)).toContainText('Missing Information');
    await expect(toast(page)).toContainText('Please fill in all required fields before proceeding to payment.');
    for (const label of Object.keys(CHECKOUT_CUSTOMER)) {
      await expect(page.getByLabel(label)).toHaveAttribute('aria-invalid', 'true');
    }
    await expect(page.getByRole('button', { name: 'Pay with PayPal (test)' })).toHaveCount(0);

    await fillCustomer(page);
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await expect(page.getByText('1 Clubhouse Drive, Newport Beach, CA 92660')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Payment' })).toBeFocused();

    // Edit Information goes back with the details kept.
    await page.getByRole('button', { name: 'Edit Information' }).click();
    await expect(page.getByLabel('City')).toHaveValue('Newport Beach');
    await page.getByLabel('City').fill('Irvine');
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await expect(page.getByText('1 Clubhouse Drive, Irvine, CA 92660')).toBeVisible();

    const paypalOrderId = await payAtStandIn(page, '29.97');
    const captures: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/capture')) captures.push(request.url());
    });
    await page.getByRole('button', { name: 'Approve payment' }).click();

    // A guest cannot open /track-order: they land on the order's signed status page.
    await page.waitForURL(/\/orders\/\d+\?token=[\w-]{43}&fromCheckout=true$/);
    const orderId = Number(/\/orders\/(\d+)/.exec(new URL(page.url()).pathname)?.[1]);
    await expect(page.getByTestId('cart-count')).toHaveText('0');
    expect(captures, 'one capture from the page').toHaveLength(1);

    // Recorded once: capturing again answers the same order; the session's cart is empty.
    const again = await page.request.post(`/api/paypal/order/${paypalOrderId}/capture`);
    expect(await again.json()).toMatchObject({ status: 'COMPLETED', orderId });
    const cart = await page.request.get('/api/cart', { headers: { 'X-Session-Id': sessionId } });
    expect(await cart.json()).toEqual([]);
  });

  test("the drawer's code is checked again; cancelling at PayPal returns to the payment step", async ({ page }) => {
    await seedCart(page, [{ productId: LIGHTHOUSE.id, quantity: 2 }]);
    await gotoHydrated(page, '/checkout?discount=USA');
    const order = summary(page);
    await expect(amount(order, 'Discount (USA)')).toHaveText('-$4.80');
    await expect(amount(order, 'Total')).toHaveText('$25.17');

    await fillCustomer(page);
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await payAtStandIn(page, '25.17');
    await page.getByRole('button', { name: 'Cancel and return' }).click();

    await page.waitForURL((url) => url.pathname === '/checkout' && !url.searchParams.has('token'));
    expect(new URL(page.url()).searchParams.get('discount')).toBe('USA');
    await expect(toast(page)).toContainText('Payment Cancelled');
    await expect(page.getByText('1 Clubhouse Drive, Newport Beach, CA 92660')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Pay with PayPal (test)' })).toBeEnabled();
    // Beside the button, the terms the buyer accepts by paying.
    for (const [name, href] of [
      ['Terms of Sale', '/terms'],
      ['Shipping & Returns', '/shipping-returns'],
    ] as const) {
      const terms = page.getByText('By paying you accept our');
      await expect(terms.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await expect(amount(order, 'Total')).toHaveText('$25.17');
    await expect(page.getByTestId('cart-count')).toHaveText('2');
  });

  test('an unknown code is named and left out of the total', async ({ page }) => {
    await seedCart(page, [{ productId: LIGHTHOUSE.id, quantity: 2 }]);
    await gotoHydrated(page, '/checkout?discount=NOPE');
    const order = summary(page);
    await expect(order.getByRole('alert')).toContainText('Code NOPE could not be applied');
    await expect(amount(order, 'Total')).toHaveText('$29.97');
  });

  test('a capture held for review says so and is not paid twice; a declined one can be paid again', async ({
    page,
  }) => {
    const pendingSession = await seedCart(page, [{ productId: LIGHTHOUSE.id, quantity: 2 }]);
    await gotoHydrated(page, '/checkout');
    await fillCustomer(page);
    await page.getByRole('button', { name: 'Continue to Payment' }).click();

    await page.request.post('/__paypal/__test/faults', { data: { nextCaptureMode: 'PENDING' } });
    await payAtStandIn(page, '29.97');
    await page.getByRole('button', { name: 'Approve payment' }).click();
    await expect(page.getByRole('heading', { name: 'Payment under review' })).toBeVisible();
    await expect(page.getByText('Your payment is being reviewed by PayPal.')).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/checkout' && !url.searchParams.has('token'));
    const again = await page.request.post('/api/paypal/order', {
      headers: { 'X-Session-Id': pendingSession },
      data: {
        customer: { name: 'Ada', email: 'ada@example.com', address: '1 Tee', city: 'X', state: 'CA', zipCode: '92660' },
      },
    });
    expect(again.status()).toBe(409);
    expect((await again.json()).message).toMatch(/being reviewed by PayPal/);

    await seedCart(page, [{ productId: LIGHTHOUSE.id, quantity: 2 }]);
    await gotoHydrated(page, '/checkout');
    await fillCustomer(page);
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await page.request.post('/__paypal/__test/faults', { data: { nextCaptureMode: 'DECLINED' } });
    await payAtStandIn(page, '29.97');
    await page.getByRole('button', { name: 'Approve payment' }).click();
    await expect(page.getByRole('heading', { name: 'Payment not completed' })).toBeVisible();
    await expect(page.getByText('PayPal declined the payment.')).toBeVisible();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('button', { name: 'Pay with PayPal (test)' })).toBeEnabled();
    await expect(page.getByTestId('cart-count')).toHaveText('2');
  });

  test('an empty cart says so and links to the catalogue', async ({ page }) => {
    await seedCart(page, []);
    await gotoHydrated(page, '/checkout');
    await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
    await page.getByRole('link', { name: 'Shop Wholesale' }).click();
    await page.waitForURL('/wholesale');
  });
});

/** 100 silver 1-inch pins, just pins: $5.00 each, $500.00, deposit $50.00 (shopper-spec section 9). */
const SILVER_ORDER = {
  quantity: 100,
  size: '1inch',
  plating: 'silver',
  packaging: 'just-pins',
  rushOrder: false,
  rushOrderFee: 0,
  pricePerPin: 5,
  totalPrice: 500,
  depositAmount: 50,
  remainingBalance: 450,
  customerName: 'Ada Fairway',
  customerEmail: 'ada.fairway@example.com',
  shipTo: { ...CLUB_SHIP_TO, country: 'US' },
  promoCode: '',
  discountAmount: 0,
};

test.describe('custom order checkout', () => {
  test('a designer order pays its 10% deposit at PayPal and goes to tracking', async ({ page }) => {
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
      customerName: 'Ada Fairway',
      customerEmail: 'ada.fairway@example.com',
      // The designer asks where the pins go with the contact details.
      shipTo: { ...CLUB_SHIP_TO, country: 'US' },
      promoCode: '',
      discountAmount: 0,
    };
    const prepared = await page.request.post('/api/custom-orders/prepare', {
      multipart: {
        orderData: JSON.stringify(orderData),
        logo: { name: 'club-logo.png', mimeType: 'image/png', buffer: PNG },
      },
    });
    expect(prepared.ok(), await prepared.text()).toBe(true);
    const encoded = Buffer.from(JSON.stringify(await prepared.json()), 'utf8').toString('base64');

    await gotoHydrated(page, `/checkout?${new URLSearchParams({ orderData: encoded }).toString()}`);
    const order = summary(page);
    await expect(order.getByText('100 pins', { exact: true })).toBeVisible();
    await expect(order.getByText('Gold', { exact: true })).toBeVisible();
    await expect(order.getByText('Individual Bags', { exact: true })).toBeVisible();
    await expect(order.getByText('club-logo.png', { exact: true })).toBeVisible();
    await expect(amount(order, 'Order total')).toHaveText('$535.00');
    await expect(amount(order, 'Deposit due now (10%)')).toHaveText('$53.50');
    await expect(amount(order, 'Balance due after design approval')).toHaveText('$481.50');
    // No customer form: the designer already has the contact and the address.
    await expect(page.getByLabel('Full name')).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Where we ship your pins' })).toContainText(CLUB_SHIP_TO.address);

    await payAtStandIn(page, '53.50');
    await page.getByRole('button', { name: 'Approve payment' }).click();
    await page.waitForURL(/\/orders\/\d+\?token=[\w-]{43}&fromCheckout=true$/);
  });

  test("an edited link shows the server's prices; a link the server does not know says so", async ({
    page,
    allowFailedRequest,
  }) => {
    const prepared = await page.request.post('/api/custom-orders/prepare', {
      multipart: {
        orderData: JSON.stringify(SILVER_ORDER),
        logo: { name: 'club-logo.png', mimeType: 'image/png', buffer: PNG },
      },
    });
    expect(prepared.ok(), await prepared.text()).toBe(true);
    const order = (await prepared.json()) as { preparedOrderId: string };
    const link = (data: object) =>
      `/checkout?${new URLSearchParams({ orderData: Buffer.from(JSON.stringify(data), 'utf8').toString('base64') }).toString()}`;

    // Prices changed in the link: the page shows (and charges) the server's, never the link's $1.00.
    await gotoHydrated(
      page,
      link({ ...order, pricePerPin: 0.01, totalPrice: 10, depositAmount: 1, remainingBalance: 9 }),
    );
    const summaryCard = summary(page);
    await expect(amount(summaryCard, 'Order total')).toHaveText('$500.00');
    await expect(amount(summaryCard, 'Deposit due now (10%)')).toHaveText('$50.00');
    await expect(amount(summaryCard, 'Balance due after design approval')).toHaveText('$450.00');
    await expect(page.getByText('$1.00')).toHaveCount(0);
    await payAtStandIn(page, '50.00');

    // The signed id changed: not an order of ours, said plainly, with the way back to the designer.
    const [id, mac] = order.preparedOrderId.split('.');
    const forged = `${Number(id) + 1}.${mac}`;
    allowFailedRequest(`/api/designer-orders/${forged}`, 404);
    await gotoHydrated(page, link({ ...order, preparedOrderId: forged }));
    await expect(page.getByRole('alert')).toContainText('This checkout link is not valid');
    await expect(page.getByRole('alert')).toContainText('submit your design again');
    await expect(page.getByText('$50.00')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /Pay with PayPal/ })).toHaveCount(0);
    await page.getByRole('link', { name: 'Go to the designer' }).click();
    await page.waitForURL('/custom');
  });

  test('an order link that cannot be read shows a clear message, not a crash', async ({ page }) => {
    await gotoHydrated(page, '/checkout?orderData=bm90LWFuLW9yZGVy');
    await expect(page.getByRole('alert')).toContainText('This order link is not valid');
    await expect(page.getByRole('button', { name: /Pay with PayPal/ })).toHaveCount(0);
    await page.getByRole('link', { name: 'Go to the designer' }).click();
    await page.waitForURL('/custom');
  });

  test('an unknown customOrderId shows a not-found message', async ({ page, allowFailedRequest }) => {
    allowFailedRequest('/api/custom-orders/999999', 404);
    await gotoHydrated(page, '/checkout?customOrderId=999999');
    await expect(page.getByRole('alert')).toContainText('We could not find this custom order');
  });
});
