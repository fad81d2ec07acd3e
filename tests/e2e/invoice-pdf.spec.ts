import { readFile } from 'node:fs/promises';
import { pdfText } from '../helpers/pdf-text';
import { adminRequestContext } from './admin-session';
import { expectAccessible } from './axe';
import { expect, gotoHydrated, test } from './support';

/**
 * The invoice as a PDF from the customer's pay page: the owner sends an invoice, the customer opens its link and
 * downloads the PDF, whose text (read with a PDF reader) names the invoice, its lines, its total and the pay link.
 */
test('a customer downloads the invoice PDF from the pay page', async ({ page, baseURL }) => {
  const admin = await adminRequestContext(baseURL!);
  const created = await admin.post('/api/send-invoice', {
    data: {
      customerName: 'Casey Treasurer',
      customerEmail: 'casey@pdf-club.example',
      items: [{ description: 'Club championship pins', quantity: 40, amount: 4.5 }],
      tax: 0,
      dueDate: '2031-10-01',
    },
  });
  expect(created.status()).toBe(201);
  const invoice = (await created.json()) as { invoiceNumber: string; payUrl: string };
  await admin.dispose();

  const payUrl = new URL(invoice.payUrl);
  await gotoHydrated(page, `${payUrl.pathname}${payUrl.search}`);
  const link = page.getByRole('link', { name: `Invoice ${invoice.invoiceNumber} (PDF)` });
  await expect(link).toBeVisible();
  await expectAccessible(page);

  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toBe(`invoice-${invoice.invoiceNumber}.pdf`);
  const text = await pdfText(await readFile((await download.path())!));
  for (const words of [`Invoice ${invoice.invoiceNumber}`, 'Club championship pins', '$4.50', '$180.00']) {
    expect(text).toContain(words);
  }
  expect(text).toContain(`/pay-invoice/${invoice.invoiceNumber}?amount=180&t=`);
});
