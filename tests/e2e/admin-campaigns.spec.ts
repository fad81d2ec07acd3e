import { randomBytes } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { type Locator, type Page } from '@playwright/test';
import { CAMPAIGN_MESSAGES } from '../../core/schemas/campaigns';
import { openAdminSection, useAdminSession } from './admin-session';
import { expectAccessible } from './axe';
import { expect, gotoHydrated, test } from './support';

/**
 * The e-mail campaigns in the browser: the admin imports a Shopify customer export and reads its counts,
 * sends a marketing e-mail (one imported customer excluded) and watches its progress bar reach 100% and the result
 * toast; a recipient's .eml carries the List-Unsubscribe headers and a visible unsubscribe link, which unsubscribes
 * in the browser and can be undone. The suppression list and the customer CSV download work from the same section.
 * The e2e database is shared by every spec: the imported addresses carry a tag of this run, so the counts are exact.
 */

const FIXTURE = path.join(import.meta.dirname, '../fixtures/e2e-shopify-customers.csv');
const MAIL_DIR = path.join(process.env.E2E_DATA_DIR ?? '', 'mail');
const UNSUBSCRIBE_LINK = '/unsubscribe/[1-9][0-9]*\\.[A-Za-z0-9_-]{43}';

/** Toasts by their markup: while a modal dialog is open, Radix hides the rest of the page from the a11y tree. */
function toast(page: Page): Locator {
  return page.locator('[role="region"][aria-label^="Notifications"] li');
}

/** Quoted-printable undone (`=` soft breaks, `=3D` and the like). */
function unquote(body: string): string {
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_escape, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** The .eml sent to `email` with `subject`: its headers (folded lines unfolded) and its decoded body, or null. */
async function campaignMail(email: string, subject: string): Promise<{ headers: string; body: string } | null> {
  const names = await readdir(MAIL_DIR).catch(() => [] as string[]);
  for (const name of names.filter((file) => file.endsWith('.eml'))) {
    const raw = await readFile(path.join(MAIL_DIR, name), 'utf8');
    const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
    const headers = head.replace(/\r?\n[ \t]+/g, ' ');
    if (/^To:.*$/im.exec(headers)?.[0].includes(email) && headers.includes(subject)) {
      return { headers, body: unquote(rest.join('\n\n')) };
    }
  }
  return null;
}

/** "Sent 3 · Failed 0 · Skipped 0 of 3" as numbers. */
function counts(text: string) {
  const [sent, failed, skipped, total] = (/^Sent (\d+) · Failed (\d+) · Skipped (\d+) of (\d+)$/.exec(text) ?? [])
    .slice(1)
    .map(Number);
  return { sent: sent ?? -1, failed: failed ?? -1, skipped: skipped ?? -1, total: total ?? -1 };
}

test.describe.configure({ timeout: 120_000 });

test('the admin imports customers, sends a marketing e-mail to 100%, and a recipient unsubscribes', async ({
  page,
}) => {
  const tag = randomBytes(4).toString('hex');
  const address = (name: string) => `${name}.${tag}@campaign.example`;
  const subject = `Spring pins ${tag}`;
  await useAdminSession(page);

  // Import Customers, from the Discount Codes section: a file that is not a CSV is refused in the browser.
  await gotoHydrated(page, '/admin/discounts');
  await page.getByRole('button', { name: 'Import Customers' }).click();
  const importDialog = page.getByRole('dialog', { name: 'Import Customers' });
  await expect(importDialog.getByText(CAMPAIGN_MESSAGES.importConfirm)).toBeVisible();
  const fileField = importDialog.getByLabel('Shopify customer export (CSV)');
  await fileField.setInputFiles({ name: 'customers.txt', mimeType: 'text/plain', buffer: Buffer.from('Email\n') });
  await importDialog.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(importDialog.getByText(CAMPAIGN_MESSAGES.invalidFile)).toBeVisible();
  await expectAccessible(page);

  // Six rows: three opted in, one did not, one repeats an address in capitals, one has no valid address (line 6).
  const csv = (await readFile(FIXTURE, 'utf8')).replace(/@campaign\.example/gi, `.${tag}@campaign.example`);
  await fileField.setInputFiles({ name: 'customers_export.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await importDialog.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(
    toast(page).filter({ hasText: 'Customer Import Completed' }).filter({
      hasText: 'Imported 3 customers. 2 skipped, 1 duplicates.',
    }),
  ).toBeVisible();
  // Followed as a job, as Imports & Exports shows it: the line without a valid address is the one to fix.
  await expect(importDialog.getByRole('progressbar', { name: 'Import of customers_export.csv' })).toHaveAttribute(
    'aria-valuenow',
    '100',
  );
  await expect(importDialog.getByText('Done: 6 rows read: 3 imported, 2 skipped, 1 to fix')).toBeVisible();
  await expect(importDialog.getByRole('link', { name: 'Download the 1 rows to fix (CSV)' })).toBeVisible();
  await expectAccessible(page);
  await importDialog.getByRole('button', { name: 'Done' }).click();

  // Marketing Emails: the numbers, the required fields, the sample, a bad exclusion named, the live preview.
  await openAdminSection(page, 'Marketing Emails');
  const section = page.getByRole('region', { name: 'Marketing Emails' });
  const marketable = section.getByRole('definition').nth(1);
  await expect(marketable).toHaveText(/^\d+$/);
  const form = section.getByRole('form', { name: 'Marketing Email Campaign' });
  await form.getByRole('button', { name: 'Send Marketing Email' }).click();
  await expect(form.getByText(CAMPAIGN_MESSAGES.marketingRequired)).toHaveCount(2);
  await form.getByRole('button', { name: 'Use sample content' }).click();
  // The sample is one raw HTML block of the e-mail editor.
  await expect(form.getByLabel(/^Block 1: raw HTML\b/)).toHaveValue(/<h1/);
  await form.getByLabel('Subject').fill(subject);
  const exclusions = form.getByLabel('Exclusion list');
  await expect(exclusions).toHaveValue(/@/);
  await exclusions.fill(`${await exclusions.inputValue()}\n${address('dee')}, nope`);
  await form.getByRole('button', { name: 'Send Marketing Email' }).click();
  await expect(form.getByText('This is not an e-mail address: nope')).toBeVisible();
  await exclusions.fill((await exclusions.inputValue()).replace(', nope', ''));

  // The preview follows the form by itself (the server's render a moment after the last change).
  const preview = section.locator('iframe[title^="Preview of the e-mail"]');
  await expect(preview).toHaveAttribute('title', `Preview of the e-mail "${subject}"`);
  // Read from the attribute: the frame runs no script, Playwright's own included.
  await expect(preview).toHaveAttribute('srcdoc', /<h1[^>]*>Fresh pins for the first tee<\/h1>/);
  await expectAccessible(page);

  // Send, confirmed with the audience's size; the bar fills up and the result toast gives the final counts.
  const audience = Number(await marketable.textContent());
  await form.getByRole('button', { name: 'Send Marketing Email' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Send the marketing e-mail?' });
  await expect(confirm).toContainText(CAMPAIGN_MESSAGES.marketingConfirm);
  await expect(confirm).toContainText(`${audience} customer`);
  await confirm.getByRole('button', { name: 'Send', exact: true }).click();

  const progress = section.getByRole('region', { name: `Marketing e-mail: ${subject}` });
  const bar = progress.getByRole('progressbar', { name: 'Campaign progress' });
  await expect(bar).toHaveAttribute('aria-valuemin', '0');
  await expect(bar).toHaveAttribute('aria-valuemax', String(audience - 1));
  await expect
    .poll(async () => (await bar.getAttribute('aria-valuenow')) === (await bar.getAttribute('aria-valuemax')), {
      timeout: 60_000,
    })
    .toBe(true);
  await expect(progress.getByText('Completed', { exact: true })).toBeVisible({ timeout: 30_000 });
  const final = counts((await progress.getByText(/^Sent \d+ · /).textContent()) ?? '');
  expect(final).toEqual({ sent: audience - 1, failed: 0, skipped: 0, total: audience - 1 });
  await expect(
    toast(page).filter({ hasText: CAMPAIGN_MESSAGES.campaignCompleted(final.sent, 0, 0).split(' - ')[1]! }),
  ).toBeVisible();
  await expect(progress.getByRole('button', { name: 'Pause' })).toHaveCount(0);

  // The recipient's e-mail: RFC 8058 headers, the link in its text and as a link; the excluded customer got none.
  let mail: Awaited<ReturnType<typeof campaignMail>> = null;
  await expect
    .poll(async () => (mail = await campaignMail(address('ada'), subject)), { timeout: 20_000 })
    .not.toBeNull();
  const { headers, body } = mail ?? { headers: '', body: '' };
  expect(headers).toMatch(/^List-Unsubscribe: <https?:\/\/[^>]+\/api\/unsubscribe\/[^>]+>, <mailto:[^>]+>/im);
  expect(headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/im);
  const url = new RegExp(`Unsubscribe: (https?://[^\\s/]+(${UNSUBSCRIBE_LINK}))\\s`).exec(body);
  expect(url, 'the unsubscribe link in the text part').not.toBeNull();
  expect(body).toContain(`<a href="${url?.[1]}"`);
  const link = url?.[2] ?? '';
  expect(await campaignMail(address('dee'), subject)).toBeNull();

  // The suppression list: an exclusion added and taken back.
  const panel = section.getByRole('region', { name: 'Suppression list' });
  await panel.getByLabel('Address to exclude').fill(address('ben'));
  await panel.getByRole('button', { name: 'Exclude' }).click();
  const row = panel.getByRole('row').filter({ hasText: address('ben') });
  await expect(row.getByRole('cell', { name: 'Excluded by admin' })).toBeVisible();
  await expectAccessible(page);
  await row.getByRole('button', { name: `Remove ${address('ben')} from the suppression list` }).click();
  await expect(row).toHaveCount(0);

  // The customer CSV, with the imported customers in it.
  const downloading = page.waitForEvent('download');
  await section.getByRole('link', { name: 'Download customers CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^customers-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(await readFile((await download.path()) ?? '', 'utf8')).toContain(address('ada'));

  // The recipient opens the link: unsubscribed at once, and Undo subscribes again.
  await page.context().clearCookies();
  await gotoHydrated(page, link);
  await expect(page.getByRole('heading', { level: 1, name: CAMPAIGN_MESSAGES.unsubscribed })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByRole('heading', { level: 1, name: CAMPAIGN_MESSAGES.resubscribed })).toBeVisible();
  await expectAccessible(page);
});

test('the suppression list shows 50 at a time: Load more reads the next page, the search finds one address', async ({
  page,
}) => {
  const tag = randomBytes(4).toString('hex');
  await useAdminSession(page);
  // 51 of this run's addresses: whatever the shared shop holds, there is at least one page after the first.
  for (let i = 0; i < 51; i++) {
    const added = await page.request.post('/api/admin/suppressions', {
      data: { email: `paged${i}.${tag}@list.example` },
    });
    expect(added.ok()).toBe(true);
  }
  await gotoHydrated(page, '/admin/campaigns');
  const panel = page.getByRole('region', { name: 'Suppression list' });
  const rows = panel.getByRole('row').filter({ hasText: '@' });
  await expect(rows).toHaveCount(50);
  await expect(rows.filter({ hasText: `paged50.${tag}@list.example` })).toHaveCount(1);
  await panel.getByRole('button', { name: 'Load more' }).click();
  await expect(rows.filter({ hasText: `paged0.${tag}@list.example` })).toHaveCount(1);
  expect(await rows.count()).toBeGreaterThan(50);
  await expectAccessible(page);

  // The search, kept in the address: one address of this run.
  await panel.getByRole('searchbox', { name: 'Search' }).fill(`paged7.${tag}`);
  await panel.getByRole('button', { name: 'Search' }).click();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(`paged7.${tag}@list.example`);
  await expect(page).toHaveURL(new RegExp(`suppression=paged7\\.${tag}`));
  await expect(panel.getByRole('button', { name: 'Load more' })).toHaveCount(0);
});
