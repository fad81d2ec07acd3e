/**
 * An admin enrolled by ADMIN_TOTP_SECRET (never on the set-up page) is shown recovery codes at the first sign-in,
 * with copy, download (.txt) and print, once: the next sign-in (with one of those codes) goes straight on. Its own
 * shop process on a fresh database, so this admin has surely never signed in.
 */
import { readFileSync } from 'node:fs';
import { signInOwner, startOwnShop } from './own-shop';
import { expectAccessible } from './axe';
import { expect, gotoHydrated, test, watchRouteDiscovery } from './support';

const OWNER = {
  username: 'first-owner',
  email: 'first-owner@pinshop.example',
  password: 'first-owner-password-123',
  secret: 'MFRGGZDFMZTWQ2LKNNWG23TPOBYXE43U',
};

const shop = startOwnShop(OWNER, 'pinshop-codes-');

test('an admin enrolled by ADMIN_TOTP_SECRET saves the recovery codes at the first sign-in only', async ({
  page,
  allowFailedRequest,
}) => {
  test.setTimeout(90_000);
  const base = shop.base();
  // The first try (password only) is a 401 by design.
  allowFailedRequest('/api/auth/login', 401);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: base });
  await signInOwner(page, base, OWNER);

  await expect(page.getByRole('heading', { name: 'Save your recovery codes' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(list).toHaveCount(10);
  const codes = await list.allTextContents();
  for (const code of codes) expect(code).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The codes are on your clipboard.' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(codes.join('\n'));

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download (.txt)' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/-recovery-codes\.txt$/);
  const file = readFileSync((await download.path())!, 'utf8');
  expect(file).toContain(`recovery codes for ${OWNER.username}`);
  for (const code of codes) expect(file).toContain(code);

  // The print dialog is the browser's own: the button asks for it.
  await page.evaluate(() => {
    window.print = () => document.documentElement.setAttribute('data-printed', 'yes');
  });
  await page.getByRole('button', { name: 'Print' }).click();
  await expect(page.locator('html[data-printed="yes"]')).toBeAttached();

  await page.getByRole('button', { name: 'I have saved these codes' }).click();
  await expect(page).not.toHaveURL(/\/login/);
  await expect(page.locator('a[href="/admin"]').first()).toBeAttached();

  // Signed out, the next sign-in (with a saved code) shows none and goes on.
  expect((await page.request.post(`${base}/api/auth/logout`)).ok()).toBe(true);
  await gotoHydrated(page, `${base}/login`);
  await page.getByLabel('Username').fill(OWNER.username);
  await page.getByLabel('Password', { exact: true }).fill(OWNER.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await page.getByLabel('Recovery code').fill(codes[0]!);
  const discovery = watchRouteDiscovery(page);
  await page.getByRole('button', { name: 'Verify and Sign In' }).click();
  await expect(page).not.toHaveURL(/\/login/);
  await expect(page.getByRole('heading', { name: 'Save your recovery codes' })).toHaveCount(0);
  await discovery.settled();
});
