/**
 * A signed-in customer for the browser tests that only need "a customer" (refused by the admin, owner of an order):
 * the shop allows 10 registrations per address per hour and the whole suite comes from one address, so one account
 * is registered once (following its e-mailed link) and its session kept beside the server's data (checked before each use; registered again if
 * the server no longer accepts it). Tests about registering, or that count a customer's own orders, register their own.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Cookie, Page } from '@playwright/test';
import { registerByLink } from './registration';

const STATE_FILE = path.join(process.env.E2E_DATA_DIR ?? '', 'e2e-customer.json');

export interface E2ECustomer {
  username: string;
  email: string;
}

interface Saved {
  account: E2ECustomer;
  cookie: Cookie;
}

function saved(): Saved | null {
  try {
    return JSON.parse(readFileSync(STATE_FILE, 'utf8')) as Saved;
  } catch {
    return null;
  }
}

/** Signs the page's browser context in as the shared customer; answers who that is. */
export async function useCustomerSession(page: Page): Promise<E2ECustomer> {
  const kept = saved();
  if (kept) {
    await page.context().addCookies([kept.cookie]);
    const me = await page.request.get('/api/auth/user');
    if (me.ok() && ((await me.json()) as { role?: string }).role === 'user') return kept.account;
  }
  const suffix = randomBytes(4).toString('hex');
  const account = { username: `golfer_${suffix}`, email: `golfer_${suffix}@example.com`, password: 'eagle-on-18!' };
  await registerByLink(page, account);
  const cookie = (await page.context().cookies()).find((c) => c.name.endsWith('pinshop_session'));
  if (cookie) {
    writeFileSync(
      STATE_FILE,
      JSON.stringify({ account: { username: account.username, email: account.email }, cookie }),
    );
  }
  return { username: account.username, email: account.email };
}
