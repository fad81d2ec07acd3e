/**
 * A new shop starts with the demo (the README's first command shows a working shop); its owner removes it in one
 * action from Settings and the storefront has none of it. Its own shop process on a fresh database: the other specs
 * share one that keeps its demo.
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as OTPAuth from 'otpauth';
import { expectAccessible } from './axe';
import { exited, freePort, runBuilt, waitReady, type RunningProcess } from './processes';
import { expect, gotoHydrated, test } from './support';

const OWNER = {
  username: 'demo-owner',
  email: 'demo-owner@pinshop.example',
  password: 'demo-owner-password-123',
  secret: 'NBSWY3DPEHPK3PXPNBSWY3DPEHPK3PXP',
};
const DEMO_PRODUCT = 'Harbour Town Lighthouse Pin';

let shop: RunningProcess;
let base = '';

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  shop = runBuilt('main.js', {
    PORT: String(port),
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'pinshop-demo-')),
    LOG_LEVEL: 'warn',
    MAX_EVENT_LOOP_DELAY_MS: '10000',
    ADMIN_USERNAME: OWNER.username,
    ADMIN_EMAIL: OWNER.email,
    ADMIN_PASSWORD: OWNER.password,
    ADMIN_TOTP_SECRET: OWNER.secret,
  });
  await waitReady(request, base);
});

test.afterAll(async () => {
  shop.child.kill('SIGTERM');
  await exited(shop.child);
});

test('the owner removes the demo data from Settings and the storefront shows none of it', async ({
  page,
  allowFailedRequest,
}) => {
  test.setTimeout(90_000);
  await gotoHydrated(page, `${base}/wholesale`);
  await expect(page.getByText(DEMO_PRODUCT).first()).toBeVisible();

  // The first try (password only) is a 401 by design.
  allowFailedRequest('/api/auth/login', 401);
  await gotoHydrated(page, `${base}/login`);
  await page.getByLabel('Username').fill(OWNER.username);
  await page.getByLabel('Password', { exact: true }).fill(OWNER.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(OWNER.secret) });
  await page.getByLabel('Authentication code').fill(totp.generate());
  await page.getByRole('button', { name: 'Verify and Sign In' }).click();
  await page.getByRole('button', { name: 'I have saved these codes' }).click();
  await expect(page).not.toHaveURL(/\/login/);

  await gotoHydrated(page, `${base}/admin/settings`);
  const panel = page.getByRole('region', { name: 'Demo data' });
  await panel.getByRole('button', { name: 'Remove the demo data' }).click();
  await panel.getByRole('button', { name: 'Yes, remove it' }).click();
  await expect(panel.getByRole('status')).toContainText(/^Removed \d+ products/);
  await expectAccessible(page);

  await gotoHydrated(page, `${base}/wholesale`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(DEMO_PRODUCT)).toHaveCount(0);
});
