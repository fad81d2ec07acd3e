import type { Page } from '@playwright/test';
import { useCustomerSession } from './customer-session';
import { clickFirstEveryTime, slowPhone, typeEarly } from './first-click';
import { QUOTE_MESSAGES } from '../../core/schemas/quotes';
import { expect, test } from './support';

/**
 * A form sent the moment its button shows, on a slow phone, with what was typed into the server's HTML before the
 * page's code took over (app/lib/early-input.ts): it is sent by the page's code, never natively (a GET of the page
 * with the fields, a password among them, in its address), and nothing typed is lost. Buttons: first-click.spec.ts.
 */

/** The page's own address never gets a query: a native submit of a form without an action would add one. */
function noNativeSubmit(page: Page): () => void {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && new URL(request.url()).search !== '') sent.push(request.url());
  });
  return () => expect(sent, 'pages asked for with the form in their address').toEqual([]);
}

const header = (page: Page) => page.getByRole('banner');

/** The shared customer's password (tests/e2e/customer-session.ts registers it with this one). */
const CUSTOMER_PASSWORD = 'eagle-on-18!';

test.describe('the first submit of a form counts', () => {
  test.describe.configure({ timeout: 300_000 });

  test.beforeEach(async ({ page }) => {
    await slowPhone(page);
  });

  test('sign-in: answered by the form with what was typed, and signs in', async ({ page }) => {
    const customer = await useCustomerSession(page);
    await page.context().clearCookies();
    const nothingNative = noNativeSubmit(page);
    // The form's own check answers at once: no request, so the tries cost none of the sign-in limit (20 per 15
    // minutes per address, shared by the whole browser suite).
    await clickFirstEveryTime(page, {
      url: '/login',
      before: (p) => p.getByLabel('Username').fill(customer.username, { force: true }),
      control: (p) => p.getByRole('button', { name: 'Sign In' }),
      effect: async (p) => {
        await expect(p.getByLabel('Password', { exact: true })).toHaveAccessibleDescription(
          'Password must be at least 8 characters',
        );
        await expect(p.getByLabel('Username')).toHaveValue(customer.username);
      },
    });
    nothingNative();
  });

  test('sign-in with the password typed before the code came signs the customer in', async ({ page }) => {
    const customer = await useCustomerSession(page);
    const nothingNative = noNativeSubmit(page);
    for (let i = 0; i < 2; i += 1) {
      // A signed-in page asks the server who is signed in once it is hydrated: the cookies are taken away only after
      // that answer, or its 401 lands in the console (seen under load).
      await page.waitForLoadState('networkidle');
      await page.context().clearCookies();
      await page.goto('/login', { waitUntil: 'commit' });
      await page.getByLabel('Username').fill(customer.username, { force: true });
      await page.getByLabel('Password', { exact: true }).fill(CUSTOMER_PASSWORD, { force: true });
      await page.getByRole('button', { name: 'Sign In' }).click({ force: true });
      await expect(header(page).getByRole('button', { name: 'Logout' })).toBeVisible();
    }
    nothingNative();
  });

  test('register: answered by the form, with what was typed', async ({ page }) => {
    const nothingNative = noNativeSubmit(page);
    // Passwords that differ: the form answers without a request (registrations are limited to 10 an hour).
    await clickFirstEveryTime(page, {
      url: '/register',
      before: (p) =>
        typeEarly(p, [
          ['Username', 'early_golfer'],
          ['Email', 'early_golfer@example.com'],
          ['Password', 'eagle-on-18!'],
          ['Confirm Password', 'eagle-on-18?'],
        ]),
      control: (p) => p.getByRole('button', { name: 'Create Account' }),
      effect: async (p) => {
        await expect(p.getByLabel('Confirm Password')).toHaveAccessibleDescription("Passwords don't match");
        await expect(p.getByLabel('Email')).toHaveValue('early_golfer@example.com');
      },
    });
    nothingNative();
  });

  // The form's own check answers at once: no request, so the tries cost none of the quote route's limit (10 a
  // minute from one address), which 20 sent quotes would need minutes of waiting for.
  test('the quote form answers the first click with what is missing, and keeps what was typed', async ({ page }) => {
    const nothingNative = noNativeSubmit(page);
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/quotes') sent.push(request.url());
    });
    await clickFirstEveryTime(page, {
      url: '/quote',
      before: (p) =>
        typeEarly(p, [
          [/^Full Name/, 'Ann Lee'],
          [/^Email Address/, 'ann.lee@example.com'],
        ]),
      control: (p) => p.getByRole('button', { name: 'Submit Quote Request' }),
      effect: async (p) => {
        await expect(p.getByRole('textbox', { name: 'Project Description' })).toHaveAccessibleDescription(
          QUOTE_MESSAGES.description,
        );
        await expect(p.getByRole('textbox', { name: 'Full Name' })).toHaveValue('Ann Lee');
        await expect(p.getByRole('textbox', { name: 'Email Address' })).toHaveValue('ann.lee@example.com');
      },
    });
    expect(sent).toEqual([]);
    nothingNative();
  });

  test('the quote form typed and sent before the code came sends the quote', async ({ page }) => {
    const nothingNative = noNativeSubmit(page);
    for (let i = 0; i < 2; i += 1) {
      await page.goto('/quote', { waitUntil: 'commit' });
      await typeEarly(page, [
        [/^Full Name/, 'Ann Lee'],
        [/^Email Address/, 'ann.lee@example.com'],
        [/^Project Description/, 'Member-guest tournament pins with our club crest.'],
      ]);
      await page.getByRole('button', { name: 'Submit Quote Request' }).click({ force: true });
      await expect(page.getByRole('heading', { name: 'Quote Request Submitted!' })).toBeVisible();
      await page.waitForLoadState('networkidle', { timeout: 2_000 }).catch(() => undefined);
    }
    nothingNative();
  });

  test("the designer's Next Step goes to step 2", async ({ page }) => {
    await clickFirstEveryTime(page, {
      url: '/custom',
      control: (p) => p.getByRole('button', { name: 'Next Step' }),
      effect: (p) => expect(p.getByRole('heading', { level: 2, name: 'Pin Specifications' })).toBeVisible(),
    });
  });
});
