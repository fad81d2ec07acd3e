import { readFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { openAdminBrowser } from './admin-session';
import { expectAccessible } from './axe';
import { useCustomerSession } from './customer-session';
import { expect, gotoHydrated, test } from './support';

/**
 * A reseller's certificate: the signed-in customer uploads it on Track Your Order (a file that is not a PDF or an
 * image is refused by name), sees it wait for review, the owner approves it in Sales Tax (its file opens for the
 * owner, not at a public address), and the customer sees it approved. The shared customer may have certificates from earlier runs: this one is found by its own number.
 */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

test('a customer uploads a resale certificate and the owner approves it', async ({
  page,
  browser,
  baseURL,
  allowFailedRequest,
}) => {
  test.setTimeout(90_000);
  const number = `CA-${randomBytes(3).toString('hex').toUpperCase()}`;
  await useCustomerSession(page);
  await gotoHydrated(page, '/track-order');
  const section = page.getByRole('region', { name: 'Tax exemption certificates' });
  const form = section.getByRole('form', { name: 'Upload a tax certificate' });
  await form.getByLabel('State or province').selectOption({ label: 'California' });
  await form.getByLabel('Certificate number').fill(number);
  await form.getByLabel('Expires on').fill('2099-06-30');
  await form
    .getByLabel('The certificate (PDF, PNG or JPG)')
    .setInputFiles({ name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('not a pdf at all') });
  allowFailedRequest('/api/account/tax-certificates', 415);
  await form.getByRole('button', { name: 'Upload the certificate' }).click();
  await expect(form.getByRole('alert')).toHaveText('Upload the certificate as a PDF, PNG or JPG file.');

  await form
    .getByLabel('The certificate (PDF, PNG or JPG)')
    .setInputFiles({ name: 'resale.pdf', mimeType: 'application/pdf', buffer: PDF });
  await form.getByRole('button', { name: 'Upload the certificate' }).click();
  const mine = section
    .getByRole('list', { name: 'Your certificates' })
    .getByRole('listitem')
    .filter({ hasText: number });
  await expect(mine).toContainText('for California, until 2099-06-30: Waiting for review');
  await expectAccessible(page);
  // The customer downloads their own file from the list.
  const download = page.waitForEvent('download');
  await mine.getByRole('link', { name: 'Download resale.pdf' }).click();
  expect((await readFile(await (await download).path())).equals(PDF)).toBe(true);

  const { admin, problems, close } = await openAdminBrowser(browser, baseURL);
  try {
    await gotoHydrated(admin, '/admin/tax');
    const item = admin
      .getByRole('region', { name: 'Exemption certificates' })
      .getByRole('listitem')
      .filter({ hasText: number });
    await expect(item).toContainText('Waiting for review');
    await expectAccessible(admin);
    await item.getByRole('button', { name: 'Approve' }).click();
    // The list opens on those waiting for review: approved, it is under Approved.
    await expect(item).toHaveCount(0);
    await admin
      .getByRole('region', { name: 'Exemption certificates' })
      .getByRole('group', { name: 'Show certificates' })
      .getByRole('button', { name: 'Approved' })
      .click();
    await expect(item).toContainText('Approved');
    // The file opens for the owner through the admin's route; the customer is refused there (it is not public).
    const href = await item.getByRole('link', { name: 'Open the certificate (resale.pdf)' }).getAttribute('href');
    expect(href).toMatch(/^\/api\/admin\/tax\/certificates\/\d+\/file$/);
    const file = await admin.request.get(href!);
    expect(file.status()).toBe(200);
    expect((await file.body()).equals(PDF)).toBe(true);
    expect((await page.request.get(href!)).status()).toBe(403);
    expect(problems).toEqual([]);
  } finally {
    await close();
  }

  await page.reload();
  await expect(mine).toContainText('Approved');
});
