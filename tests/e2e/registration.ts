import type { APIRequestContext, Page } from '@playwright/test';
import { ACCOUNT_MESSAGES } from '../../core/schemas/accounts';
import { newestLink } from './mail';
import { expect, gotoHydrated } from './support';

/**
 * Registering creates no account: the shop e-mails a link that does (docs/decisions/031-register-then-verify.md).
 * These follow it as the new customer would, reading it from the e-mail the server wrote (tests/e2e/mail.ts).
 */
export interface NewAccount {
  username: string;
  email: string;
  password: string;
}

async function askToRegister(request: APIRequestContext, account: NewAccount): Promise<string> {
  const registered = await request.post('/api/auth/register', { data: account });
  expect(registered.status(), await registered.text()).toBe(202);
  expect(await registered.json()).toEqual({ message: ACCOUNT_MESSAGES.registrationLinkSent });
  return newestLink(account.email, '/register/verify');
}

/** Registers through the API, then opens the e-mailed link in the page and presses its button: signed in there. */
export async function registerByLink(page: Page, account: NewAccount): Promise<void> {
  const link = await askToRegister(page.request, account);
  await gotoHydrated(page, link);
  const finished = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/auth/register/verify');
  await page.getByRole('button', { name: 'Create My Account' }).click();
  expect((await finished).status()).toBe(201);
  await expect(page).toHaveURL(/\/$/);
}

/** The same for a request context of its own (another "browser" with no page): it ends up signed in. */
export async function registerByLinkRequest(request: APIRequestContext, account: NewAccount): Promise<void> {
  const link = await askToRegister(request, account);
  const token = new URL(link, 'http://shop.invalid').searchParams.get('token');
  const finished = await request.post('/api/auth/register/verify', { data: { token } });
  expect(finished.status(), await finished.text()).toBe(201);
}
