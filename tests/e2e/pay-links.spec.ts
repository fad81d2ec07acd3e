import { randomBytes } from 'node:crypto';
import { type APIRequestContext, type Page } from '@playwright/test';
import { balanceLinkToken } from '../../server/modules/custom-orders';
import { invoiceLinkToken, invoicePayPath } from '../../server/modules/invoices';
import { adminRequestContext } from './admin-session';
import { useCustomerSession } from './customer-session';
import { paidDeposit } from './paid-orders';
import { orderNumber } from '../../core/order-numbers';
import { expect, gotoHydrated, test, watchRouteDiscovery } from './support';
import { expectAccessible } from './axe';

/**
 * Paying by link through the shop's PayPal stand-in (test mode): a custom order's balance, and an invoice.
 *
 * Every test fails on a console error or an uncaught exception, except the failed requests it expects.
 */

/** The server's SESSION_SECRET (playwright.config.ts), which signs the pay links. */
const SECRET = process.env.E2E_SESSION_SECRET!;

/** The seed's demo invoices (server/db/seed/invoices.ts), the first rows of a new database. */
const PENDING_INVOICE = { id: 1, invoiceNumber: 'INV-100001', totalCents: 25_000 } as const;
const PAID_INVOICE = { id: 2, invoiceNumber: 'INV-100002', totalCents: 120_000 } as const;
/** The link the invoice e-mail carries (?amount=250&t=...), and just its token. */
const invoiceLink = invoicePayPath(SECRET, PENDING_INVOICE);
const invoiceT = invoiceLinkToken(SECRET, PENDING_INVOICE);

/** A 1x1 PNG, as the admin's proof upload: the server decides the type by these bytes. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

function toast(page: Page) {
  return page.getByRole('region', { name: /notifications/i }).getByRole('listitem');
}

/**
 * The admin approves the design (the admin dashboard's status change) and issues the balance link it e-mails, which
 * ends the link the deposit made. Returns the new link's token.
 */
async function approveAsAdmin(request: APIRequestContext, customOrderId: number): Promise<string> {
  const changed = await request.patch(`/api/custom-orders/${customOrderId}/status`, { data: { status: 'approved' } });
  expect(changed.ok(), await changed.text()).toBe(true);
  const issued = await request.post(`/api/custom-orders/${customOrderId}/generate-balance-link`);
  expect(issued.status(), await issued.text()).toBe(201);
  const { pathname: path } = new URL(((await issued.json()) as { balancePaymentUrl: string }).balancePaymentUrl);
  expect(path).toMatch(/^\/balance-payment\/[A-Za-z0-9_-]{43}$/);
  return path.slice('/balance-payment/'.length);
}

/** An unknown, expired or replaced balance link: the page says so and how to get a new one. */
async function expectLinkNotFound(page: Page) {
  const alert = page.getByRole('alert');
  await expect(alert.getByRole('heading', { name: 'Payment Link Not Found' })).toBeVisible();
  await expect(alert).toContainText(
    'This payment link may have expired or is invalid. Please contact support for assistance.',
  );
  await expect(alert).toContainText("write to us and we'll send you a new link.");
  await expect(alert.getByRole('link', { name: 'support@pinshop.example' })).toBeVisible();
}

test.describe('balance payment link', () => {
  test('a customer pays the balance from the tracking page through the stand-in and sees "Payment Complete!"', async ({
    page,
    baseURL,
  }) => {
    const account = await useCustomerSession(page);
    const { customOrderId } = await paidDeposit(page, { name: 'Club Captain', email: account.email });

    // Before approval the card shows the deposit paid and no way to pay the balance yet.
    await gotoHydrated(page, '/track-order');
    const card = page.getByRole('article', { name: `Order ${orderNumber('custom', customOrderId)}` });
    await expect(card.getByText('Deposit paid', { exact: true })).toBeVisible();
    await expect(card.getByText('Due after design approval', { exact: true })).toBeVisible();
    await expect(card.getByRole('link', { name: 'Pay Balance Now' })).toHaveCount(0);
    await expect(card.locator('[aria-current="step"]')).toContainText('Quote Provided & Deposit Paid');
    await expect(
      card.getByRole('img', { name: `Logo for order ${orderNumber('custom', customOrderId)}` }),
    ).toBeVisible();

    const admin = await adminRequestContext(baseURL!);
    const token = await approveAsAdmin(admin, customOrderId);
    await admin.dispose();

    await gotoHydrated(page, '/track-order');
    await expect(card.getByText('Balance Due', { exact: true })).toBeVisible();
    await expect(card.getByText('Final Payment Due', { exact: true })).toBeVisible();
    await expect(card.locator('[aria-current="step"]')).toContainText('Design Approved');
    // Each step below leaves the page for PayPal's: not while React Router still fetches the page's links' routes
    // (an intermittent "Failed to fetch manifest patches" when a test leaves too early).
    let discovery = watchRouteDiscovery(page);
    await card.getByRole('link', { name: 'Pay Balance Now' }).click();
    await expect(page).toHaveURL(`/balance-payment/${token}`);

    await expect(page).toHaveTitle(/^Complete Your Order \|/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    await expect(page.getByRole('heading', { level: 1, name: 'Complete Your Order' })).toBeVisible();
    await expect(page.getByRole('heading', { name: `Order ${orderNumber('custom', customOrderId)}` })).toBeVisible();
    await expect(page.getByText('Design Approved', { exact: true })).toBeVisible();
    await expect(page.getByText('Club Captain')).toBeVisible();
    await expect(page.getByText('100 pins')).toBeVisible();
    await expect(page.getByText('Gold', { exact: true })).toBeVisible();
    await expect(
      page.getByRole('img', { name: `Approved design for order ${orderNumber('custom', customOrderId)}` }),
    ).toBeVisible();
    await expect(page.getByText('$535.00')).toBeVisible();
    await expect(page.getByText('-$53.50')).toBeVisible();
    await expect(page.getByTestId('remaining-balance')).toHaveText('$481.50');
    await expect(page.getByText('What happens next')).toBeVisible();
    await expect(page.getByText('Estimated delivery: 2-3 weeks after payment')).toBeVisible();
    await expect(page.getByText('Your design is approved, so the balance of $481.50 is now due')).toBeVisible();
    await expect(page.getByRole('link', { name: 'support@pinshop.example' })).toBeVisible();
    await expect(page.getByText('Test mode: no real payment.')).toBeVisible();

    // Cancelling at PayPal comes back to the same page with a toast.
    await discovery.settled();
    await page.getByRole('button', { name: 'Pay $481.50 with PayPal' }).click();
    await page.waitForURL(/\/__paypal\/checkoutnow\?token=/);
    await expect(page.getByText('481.50 USD')).toBeVisible();
    discovery = watchRouteDiscovery(page);
    await page.getByRole('button', { name: 'Cancel and return' }).click();
    await page.waitForURL((url) => url.pathname === `/balance-payment/${token}` && !url.searchParams.has('token'));
    await expect(toast(page).filter({ hasText: 'Payment Cancelled' })).toContainText(
      'You cancelled the payment process.',
    );

    await discovery.settled();
    await page.getByRole('button', { name: 'Pay $481.50 with PayPal' }).click();
    await page.waitForURL(/\/__paypal\/checkoutnow\?token=/);
    discovery = watchRouteDiscovery(page);
    await page.getByRole('button', { name: 'Approve payment' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Payment Complete!' })).toBeVisible();
    await expect(page.getByText('Your pins are now in production.')).toBeVisible();
    await expect(toast(page).filter({ hasText: 'Payment Successful!' })).toContainText(
      'Your balance has been paid. Your order will now proceed to production.',
    );
    await expect(page).toHaveURL(`/balance-payment/${token}`);

    // Paid stays paid: the link now says so, and the tracking card shows the balance paid.
    await discovery.settled();
    await gotoHydrated(page, `/balance-payment/${token}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Payment Complete!' })).toBeVisible();
    await expect(page.getByRole('button', { name: /with PayPal/ })).toHaveCount(0);
    await gotoHydrated(page, '/track-order');
    await expect(card.getByText('Balance paid', { exact: true })).toBeVisible();
    await expect(card.getByRole('link', { name: 'Pay Balance Now' })).toHaveCount(0);
    await expect(card.locator('[aria-current="step"]')).toContainText('Final Payment Completed');
  });

  test('an unknown balance link says "Payment Link Not Found"', async ({ page, allowFailedRequest }) => {
    const token = randomBytes(32).toString('base64url');
    allowFailedRequest(`/api/balance-payment/${token}`, 404);
    await gotoHydrated(page, `/balance-payment/${token}`);
    await expectLinkNotFound(page);
  });

  test('a guest pays from the status link; a link the admin replaced says to ask for a new one', async ({
    page,
    baseURL,
    allowFailedRequest,
  }) => {
    const { customOrderId, statusPath } = await paidDeposit(page, {
      name: 'Guest Pro',
      email: 'guest.pro@example.com',
    });
    const first = balanceLinkToken(SECRET, customOrderId, 1);
    const admin = await adminRequestContext(baseURL!);
    const token = await approveAsAdmin(admin, customOrderId);
    await admin.dispose();

    await gotoHydrated(page, statusPath);
    const card = page.getByRole('article', { name: `Order ${orderNumber('custom', customOrderId)}` });
    await expect(card.getByText('Balance Due', { exact: true })).toBeVisible();
    await card.getByRole('link', { name: 'Pay Balance Now' }).click();
    await expect(page).toHaveURL(`/balance-payment/${token}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Complete Your Order' })).toBeVisible();
    await expect(page.getByTestId('remaining-balance')).toHaveText('$481.50');

    allowFailedRequest(`/api/balance-payment/${first}`, 404);
    await gotoHydrated(page, `/balance-payment/${first}`);
    await expectLinkNotFound(page);
  });

  test('a link sent while the proof waits says to approve it first; after approval the same link pays', async ({
    page,
    baseURL,
  }) => {
    const { customOrderId } = await paidDeposit(page, { name: 'Proof Reader', email: 'proof.reader@example.com' });
    const admin = await adminRequestContext(baseURL!);
    const uploaded = await admin.post(`/api/custom-orders/${customOrderId}/proofs`, {
      multipart: { proof: { name: 'proof.png', mimeType: 'image/png', buffer: PNG } },
    });
    expect(uploaded.status(), await uploaded.text()).toBe(201);
    await admin.patch(`/api/custom-orders/${customOrderId}/status`, { data: { status: 'mockup_sent' } });
    const issued = await admin.post(`/api/custom-orders/${customOrderId}/generate-balance-link`);
    const path = new URL(((await issued.json()) as { balancePaymentUrl: string }).balancePaymentUrl).pathname;
    await admin.dispose();

    await gotoHydrated(page, path);
    await expect(page.getByRole('heading', { level: 1, name: 'Approve your proof first' })).toBeVisible();
    await expect(page.getByText('The balance of $481.50 is due after you approve your design')).toBeVisible();
    await expect(page.getByTestId('remaining-balance')).toHaveText('$481.50');
    await expect(page.getByRole('button', { name: /with PayPal/ })).toHaveCount(0);
    await expect(page.getByText('Design Approved', { exact: true })).toHaveCount(0);
    const review = page.getByRole('link', { name: 'Review your proof' });
    await expect(review).toHaveAttribute('href', new RegExp(`^/orders/${customOrderId}/proof\\?token=[\\w-]{43}$`));
    await expectAccessible(page);

    // The customer approves the proof: the link they hold now pays, and the page shows the approved proof.
    const proofToken = new URL(`${baseURL}${await review.getAttribute('href')}`).searchParams.get('token');
    const approved = await page.request.post(`/api/orders/${customOrderId}/proof/approve`, {
      data: { token: proofToken, version: 1, confirmed: true },
    });
    expect(approved.status(), await approved.text()).toBe(200);
    await gotoHydrated(page, path);
    await expect(page.getByRole('heading', { level: 1, name: 'Complete Your Order' })).toBeVisible();
    const design = page.getByRole('img', { name: `Approved design for order ${orderNumber('custom', customOrderId)}` });
    await expect(design).toHaveAttribute('src', /^\/uploads\/[\w-]+\.png$/);
    await expect(page.getByRole('button', { name: 'Pay $481.50 with PayPal' })).toBeVisible();
  });
});

test.describe('invoice payment link', () => {
  test('a missing or non-positive amount is an invalid link', async ({ page }) => {
    for (const url of [
      `/pay-invoice/INV-100001?t=${invoiceT}`,
      `/pay-invoice/INV-100001?amount=0&t=${invoiceT}`,
      `/pay-invoice/INV-100001?amount=abc&t=${invoiceT}`,
    ]) {
      await gotoHydrated(page, url);
      const alert = page.getByRole('alert');
      await expect(alert.getByRole('heading', { name: 'Invalid Payment Link' })).toBeVisible();
      await expect(alert).toContainText('This payment link is not valid or has expired.');
      await expect(alert.getByRole('link', { name: 'support@pinshop.example' })).toBeVisible();
    }
  });

  test('without its token, or with a wrong one, an invoice link is as invalid as an unknown invoice', async ({
    page,
    allowFailedRequest,
  }) => {
    const wrong = invoiceLinkToken(SECRET, PAID_INVOICE);
    allowFailedRequest('/api/invoices/INV-100001', 404);
    allowFailedRequest('/api/invoices/INV-999999', 404);
    for (const url of [
      '/pay-invoice/INV-100001?amount=250',
      `/pay-invoice/INV-100001?amount=250&t=${wrong}`,
      `/pay-invoice/INV-999999?amount=250&t=${invoiceT}`,
    ]) {
      await gotoHydrated(page, url);
      const alert = page.getByRole('alert');
      await expect(alert.getByRole('heading', { name: 'Invalid Payment Link' })).toBeVisible();
      await expect(alert).toContainText('This payment link is not valid or has expired.');
      await expect(alert).toContainText('Invoice not found.');
      await expect(page.getByRole('button', { name: /with PayPal/ })).toHaveCount(0);
    }
  });

  test('a tampered amount is refused with a clear message, by the page and by the server', async ({ page }) => {
    await gotoHydrated(page, `/pay-invoice/INV-100001?amount=1&t=${invoiceT}`);
    const alert = page.getByRole('alert');
    await expect(alert).toContainText("This link's amount does not match the invoice.");
    await expect(alert).toContainText('Invoice #INV-100001 is for $250.00, not $1.00.');
    await expect(page.getByRole('button', { name: /with PayPal/ })).toHaveCount(0);

    // Whatever a page sends, the server charges the invoice's total or nothing.
    const refused = await page.request.post('/api/paypal/order', {
      data: { purpose: 'invoice', invoiceNumber: 'INV-100001', token: invoiceT, amount: '1.00' },
    });
    expect(refused.status()).toBe(409);
    expect(((await refused.json()) as { message: string }).message).toBeTruthy();
  });

  test('a paid invoice says so', async ({ page }) => {
    await gotoHydrated(page, `/pay-invoice/INV-100002?amount=100&t=${invoiceLinkToken(SECRET, PAID_INVOICE)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Invoice Already Paid' })).toBeVisible();
    await expect(page.getByRole('button', { name: /with PayPal/ })).toHaveCount(0);
  });

  test('the demo invoice INV-100001 is paid through the stand-in', async ({ page }) => {
    await gotoHydrated(page, invoiceLink);
    await expect(page).toHaveTitle(/^Pay Invoice INV-100001 \|/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    await expect(page.getByRole('heading', { level: 2, name: 'INV-100001' })).toBeVisible();
    await expect(page.getByTestId('invoice-amount')).toHaveText('$250.00');
    await expect(page.getByText('No PayPal account needed')).toBeVisible();
    await expect(page.getByText('terms of service')).toBeVisible();
    await expect(page.getByText('Test mode: no real payment.')).toBeVisible();

    await page.getByRole('button', { name: 'Pay $250.00 with PayPal' }).click();
    await page.waitForURL(/\/__paypal\/checkoutnow\?token=/);
    await expect(page.getByText('250.00 USD')).toBeVisible();
    await page.getByRole('button', { name: 'Approve payment' }).click();

    const done = page.getByRole('status').filter({ has: page.getByRole('heading', { name: 'Payment Successful!' }) });
    await expect(done).toContainText(
      'Thank you for your payment of $250.00. Invoice #INV-100001 has been paid in full.',
    );
    await expect(done).toContainText('Processing of your order begins immediately');
    await expect(toast(page).filter({ hasText: 'Payment Successful' })).toContainText(
      'Your payment has been processed successfully!',
    );
    await expect(page).toHaveURL(invoiceLink);

    await gotoHydrated(page, invoiceLink);
    await expect(page.getByRole('heading', { level: 1, name: 'Invoice Already Paid' })).toBeVisible();
  });
});
