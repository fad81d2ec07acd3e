import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { useAdminSession } from './admin-session';
import { expectAccessible } from './axe';
import { expect, gotoHydrated, test } from './support';

/**
 * Imports & Exports: the owner imports a 20,000-row Shopify customer export made here, watches its progress bar
 * fill while the file is read in the background, reaches "Done" with the counts, downloads the rows to fix, then
 * exports today's contacts and downloads the file by its link. Every test fails on a console error.
 */

const ROWS = 20_000;

/** A Shopify export: every 10th row declined marketing, every 1,000th has no valid address. */
function shopifyExport(tag: string): Buffer {
  const lines = ['First Name,Last Name,Email,Accepts Email Marketing,Phone'];
  for (let i = 1; i <= ROWS; i++) {
    const email = i % 1000 === 0 ? `not-an-address-${i}` : `${tag}-${i}@example.com`;
    lines.push(`Bulk,Buyer ${i},${email},${i % 10 === 7 ? 'no' : 'yes'},+1555${String(i).padStart(7, '0')}`);
  }
  return Buffer.from(lines.join('\n'));
}

test.describe.configure({ timeout: 120_000 });

test('the owner imports a large file and watches its progress to the end, then exports the contacts', async ({
  page,
}) => {
  await useAdminSession(page);
  await gotoHydrated(page, '/admin/imports-exports');
  await expect(page.getByRole('heading', { name: 'Import contacts' })).toBeVisible();
  await expectAccessible(page);

  const tag = `bulk${randomBytes(4).toString('hex')}`;
  const fileName = `${tag}.csv`;
  const imports = page.getByRole('region', { name: 'Import contacts' });
  await imports.getByLabel('What the file is').selectOption('shopify');
  await imports
    .getByLabel('CSV file')
    .setInputFiles({ name: fileName, mimeType: 'text/csv', buffer: shopifyExport(tag) });
  await imports.getByRole('button', { name: 'Start the import' }).click();

  const job = imports.getByRole('listitem').filter({ hasText: fileName });
  const bar = job.getByRole('progressbar', { name: `Import of ${fileName}` });
  await expect(bar).toBeVisible();
  // While it runs: rows read of the estimated total, with the counts so far.
  await expect(job.getByRole('status')).toHaveText(/^[\d,]+ of ~[\d,]+ rows read: [\d,]+ imported, /, {
    timeout: 30_000,
  });
  // The bar fills as the file is read, and the job ends with its counts: 20 rows to fix, 2,000 declined.
  await expect(job.getByRole('status')).toHaveText(
    'Done: 20,000 rows read: 17,980 imported, 2,000 skipped, 20 to fix',
    { timeout: 90_000 },
  );
  await expect(bar).toHaveAttribute('aria-valuenow', '100');

  const downloading = page.waitForEvent('download');
  await job.getByRole('link', { name: 'Download the 20 rows to fix (CSV)' }).click();
  const rowsToFix = await readFile((await (await downloading).path())!, 'utf8');
  const lines = rowsToFix.replace(/\r\n$/, '').split('\r\n');
  expect(lines).toHaveLength(21);
  expect(lines[0]).toBe('\uFEFFLine,Problem,First Name,Last Name,Email,Accepts Email Marketing,Phone');
  expect(lines[1]).toContain('not-an-address-1000');
  await expectAccessible(page);

  const exports = page.getByRole('region', { name: 'Export a period as CSV' });
  await exports.getByLabel('What to export').selectOption('contacts');
  await exports.getByRole('button', { name: 'Start the export' }).click();
  const ready = exports.getByRole('listitem').first();
  await expect(ready.getByRole('status')).toContainText('Ready:', { timeout: 60_000 });
  const exporting = page.waitForEvent('download');
  await ready.getByRole('link', { name: /^Download/ }).click();
  const exported = await readFile((await (await exporting).path())!, 'utf8');
  expect(exported).toContain(`${tag}-1@example.com`);
  expect(exported).toContain(`${tag}-19999@example.com`);
});
