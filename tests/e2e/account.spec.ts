import { randomBytes } from 'node:crypto';
import { type Page } from '@playwright/test';
import { ACCOUNT_MESSAGES } from '../../core/schemas/accounts';
import { expectAccessible } from './axe';
import { newestLink } from './mail';
import { expect, gotoHydrated, test } from './support';

/**
 * Every test fails on a console error or an uncaught exception, except the failed requests a test expects
 * (`allowFailedRequest(path, status)`): Chromium logs each non-OK response as an error.
 */

function toast(page: Page) {
  return page.getByRole('region', { name: /notifications/i }).getByRole('listitem');
}

const header = (page: Page) => page.getByRole('banner');

function newAccount() {
  const suffix = randomBytes(4).toString('hex');
  return { username: `golfer_${suffix}`, email: `golfer_${suffix}@example.com`, password: 'fairway-birdie-42' };
}

test.describe('accounts', () => {
  test('register shows the field messages, e-mails the link that signs the new golfer in, then logout and login work', async ({
    page,
    allowFailedRequest,
  }) => {
    const account = newAccount();
    await gotoHydrated(page, '/register');
    await expect(page).toHaveTitle(/^Create Account \|/);
    await expect(page.getByRole('heading', { level: 1, name: 'Create Account' })).toBeVisible();
    await expect(page.getByLabel('Username')).toHaveAttribute('autocomplete', 'username');
    await expect(page.getByLabel('Email')).toHaveAttribute('autocomplete', 'email');
    await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('autocomplete', 'new-password');
    await expect(page.getByLabel('Confirm Password')).toHaveAttribute('autocomplete', 'new-password');

    // Empty form: every rule speaks at its field.
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByLabel('Username')).toHaveAccessibleDescription('Username must be at least 3 characters');
    await expect(page.getByLabel('Email')).toHaveAccessibleDescription('Please enter a valid email address');
    await expect(page.getByLabel('Password', { exact: true })).toHaveAccessibleDescription(
      'Password must be at least 8 characters',
    );

    await page.getByLabel('Username').fill('ab');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Password', { exact: true }).fill('short');
    await expect(page.getByText('Username must be at least 3 characters')).toBeVisible();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();

    await page.getByLabel('Username').fill(account.username);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByLabel('Confirm Password').fill(`${account.password}-typo`);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByLabel('Confirm Password')).toHaveAccessibleDescription("Passwords don't match");
    await expect(page.getByText('Username must be at least 3 characters')).toHaveCount(0);

    // The show-password toggle reveals what was typed.
    const confirm = page.getByLabel('Confirm Password');
    await page.getByRole('button', { name: 'Show password' }).nth(1).click();
    await expect(confirm).toHaveAttribute('type', 'text');

    await confirm.fill(account.password);
    const registered = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/auth/register');
    await page.getByRole('button', { name: 'Create Account' }).click();
    const body = (await (await registered).request().postDataJSON()) as Record<string, unknown>;
    // The confirmation stays in the browser (accounts-admin-spec section 3, payloads).
    expect(body).toEqual({ username: account.username, email: account.email, password: account.password });

    // No account yet: the form gives way to "check your e-mail", and nobody is signed in.
    const sent = page.getByRole('status').filter({ hasText: ACCOUNT_MESSAGES.registrationLinkSent });
    await expect(sent).toBeVisible();
    await expect(page.getByRole('form', { name: 'Create account' })).toHaveCount(0);
    await expect(header(page).getByRole('link', { name: 'Sign Up' })).toBeVisible();
    await expectAccessible(page);

    // The e-mailed link opens a page that asks first (a mail scanner's visit creates nothing), then signs in.
    const link = await newestLink(account.email, '/register/verify');
    await gotoHydrated(page, link);
    await expect(page).toHaveTitle(/^Finish Creating Your Account \|/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Create My Account' }).click();
    await expect(toast(page).filter({ hasText: 'Account Created!' })).toContainText('You are now logged in.');
    await expect(page).toHaveURL(/\/$/);
    await expect(header(page).getByText(`Welcome, ${account.username}`).filter({ visible: true })).toBeVisible();
    await expect(header(page).getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect(header(page).getByRole('link', { name: 'Sign Up' })).toBeHidden();

    // The link works once: opened again, it says so and offers the ways on.
    allowFailedRequest('/api/auth/register/verify', 409);
    await gotoHydrated(page, link);
    await page.getByRole('button', { name: 'Create My Account' }).click();
    const used = page.getByRole('alert').filter({ hasText: ACCOUNT_MESSAGES.registrationLinkUsed });
    await expect(used.getByRole('link', { name: 'Register again' })).toHaveAttribute('href', '/register');
    await expectAccessible(page);

    // The same username again is a clear 409 in a toast.
    await header(page).getByRole('button', { name: 'Logout' }).click();
    await expect(header(page).getByRole('link', { name: 'Sign Up' })).toBeVisible();
    await expect(
      header(page)
        .getByText(/Welcome,/)
        .filter({ visible: true }),
    ).toHaveCount(0);

    allowFailedRequest('/api/auth/register', 409);
    await gotoHydrated(page, '/register');
    await page.getByLabel('Username').fill(account.username);
    await page.getByLabel('Email').fill(`other_${account.email}`);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByLabel('Confirm Password').fill(account.password);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(toast(page).filter({ hasText: 'Registration Failed' })).toContainText(
      'That username is already taken',
    );
    await expect(page).toHaveURL(/\/register$/);

    // Log in: a wrong password fails with the server's message, the right one signs in.
    allowFailedRequest('/api/auth/login', 401);
    await page.getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
    await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('autocomplete', 'current-password');
    await page.getByLabel('Username').fill(account.username);
    await page.getByLabel('Password', { exact: true }).fill('not-my-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(toast(page).filter({ hasText: 'Login Failed' })).toContainText('Invalid username or password');
    await expect(page).toHaveURL(/\/login$/);

    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(toast(page).filter({ hasText: 'Welcome back!' })).toContainText(
      'You have been logged in successfully.',
    );
    await expect(page).toHaveURL(/\/$/);
    await expect(header(page).getByText(`Welcome, ${account.username}`).filter({ visible: true })).toBeVisible();

    // Signed in, the tracking page is open and starts on custom orders.
    await header(page).getByRole('link', { name: 'Track Order' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Track Your Order' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Custom Quote Orders' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText('No custom orders found.')).toBeVisible();
    await page.getByRole('button', { name: 'Catalog Orders' }).click();
    await expect(page).toHaveURL(/type=regular/);
    await expect(page.getByText('No regular orders found.')).toBeVisible();
  });

  test('login and register validate before calling the server and link to each other', async ({ page }) => {
    await gotoHydrated(page, '/login');
    await expect(page).toHaveTitle(/^Sign In \|/);
    await expect(page.getByLabel('Username')).toHaveAttribute('autocomplete', 'username');
    let calls = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/auth/login') calls += 1;
    });
    await page.getByLabel('Username').fill('ab');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByLabel('Username')).toHaveAccessibleDescription('Username must be at least 3 characters');
    expect(calls).toBe(0);
    await page.getByRole('link', { name: 'Create one' }).click();
    await expect(page).toHaveURL(/\/register$/);
    await page.getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('signed out, /track-order says Access Denied and goes to /login after 2 seconds', async ({ page }) => {
    await gotoHydrated(page, '/track-order');
    await expect(page).toHaveTitle(/^Track Your Order \|/);
    const denied = page.getByRole('alert').filter({ hasText: 'Access Denied' });
    await expect(denied).toContainText('You must be logged in to view your orders.');
    const shownAt = Date.now();
    await expect(page).toHaveURL(/\/login$/, { timeout: 5_000 });
    expect(Date.now() - shownAt).toBeGreaterThan(1_200);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
  });

  test('the server HTML of /track-order already says Access Denied to a signed-out visitor', async ({ request }) => {
    const html = await (await request.get('/track-order')).text();
    expect(html).toContain('Access Denied');
    expect(html).toContain('<meta name="robots" content="noindex"/>');
  });
});
