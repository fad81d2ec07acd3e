import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { findChromium } from './scripts/chromium.mjs';

/** Debian's Chromium (or CHROME_PATH, or `chromium` on the PATH): Playwright's own browser downloads are not available here. */
const chromePath = findChromium();
if (!chromePath) {
  throw new Error(
    "Chromium not found: run `npm test` (it installs Debian's chromium when it can), `apt-get install chromium`, or set CHROME_PATH.",
  );
}

// Chosen once in the runner; workers inherit the environment, so every process agrees.
process.env.E2E_PORT ??= execFileSync(process.execPath, [
  '-e',
  "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})",
]).toString();
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), 'pinshop-e2e-'));
// The server's secret, known to the tests: pay-links.spec.ts builds the invoice links the e-mails would carry.
process.env.E2E_SESSION_SECRET ??= 'e2e-session-secret-of-at-least-32-characters';
// The e2e admin's TOTP secret (ADMIN_TOTP_SECRET), known to the tests: admin-session.ts makes its codes.
process.env.E2E_ADMIN_TOTP_SECRET ??= 'KVKFKRCPNZQUYMLXOVYDSQKJKZDTSRLD';
const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromePath,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: 'node build/server/main.js',
    url: `${baseURL}/readyz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      LOG_LEVEL: 'warn',
      ADMIN_USERNAME: 'e2e-admin',
      ADMIN_EMAIL: 'e2e-admin@pinshop.example',
      ADMIN_PASSWORD: 'e2e-admin-password-123',
      ADMIN_TOTP_SECRET: process.env.E2E_ADMIN_TOTP_SECRET,
      SESSION_SECRET: process.env.E2E_SESSION_SECRET,
      // Two of the three profiles: the footer shows those and hides X (shell.spec.ts).
      SOCIAL_INSTAGRAM_URL: 'https://www.instagram.com/pinshop.golf',
      SOCIAL_FACEBOOK_URL: 'https://www.facebook.com/pinshop.golf',
      // The stand-in's /__paypal/__test switches, off in production otherwise: checkout.spec.ts asks PayPal for a
      // PENDING and a DECLINED capture (/__test/faults), which no buyer can do at the approval page.
      PAYPAL_STAND_IN_FAULTS: '1',
      // The review request job looks for delivered orders every second (reviews.spec.ts waits for its e-mail).
      REVIEW_CHECK_SECONDS: '1',
      // And the payment reminders (payment-reminder.spec.ts waits for an invoice's first one).
      REMINDER_CHECK_SECONDS: '1',
      // The bounce webhook's plain JSON form takes this as its Bearer token (mailbox-bounce.spec.ts).
      EMAIL_WEBHOOK_SECRET: 'e2e-email-webhook-secret',
    },
  },
});
