import { randomBytes } from 'node:crypto';
import { type Locator, type Page } from '@playwright/test';
import { openAdminSection, useAdminSession } from './admin-session';
import { expectAccessible } from './axe';
import { expect, gotoHydrated, test, watchConsole } from './support';

/**
 * The owner composes a marketing e-mail from blocks: a heading, a product card of the catalogue and a button, and
 * sees the live preview (the server's render) follow; saves it as a template and loads it back; sends a test to
 * themselves and finds it in the mailbox; schedules the campaign for a later time, sees "Scheduled for" in the list
 * and cancels it.
 */

/** Toasts by their markup: while a modal dialog is open, Radix hides the rest of the page from the a11y tree. */
function toast(page: Page): Locator {
  return page.locator('[role="region"][aria-label^="Notifications"] li');
}

/** A datetime-local value, in the browser's (and this machine's) time zone. */
function localInput(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test.describe.configure({ timeout: 120_000 });

test('the owner composes an e-mail from blocks, previews, saves a template, tests and schedules it', async ({
  page,
}) => {
  const tag = randomBytes(4).toString('hex');
  const subject = `Editor pins ${tag}`;
  await useAdminSession(page);
  // Someone who agreed to marketing e-mail, so the campaign has an audience whatever ran before.
  const signup = await page.request.post('/api/newsletter-signup', {
    data: { email: `editor.${tag}@campaign.example`, source: 'popup_15off' },
  });
  expect(signup.ok()).toBe(true);

  await gotoHydrated(page, '/admin');
  await openAdminSection(page, 'Marketing Emails');
  const section = page.getByRole('region', { name: 'Marketing Emails' });
  const form = section.getByRole('form', { name: 'Marketing Email Campaign' });
  const preview = section.locator('iframe[title^="Preview of the e-mail"]');
  const adders = form.getByRole('group', { name: 'Add a block' });

  await form.getByLabel('Subject').fill(subject);
  await adders.getByRole('button', { name: 'Heading' }).click();
  await form.getByLabel(/^Block 1: heading\b/).fill(`Fresh pins ${tag}`);
  await expect(preview).toHaveAttribute('srcdoc', new RegExp(`<h2[^>]*>Fresh pins ${tag}</h2>`));
  await expect(preview).toHaveAttribute('title', `Preview of the e-mail "${subject}"`);
  // Sandboxed: nothing in the frame runs.
  await expect(preview).toHaveAttribute('sandbox', 'allow-same-origin');

  // A product card: the catalogue's own name and price, rendered by the server.
  await adders.getByRole('button', { name: 'Product card' }).click();
  const productSelect = form.getByLabel(/^Block 2: product\b/);
  await expect(productSelect.locator('option')).not.toHaveCount(1);
  await productSelect.selectOption({ index: 1 });
  const chosen = (await productSelect.locator('option:checked').textContent()) ?? '';
  const [, productName = '', price = ''] = /^(.*) \((\$[\d,.]+)\)$/.exec(chosen) ?? [];
  expect(productName).not.toBe('');
  await expect(preview).toHaveAttribute('srcdoc', new RegExp(escapeRegExp(productName)));
  await expect(preview).toHaveAttribute('srcdoc', new RegExp(escapeRegExp(price)));

  await adders.getByRole('button', { name: 'Button' }).click();
  await form.getByLabel(/^Block 3: button text\b/).fill('Shop the new pins');
  await form.getByLabel(/^Block 3: button link\b/).fill('/wholesale');
  await expect(preview).toHaveAttribute('srcdoc', /href="http[^"]+\/wholesale"[^>]*>Shop the new pins<\/a>/);
  await expectAccessible(page);

  // A template: saved, then loaded back after a block was removed.
  await form.getByLabel('Template name').fill(`Editor ${tag}`);
  await form.getByRole('button', { name: 'Save as template' }).click();
  await expect(toast(page).filter({ hasText: `"Editor ${tag}" is in your templates` })).toBeVisible();
  await expect(form.getByLabel('Saved template').locator('option:checked')).toHaveText(`Editor ${tag}`);
  await form.getByRole('button', { name: 'Remove Block 3' }).click();
  await expect(form.getByLabel(/^Block 3: button text\b/)).toHaveCount(0);
  await form.getByRole('button', { name: 'Load template' }).click();
  await expect(form.getByLabel(/^Block 3: button text\b/)).toHaveValue('Shop the new pins');

  // A test to the signed-in admin, found in the mailbox (another tab of the same session).
  await form.getByRole('button', { name: 'Send a test to me' }).click();
  await expect(toast(page).filter({ hasText: 'The test e-mail is on its way to' })).toBeVisible();
  const mailbox = await page.context().newPage();
  const mailboxProblems = watchConsole(mailbox);
  const row = mailbox.getByRole('row').filter({ hasText: `[Test] ${subject}` });
  await expect(async () => {
    await gotoHydrated(mailbox, `/admin/mailbox?q=${encodeURIComponent(tag)}`);
    await expect(row.getByText('Sent', { exact: true })).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await expect(row).toHaveCount(1);
  await expectAccessible(mailbox);
  expect(mailboxProblems).toEqual([]);
  await mailbox.close();

  // Scheduled for two hours from now: a time under 5 minutes ahead is refused on the field first.
  await form.getByLabel('Send later, at a date and time').check();
  const sendAt = form.getByLabel(/^Send at\b/);
  await sendAt.fill(localInput(new Date(Date.now() + 60_000)));
  await form.getByRole('button', { name: 'Schedule Marketing Email' }).click();
  await expect(form.getByText('Choose a date and time at least 5 minutes from now.')).toBeVisible();
  await sendAt.fill(localInput(new Date(Date.now() + 2 * 3_600_000)));
  await form.getByRole('button', { name: 'Schedule Marketing Email' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Schedule the marketing e-mail?' });
  await expect(confirm).toContainText('Scheduled for');
  await confirm.getByRole('button', { name: 'Schedule', exact: true }).click();
  await expect(toast(page).filter({ hasText: 'Scheduled for' })).toBeVisible();

  const list = section.getByRole('region', { name: 'Recent campaigns' });
  const scheduled = list.getByRole('listitem').filter({ hasText: subject }).filter({ hasNotText: '[Test]' });
  await expect(scheduled.getByText(/^Scheduled for \w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M$/)).toBeVisible();
  await expectAccessible(page);

  // Cancelled while it waits: nothing will be sent.
  await scheduled.getByRole('button', { name: 'Cancel campaign' }).click();
  const cancel = page.getByRole('alertdialog', { name: 'Cancel the scheduled campaign?' });
  await cancel.getByRole('button', { name: 'Cancel campaign' }).click();
  await expect(scheduled.getByText('Cancelled', { exact: true })).toBeVisible();
});
