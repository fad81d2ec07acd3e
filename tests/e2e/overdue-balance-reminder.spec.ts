/**
 * A balance left unpaid for over a week is collected without the owner lifting a finger: the design was approved
 * nine days ago, so the reminder job (every second here) sends the balance's reminder by itself, and the customer
 * pays from its link.
 *
 * The built shop has no clock to move (production settings, as the other browser tests), so the order is made
 * honestly old instead: paid and approved through the real pages and API today, then, with the shop stopped, its
 * rows' times are moved nine days back in its database (the way crash-recovery.spec.ts reads one: PGlite on a
 * DATA_DIR of the spec's own), and the shop starts again on that data. The audit log is append-only in the database
 * itself and keeps the true times; the schedule reads the approval from the proof, whose time is moved.
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createPglite } from '../../server/db/pglite';
import { request as requests, type APIRequestContext, type Page } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import { orderNumber } from '../../core/order-numbers';
import { PROOF_MESSAGES } from '../../core/schemas/proofs';
import { expectAccessible } from './axe';
import { mailsTo } from './mail';
import { PNG, paidDeposit } from './paid-orders';
import { exited, freePort, runBuilt, waitReady, type RunningProcess } from './processes';
import { expect, gotoHydrated, test, watchConsole } from './support';

const OWNER = {
  username: 'overdue-owner',
  email: 'overdue-owner@pinshop.example',
  password: 'overdue-owner-password-123',
  secret: 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ',
};
const CUSTOMER = { name: 'Late Treasurer', email: 'late.treasurer@example.com' };
/** Nine calendar days hold at least five business days, and the next reminder comes 7 days after the fifth. */
const DAYS_BACK = 9;

/** The e-mailed link to `linkPath` (a regular expression source) in the newest such mail, waited for. */
async function mailedLink(mailDir: string, subject: RegExp, linkPath: string): Promise<string> {
  const pattern = new RegExp(`https?://[^\\s/]+(${linkPath}(?:\\?[\\w=&.%-]+)?)`);
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await mailsTo(CUSTOMER.email, mailDir)).filter((mail) => subject.test(mail.subject));
        link = mails.map(({ text }) => pattern.exec(text)?.[1]).findLast(Boolean);
        return mails.length;
      },
      { timeout: 30_000 },
    )
    .toBe(1);
  expect(link).toBeDefined();
  return link!;
}

/** The owner signed in through the API (password and the current code of the shop's ADMIN_TOTP_SECRET). */
async function ownerRequests(base: string): Promise<APIRequestContext> {
  const owner = await requests.newContext({ baseURL: base });
  const otp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(OWNER.secret) }).generate();
  const login = await owner.post('/api/auth/login', {
    data: { username: OWNER.username, password: OWNER.password, otp },
  });
  expect(login.ok(), await login.text()).toBe(true);
  return owner;
}

/** Every time of the custom order's own rows, `days` days earlier: the order, its proofs and their thread, its payments. */
async function moveOrderBack(dataDir: string, customOrderId: number, days: number): Promise<void> {
  const db = await createPglite(path.join(dataDir, 'pgdata'));
  const back = `interval '${days} days'`;
  try {
    await db.transaction(async (tx) => {
      const updates = [
        `update custom_orders set created_at = created_at - ${back}, updated_at = updated_at - ${back},
           balance_link_expires_at = balance_link_expires_at - ${back} where id = $1`,
        `update custom_order_proofs set created_at = created_at - ${back}, approved_at = approved_at - ${back}
           where custom_order_id = $1`,
        `update proof_feedback set created_at = created_at - ${back} where custom_order_id = $1`,
        `update payments set created_at = created_at - ${back}, updated_at = updated_at - ${back},
           captured_at = captured_at - ${back} where custom_order_id = $1`,
      ];
      for (const update of updates) await tx.query(update, [customOrderId]);
      const approved = await tx.query<{ days: number }>(
        `select extract(day from now() - max(approved_at))::int as days from custom_order_proofs
           where custom_order_id = $1`,
        [customOrderId],
      );
      expect(approved.rows[0]?.days).toBe(days);
    });
  } finally {
    await db.close();
  }
}

test('a balance overdue for over a week is reminded by itself and paid from the reminder', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pinshop-overdue-'));
  const mailDir = path.join(dataDir, 'mail');
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env = {
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    ADMIN_USERNAME: OWNER.username,
    ADMIN_EMAIL: OWNER.email,
    ADMIN_PASSWORD: OWNER.password,
    ADMIN_TOTP_SECRET: OWNER.secret,
    REMINDER_CHECK_SECONDS: '1',
  };
  let shop: RunningProcess = runBuilt('main.js', env);
  const context = await browser.newContext({ baseURL: base });
  const page: Page = await context.newPage();
  const problems = watchConsole(page);
  try {
    await waitReady(request, base);
    // Today: the deposit paid at the stand-in, a proof uploaded by the owner, approved from the e-mailed link.
    const { customOrderId, statusPath } = await paidDeposit(page, CUSTOMER);
    const number = orderNumber('custom', customOrderId);
    const owner = await ownerRequests(base);
    // The owner's session outlives the restart (sessions are rows): a TOTP code is good once.
    const ownerSession = await owner.storageState();
    const uploaded = await owner.post(`/api/custom-orders/${customOrderId}/proofs`, {
      multipart: {
        proof: { name: 'crest.png', mimeType: 'image/png', buffer: PNG },
        note: 'The crest in gold on green.',
      },
    });
    expect(uploaded.status(), await uploaded.text()).toBe(201);
    await owner.dispose();
    const proofSubject = new RegExp(`^Your proof for custom order ${number} is ready`);
    const proofLink = await mailedLink(mailDir, proofSubject, `/orders/${customOrderId}/proof`);
    await gotoHydrated(page, proofLink);
    await page.getByLabel(PROOF_MESSAGES.confirmLabel).check();
    await page.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByText('Design approved')).toBeVisible();
    const reminderSubject = new RegExp(`^Reminder: the balance of custom order ${number} is due$`);
    expect((await mailsTo(CUSTOMER.email, mailDir)).filter((mail) => reminderSubject.test(mail.subject))).toEqual([]);

    // Nine days pass: the shop stops, the order's times move back, the shop starts again on the same data. The page
    // leaves the shop first: one left open would fetch its links' routes from a shop that is down (a console error).
    await page.waitForLoadState('networkidle');
    await page.goto('about:blank');
    shop.child.kill('SIGTERM');
    expect(await exited(shop.child)).toBe(0);
    await moveOrderBack(dataDir, customOrderId, DAYS_BACK);
    shop = runBuilt('main.js', env);
    await waitReady(request, base);

    // Nobody sends it: the job finds the balance due for over five business days and sends its reminder, once.
    const payLink = await mailedLink(mailDir, reminderSubject, '/balance-payment/[\\w-]{43}');
    const reminder = (await mailsTo(CUSTOMER.email, mailDir)).find((mail) => reminderSubject.test(mail.subject))!;
    expect(reminder.text).toContain('Amount due: $481.50');
    expect(reminder.text).toMatch(/has been due since \w+ \d+, \d{4}/);

    // The owner's Receivables: the balance is late, by the days moved.
    const adminContext = await browser.newContext({ baseURL: base, storageState: ownerSession });
    const admin = await adminContext.newPage();
    const adminProblems = watchConsole(admin);
    await gotoHydrated(admin, '/admin/receivables');
    const owed = admin.getByRole('table', { name: `Owed by ${CUSTOMER.name}` });
    await expect(owed).toContainText(`${CUSTOMER.name} (${CUSTOMER.email}) owes $481.50`);
    await expect(owed.getByRole('row', { name: new RegExp(number) })).toContainText(`${DAYS_BACK} days late`);

    await gotoHydrated(page, payLink);
    await page.getByRole('button', { name: 'Pay $481.50 with PayPal' }).click();
    await page.waitForURL(/\/__paypal\/checkoutnow\?token=/);
    await page.getByRole('button', { name: 'Approve payment' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Payment Complete!' })).toBeVisible();

    // The order's status page: deposit and balance paid, nothing more due.
    await gotoHydrated(page, statusPath);
    await expect(page.getByText('Deposit paid', { exact: true })).toBeVisible();
    await expect(page.getByText('Balance paid', { exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: 'What you owe' })).toContainText('Nothing is due right now.');
    await expectAccessible(page);

    // The owner's order view: both lines paid; Receivables no longer lists the customer.
    await gotoHydrated(admin, `/admin/orders/${number}`);
    const dialog = admin.getByRole('dialog', { name: new RegExp(`Custom order ${number}`) });
    const owedSection = dialog.locator('section').filter({ has: admin.getByRole('heading', { name: 'What is owed' }) });
    await expect(owedSection.getByText(/^Paid \$53\.50 on /)).toBeVisible();
    await expect(owedSection.getByText(/^Paid \$481\.50 on /)).toBeVisible();
    await expect(owedSection.getByText('Paid', { exact: true })).toHaveCount(2);
    await expect(owedSection.getByText('Overdue', { exact: true })).toHaveCount(0);
    await expectAccessible(admin);
    await gotoHydrated(admin, '/admin/receivables');
    await expect(admin.getByTestId('receivables-total')).toBeVisible();
    await expect(admin.getByRole('table', { name: `Owed by ${CUSTOMER.name}` })).toHaveCount(0);
    expect(adminProblems).toEqual([]);
    await adminContext.close();
    expect(problems).toEqual([]);
  } finally {
    await context.close();
    shop.child.kill('SIGTERM');
    await exited(shop.child);
  }
});
