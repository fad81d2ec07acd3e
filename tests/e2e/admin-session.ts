/**
 * The e2e admin (playwright.config.ts: ADMIN_* and ADMIN_TOTP_SECRET) signing in with its password and a TOTP code.
 * A code is good once (RFC 6238 5.2) and several specs sign in within one 30 s step, so each sign-in takes a step
 * after the last one used here; the server accepts one step ahead, and a refused code moves on to the next step.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  request as requests,
  test,
  type APIRequestContext,
  type Browser,
  type BrowserContextOptions,
  type Cookie,
  type Page,
} from '@playwright/test';
import * as OTPAuth from 'otpauth';
import { TWO_FACTOR_MESSAGES } from '../../core/schemas/accounts';
import { allowFailedRequestOn, expect, gotoHydrated, watchConsole, watchRouteDiscovery } from './support';

export const E2E_ADMIN = {
  username: 'e2e-admin',
  email: 'e2e-admin@pinshop.example',
  password: 'e2e-admin-password-123',
  totpSecret: process.env.E2E_ADMIN_TOTP_SECRET ?? '',
} as const;

const PERIOD_MS = 30_000;
/** Codes tried per sign-in before giving up (each refusal counts in the login limits, which a success clears). */
const ATTEMPTS = 4;

/**
 * The admin's current secret and the last step used, kept beside the server's data: admin-security.spec.ts enrols
 * a new authenticator for real, and every later sign-in (in any worker) must use the new secret.
 */
const STATE_FILE = path.join(process.env.E2E_DATA_DIR ?? '', 'e2e-admin-totp.json');

interface TotpState {
  secret: string;
  lastStep: number;
}

function readState(): TotpState {
  try {
    return JSON.parse(readFileSync(STATE_FILE, 'utf8')) as TotpState;
  } catch {
    return { secret: E2E_ADMIN.totpSecret, lastStep: 0 };
  }
}

function writeState(state: TotpState): void {
  writeFileSync(STATE_FILE, JSON.stringify(state));
}

/** The code of `secret` at the current step; recorded as used, with the secret as the admin's from now on. */
export function enrolledCode(secret: string): string {
  const step = Math.floor(Date.now() / PERIOD_MS);
  writeState({ secret, lastStep: step });
  return new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate({ timestamp: step * PERIOD_MS });
}

/**
 * The code of the next unused step. A step more than one ahead of now is not accepted yet: wait for its window,
 * the one wait here, since the code depends on the clock.
 */
export async function nextCode(): Promise<string> {
  if (!E2E_ADMIN.totpSecret) throw new Error('E2E_ADMIN_TOTP_SECRET is not set (playwright.config.ts sets it)');
  const { secret, lastStep } = readState();
  const step = Math.max(Math.floor(Date.now() / PERIOD_MS), lastStep + 1);
  const acceptedFrom = (step - 1) * PERIOD_MS;
  const wait = acceptedFrom - Date.now();
  if (wait > 0) {
    // Up to one step: the test gets that much more time.
    test.info().setTimeout(test.info().timeout + wait + 1_000);
    await new Promise((resolve) => setTimeout(resolve, wait + 50));
  }
  writeState({ secret, lastStep: step });
  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) });
  return totp.generate({ timestamp: step * PERIOD_MS });
}

/**
 * Through the login page: the password, then the "Authentication code" it asks for; ends signed in, off /login. On
 * the login page already (sent there by /admin, with ?next=), it signs in there and follows `next`.
 */
export async function signInAsAdmin(page: Page): Promise<void> {
  // The page's first try (password only) and a refused code are 401s by design: not console errors of the test.
  allowFailedRequestOn(page, '/api/auth/login', 401);
  const discovery = watchRouteDiscovery(page);
  if (page.url().startsWith('http') && new URL(page.url()).pathname === '/login') {
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  } else {
    await gotoHydrated(page, '/login');
  }
  await page.getByLabel('Username').fill(E2E_ADMIN.username);
  await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  const codeField = page.getByLabel('Authentication code');
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    await codeField.fill(await nextCode());
    const answer = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/auth/login');
    await page.getByRole('button', { name: 'Verify and Sign In' }).click();
    const response = await answer;
    if (response.ok()) {
      // The first sign-in of this admin (enrolled by ADMIN_TOTP_SECRET) shows its recovery codes once.
      if (((await response.json()) as { recoveryCodes?: string[] }).recoveryCodes) {
        await page.getByRole('button', { name: 'I have saved these codes' }).click();
      }
      await expect(page).not.toHaveURL(/\/login/);
      // Signing in adds the header's Admin link, whose route the page then fetches.
      await page.locator('a[href="/admin"]').first().waitFor({ state: 'attached' });
      await discovery.settled();
      saveSession((await page.context().cookies()).find(isSessionCookie));
      return;
    }
    await expect(page.getByText(TWO_FACTOR_MESSAGES.otpInvalid)).toBeVisible();
  }
  throw new Error(`the e2e admin could not sign in with ${ATTEMPTS} codes`);
}

/** The same sign-in for an API context (a second browser's requests): one POST with the code. */
export async function signInAsAdminRequest(request: APIRequestContext): Promise<void> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const login = await request.post('/api/auth/login', {
      data: { username: E2E_ADMIN.username, password: E2E_ADMIN.password, otp: await nextCode() },
    });
    if (login.ok()) return;
    expect(login.status(), await login.text()).toBe(401);
  }
  throw new Error(`the e2e admin could not sign in with ${ATTEMPTS} codes`);
}

/**
 * A signed-in admin without signing in again: the shop allows 20 sign-ins per address in 15 minutes, and the whole
 * suite runs from one address. The session of the last sign-in here is kept beside the server's data and reused
 * while the server still accepts it (a logout or a new authenticator ends it; then one sign-in makes a new one).
 */
const SESSION_FILE = path.join(process.env.E2E_DATA_DIR ?? '', 'e2e-admin-session.json');

const isSessionCookie = (cookie: Pick<Cookie, 'name'>) => cookie.name.endsWith('pinshop_session');

function saveSession(cookie: Cookie | undefined): void {
  if (cookie) writeFileSync(SESSION_FILE, JSON.stringify(cookie));
}

function savedSession(): Cookie | null {
  try {
    return JSON.parse(readFileSync(SESSION_FILE, 'utf8')) as Cookie;
  } catch {
    return null;
  }
}

async function isAdminSession(request: APIRequestContext): Promise<boolean> {
  const me = await request.get('/api/auth/user');
  if (!me.ok()) return false;
  const user = (await me.json()) as { role?: string; needsTotpEnrolment?: boolean };
  return user.role === 'admin' && user.needsTotpEnrolment === false;
}

/** The page's browser context signed in as the admin (the kept session, else one sign-in through the API). */
export async function useAdminSession(page: Page): Promise<void> {
  await keepAdminSession(page);
}

async function keepAdminSession(page: Page): Promise<void> {
  const saved = savedSession();
  if (saved) await page.context().addCookies([saved]);
  if (saved && (await isAdminSession(page.request))) return;
  await signInAsAdminRequest(page.request);
  saveSession((await page.context().cookies()).find(isSessionCookie));
}

/**
 * The admin in a browser of their own (beside the test's shopper page), signed in, its console errors collected:
 * `problems` must be empty at the end; `close()` ends the browser context.
 */
export async function openAdminBrowser(
  browser: Browser,
  baseURL: string | undefined,
  options: Pick<BrowserContextOptions, 'permissions' | 'reducedMotion'> = {},
): Promise<{ admin: Page; problems: string[]; close(): Promise<void> }> {
  const { permissions = [], reducedMotion } = options;
  const context = await browser.newContext({ baseURL, reducedMotion });
  if (permissions.length > 0) await context.grantPermissions(permissions, { origin: baseURL });
  const admin = await context.newPage();
  const problems = watchConsole(admin);
  await keepAdminSession(admin);
  return { admin, problems, close: () => context.close() };
}

/** A separate API context (another browser's requests) signed in as the admin, the same way. */
export async function adminRequestContext(baseURL: string): Promise<APIRequestContext> {
  const saved = savedSession();
  if (saved) {
    const context = await requests.newContext({ baseURL, storageState: { cookies: [saved], origins: [] } });
    if (await isAdminSession(context)) return context;
    await context.dispose();
  }
  const context = await requests.newContext({ baseURL });
  await signInAsAdminRequest(context);
  saveSession((await context.storageState()).cookies.find(isSessionCookie));
  return context;
}

/** The admin's menu: the sidebar on a wide screen, else the drawer its "Admin menu" button opens. */
export async function adminMenu(page: Page) {
  // The sidebar shows from Tailwind's lg breakpoint (1024 px) on.
  if ((page.viewportSize()?.width ?? 1280) < 1024) await page.getByRole('button', { name: 'Admin menu' }).click();
  return page.getByRole('navigation', { name: 'Admin', exact: true }).filter({ visible: true });
}

/**
 * Opens a section through the admin's menu (its label; the entry may end in what waits there) and waits for the
 * section's heading (its label unless told).
 */
export async function openAdminSection(page: Page, label: string, heading = label): Promise<void> {
  const menu = await adminMenu(page);
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await menu.getByRole('link', { name: new RegExp(`^${escaped}( \\d+ waiting)?$`) }).click();
  await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
}
