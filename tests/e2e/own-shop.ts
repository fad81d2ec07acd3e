/**
 * A shop process of the spec's own, on a fresh database, with its own admin enrolled by ADMIN_TOTP_SECRET: for a
 * spec that must see a shop as it starts (a first sign-in, the demo data) without touching the one the others share.
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import { exited, freePort, runBuilt, waitReady, type RunningProcess } from './processes';
import { gotoHydrated, test } from './support';

export interface ShopOwner {
  username: string;
  email: string;
  password: string;
  /** Base32, the ADMIN_TOTP_SECRET of the shop. */
  secret: string;
}

/** Starts the shop before the spec's tests and stops it after them; `base()` is its address, `dataDir()` its DATA_DIR. */
export function startOwnShop(owner: ShopOwner, dataPrefix: string): { base(): string; dataDir(): string } {
  let shop: RunningProcess;
  let base = '';
  let dataDir = '';
  test.beforeAll(async ({ request }) => {
    test.setTimeout(120_000);
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    dataDir = mkdtempSync(path.join(os.tmpdir(), dataPrefix));
    shop = runBuilt('main.js', {
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ADMIN_USERNAME: owner.username,
      ADMIN_EMAIL: owner.email,
      ADMIN_PASSWORD: owner.password,
      ADMIN_TOTP_SECRET: owner.secret,
    });
    await waitReady(request, base);
  });
  test.afterAll(async () => {
    shop.child.kill('SIGTERM');
    await exited(shop.child);
  });
  return { base: () => base, dataDir: () => dataDir };
}

/** The owner's sign-in on the login page: password, then the current code (the first try is a 401 by design). */
export async function signInOwner(page: Page, base: string, owner: ShopOwner): Promise<void> {
  await gotoHydrated(page, `${base}/login`);
  await page.getByLabel('Username').fill(owner.username);
  await page.getByLabel('Password', { exact: true }).fill(owner.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(owner.secret) });
  await page.getByLabel('Authentication code').fill(totp.generate());
  await page.getByRole('button', { name: 'Verify and Sign In' }).click();
}
