import { randomBytes } from 'node:crypto';
import { type Page, type Request } from '@playwright/test';
import { ACCOUNT_MESSAGES } from '../../core/schemas/accounts';
import { newestLink } from './mail';
import { orderNumber } from '../../core/order-numbers';
import { expect, gotoHydrated, test } from './support';
import { newCartSessionId } from './cart-session';
import { registerByLinkRequest } from './registration';

/**
 * The e-mailed account links: finishing a registration (which proves the address, so a guest's orders with it are
 * the account's) and resetting a forgotten password. The server writes its e-mails as .eml files to E2E_DATA_DIR/mail (no SMTP in
 * the browser tests); the tests read the links out of them as the customer would out of their inbox.
 *
 * Every test fails on a console error or an uncaught exception, except the failed requests it expects.
 */

const LIGHTHOUSE_ID = 1;

const ADDRESS = { address: '1 Clubhouse Drive', city: 'Newport Beach', state: 'CA', zipCode: '92660' } as const;

function newAccount(prefix: string) {
  const suffix = randomBytes(4).toString('hex');
  return { username: `${prefix}_${suffix}`, email: `${prefix}_${suffix}@example.com`, password: 'fairway-birdie-42' };
}

const toast = (page: Page) => page.getByRole('region', { name: /notifications/i }).getByRole('listitem');

const header = (page: Page) => page.getByRole('banner');

const orderCard = (page: Page, orderId: number) =>
  page.getByRole('article', { name: `Order ${orderNumber('catalogue', orderId)}` });

/** A cart of the page's own session (the id the app keeps in localStorage), paid through the API and the stand-in. */
async function guestOrder(page: Page, email: string): Promise<number> {
  const sessionId = newCartSessionId();
  await page.addInitScript((id) => window.localStorage.setItem('sessionId', id), sessionId);
  const headers = { 'X-Session-Id': sessionId };
  const added = await page.request.post('/api/cart', { headers, data: { productId: LIGHTHOUSE_ID, quantity: 2 } });
  expect(added.ok(), await added.text()).toBe(true);
  const created = await page.request.post('/api/paypal/order', {
    headers,
    data: { customer: { name: 'Guest Golfer', email, ...ADDRESS } },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id, approveUrl } = (await created.json()) as { id: string; approveUrl: string };
  await page.goto(approveUrl);
  await page.getByRole('button', { name: 'Approve payment' }).click();
  await expect(page.getByText('This order is approved.')).toBeVisible();
  const captured = await page.request.post(`/api/paypal/order/${id}/capture`);
  expect(captured.ok(), await captured.text()).toBe(true);
  const outcome = (await captured.json()) as { status: string; orderId: number };
  expect(outcome.status).toBe('COMPLETED');
  return outcome.orderId;
}

/**
 * React Router asks the server for the routes of the links a page shows (`/__manifest`); leaving the page while such
 * a request is out aborts it, and the browser logs "Failed to fetch manifest patches". The tests go to another URL
 * with `open(url)`, which first waits until none is out, and follow links in the page after a client-side move.
 */
function opener(page: Page): (url: string) => Promise<void> {
  let pending = 0;
  const isDiscovery = (request: Request) => new URL(request.url()).pathname === '/__manifest';
  const settle = (request: Request) => {
    if (isDiscovery(request)) pending -= 1;
  };
  page.on('request', (request) => {
    if (isDiscovery(request)) pending += 1;
  });
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  return async (url) => {
    await expect.poll(() => pending).toBe(0);
    await gotoHydrated(page, url);
  };
}

test.describe('e-mailed account links', () => {
  test('registering e-mails a link that creates the account; a guest order with the address is in it at once', async ({
    page,
    allowFailedRequest,
  }) => {
    test.slow();
    const open = opener(page);
    const account = newAccount('guest');
    const orderId = await guestOrder(page, account.email);

    await open('/register');
    await page.getByLabel('Username').fill(account.username);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByLabel('Confirm Password').fill(account.password);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByRole('status').filter({ hasText: ACCOUNT_MESSAGES.registrationLinkSent })).toBeVisible();
    await expect(page).toHaveURL(/\/register$/);

    // A link that is not ours says so, with the way to register again, and creates nothing.
    allowFailedRequest('/api/auth/register/verify', 400);
    await open('/register/verify?token=cut-off');
    await expect(page.getByRole('alert').filter({ hasText: ACCOUNT_MESSAGES.registrationLinkInvalid })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Create My Account' })).toHaveCount(0);
    await open(`/register/verify?token=${'x'.repeat(43)}`);
    await page.getByRole('button', { name: 'Create My Account' }).click();
    const refused = page.getByRole('alert').filter({ hasText: ACCOUNT_MESSAGES.registrationLinkInvalid });
    await expect(refused.getByRole('link', { name: 'Register again' })).toHaveAttribute('href', '/register');

    // The link in the e-mail proves the address: the guest order is the new account's straight away.
    await open(await newestLink(account.email, '/register/verify'));
    await page.getByRole('button', { name: 'Create My Account' }).click();
    await expect(toast(page).filter({ hasText: 'Account Created!' })).toContainText('You are now logged in.');
    await expect(header(page).getByText(`Welcome, ${account.username}`).filter({ visible: true })).toBeVisible();
    await header(page).getByRole('link', { name: 'Track Order' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Track Your Order' })).toBeVisible();
    await page.getByRole('button', { name: 'Catalog Orders' }).click();
    await expect(orderCard(page, orderId).getByText('2 x $11.99')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Please confirm your email address' })).toHaveCount(0);

    // A verified customer opening a stray /verify-email link is offered the way to the orders, no new link.
    allowFailedRequest('/api/auth/verify-email', 400);
    await open(`/verify-email?token=${'x'.repeat(43)}`);
    await expect(page).toHaveTitle(/^Verify Email \|/);
    const stray = page.getByRole('alert').filter({ hasText: ACCOUNT_MESSAGES.verifyLinkInvalid });
    await expect(stray.getByRole('link', { name: 'Track my orders' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send a new link' })).toHaveCount(0);
  });

  test('a forgotten password is reset by the e-mailed link, which signs in; the old password stops working', async ({
    page,
    request,
    allowFailedRequest,
  }) => {
    test.slow();
    const open = opener(page);
    const account = newAccount('forgetful');
    const newPassword = 'eagle-on-the-ninth-7';
    // Registered in another "browser" (the API context), whose session the reset must end.
    await registerByLinkRequest(request, account);

    await open('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expect(page).toHaveTitle(/^Forgot Password \|/);
    await expect(page.getByRole('heading', { level: 1, name: 'Forgot Password' })).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveAttribute('autocomplete', 'email');
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByLabel('Email')).toHaveAccessibleDescription(ACCOUNT_MESSAGES.email);
    await page.getByLabel('Email').fill(account.email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByRole('status').filter({ hasText: ACCOUNT_MESSAGES.resetRequested })).toBeVisible();

    // A cut-off link is refused at once; a link that is not ours, by the server; both point to a new one.
    allowFailedRequest('/api/auth/reset-password', 400);
    await open('/reset-password?token=cut-off');
    await expect(page.getByRole('alert').filter({ hasText: ACCOUNT_MESSAGES.resetLinkInvalid })).toBeVisible();
    await expect(page.getByLabel('New password', { exact: true })).toHaveCount(0);
    await open(`/reset-password?token=${'x'.repeat(43)}`);
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password').fill(newPassword);
    await page.getByRole('button', { name: 'Set New Password' }).click();
    const refused = page.getByRole('alert').filter({ hasText: ACCOUNT_MESSAGES.resetLinkInvalid });
    await expect(refused.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forgot-password');

    const link = await newestLink(account.email, '/reset-password');
    await open(link);
    await expect(page).toHaveTitle(/^Reset Password \|/);
    await expect(page.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeVisible();
    const password = page.getByLabel('New password', { exact: true });
    const confirm = page.getByLabel('Confirm new password');
    await expect(password).toHaveAttribute('autocomplete', 'new-password');
    await password.fill(newPassword);
    await confirm.fill(`${newPassword}-typo`);
    await page.getByRole('button', { name: 'Set New Password' }).click();
    await expect(confirm).toHaveAccessibleDescription(ACCOUNT_MESSAGES.passwordsDiffer);
    await confirm.fill(newPassword);
    await page.getByRole('button', { name: 'Set New Password' }).click();
    await expect(toast(page).filter({ hasText: 'Password changed' })).toContainText(ACCOUNT_MESSAGES.passwordReset);
    await expect(page).toHaveURL(/\/$/);
    await expect(header(page).getByText(`Welcome, ${account.username}`).filter({ visible: true })).toBeVisible();

    // Every other session of the account has ended, and the link works once.
    expect((await request.get('/api/auth/user')).status()).toBe(401);
    const again = await request.post('/api/auth/reset-password', {
      data: { token: link.split('token=')[1], password: newPassword },
    });
    expect(again.status()).toBe(409);
    expect(((await again.json()) as { message: string }).message).toBe(ACCOUNT_MESSAGES.resetLinkUsed);

    // Signed out, the old password is refused and the new one signs in.
    allowFailedRequest('/api/auth/login', 401);
    await header(page).getByRole('button', { name: 'Logout' }).click();
    await header(page).getByRole('link', { name: 'Login' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
    await page.getByLabel('Username').fill(account.username);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(toast(page).filter({ hasText: 'Login Failed' })).toContainText(ACCOUNT_MESSAGES.invalidLogin);
    await page.getByLabel('Password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(toast(page).filter({ hasText: 'Welcome back!' })).toBeVisible();
    await expect(header(page).getByText(`Welcome, ${account.username}`).filter({ visible: true })).toBeVisible();
  });
});
