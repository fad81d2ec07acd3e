/**
 * An invoice as a PDF: downloaded by the holder of its pay link (the invoice page's link) and by the admin, read back
 * with a PDF reader: the shop's name and address as the owner saved them, the number, the lines, the tax line, the
 * total, the terms and, while unpaid, the pay link; once paid "PAID" with PayPal's capture id and no pay link.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminInvoiceSchema, type AdminInvoice } from '../../../core/schemas/admin';
import { signInAdmin } from '../../../tests/helpers/admin';
import { paymentHarness } from '../../../tests/helpers/payments';
import { pdfText } from '../../../tests/helpers/pdf-text';

const { world, call, approve, capture } = paymentHarness();

let cookie = '';
let client = 0;
let savedProfile: unknown;
const ADDRESS = '77 Links Lane, Pebble Beach, CA 93953';

function admin(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  client += 1;
  return world.t.app.inject({
    method,
    url,
    remoteAddress: `10.8.${Math.floor(client / 250)}.${client % 250}`,
    headers: { cookie },
    ...(payload ? { payload } : {}),
  });
}

beforeAll(async () => {
  cookie = await signInAdmin(world.t);
  const profile = await admin('GET', '/api/admin/settings/shop');
  savedProfile = profile.json().values;
  const saved = await admin('PUT', '/api/admin/settings/shop', {
    ...profile.json().values,
    name: 'Fairway Pin Works',
    postalAddress: ADDRESS,
  });
  expect(saved.statusCode, saved.body).toBe(200);
});
afterAll(async () => {
  await admin('PUT', '/api/admin/settings/shop', savedProfile as object);
});

async function createInvoice(): Promise<AdminInvoice> {
  const res = await admin('POST', '/api/send-invoice', {
    customerName: 'Dana Treasurer',
    customerEmail: 'dana@oakmont.example',
    customerCompany: 'Oakmont Ladies League',
    customerAddress: '5 Club Road\nOakmont, PA 15139',
    items: [
      { description: 'Soft enamel pins, 1 inch', quantity: 200, amount: 2.35 },
      { description: 'Backing cards', quantity: 200, amount: 0.15 },
    ],
    tax: 0,
    dueDate: '2031-06-15',
    terms: 'Net 30',
  });
  expect(res.statusCode, res.body).toBe(201);
  return adminInvoiceSchema.parse(res.json());
}

/** The pay link's path and token, as the e-mail carries it. */
function linkOf(invoice: AdminInvoice) {
  const url = new URL(invoice.payUrl);
  return { path: `${url.pathname}${url.search}`, t: url.searchParams.get('t')! };
}

function expectPdf(res: { statusCode: number; headers: Record<string, unknown>; body: string }, fileName: string) {
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  expect(res.headers['content-disposition']).toBe(`attachment; filename="${fileName}"`);
}

describe('GET /api/invoices/{invoiceNumber}/pdf?t= and the admin download', () => {
  it('the customer downloads the unpaid invoice: shop, number, lines, tax, total, terms and its pay link', async () => {
    const invoice = await createInvoice();
    const { path, t } = linkOf(invoice);
    const res = await call('GET', `/api/invoices/${invoice.invoiceNumber}/pdf?t=${t}`);
    expectPdf(res, `invoice-${invoice.invoiceNumber}.pdf`);
    const text = await pdfText(res.rawPayload);
    for (const words of [
      'Fairway Pin Works',
      ADDRESS,
      `Invoice ${invoice.invoiceNumber}`,
      'Dana Treasurer',
      'Oakmont Ladies League',
      'Oakmont, PA 15139',
      'Soft enamel pins, 1 inch',
      '$2.35',
      '$470.00',
      '$30.00',
      'June 15, 2031',
      'Net 30: due on June 15, 2031.',
      invoice.payUrl,
    ]) {
      expect(text).toContain(words);
    }
    expect(text).toMatch(/Tax\n\$0\.00/);
    expect(text).toMatch(/Total due\n\$500\.00/);
    expect(invoice.payUrl).toContain(path);

    // The admin's copy is the same document.
    const adminCopy = await admin('GET', `/api/manual-invoices/${invoice.id}/pdf`);
    expectPdf(adminCopy, `invoice-${invoice.invoiceNumber}.pdf`);
    expect(await pdfText(adminCopy.rawPayload)).toBe(text);
  });

  it('once paid it says so, with the date and PayPal capture id, and no longer carries a pay link', async () => {
    const invoice = await createInvoice();
    const { t } = linkOf(invoice);
    const created = await call('POST', '/api/paypal/order', {
      purpose: 'invoice',
      invoiceNumber: invoice.invoiceNumber,
      token: t,
    });
    expect(created.statusCode, created.body).toBe(201);
    await approve(created.json().id);
    expect((await capture(created.json().id)).json().status).toBe('COMPLETED');
    const listed = (await admin('GET', `/api/manual-invoices?q=${invoice.invoiceNumber}`)).json()
      .invoices as AdminInvoice[];
    const captureId = listed.find((row) => row.id === invoice.id)!.captureId!;
    expect(captureId).toBeTruthy();

    const text = await pdfText((await call('GET', `/api/invoices/${invoice.invoiceNumber}/pdf?t=${t}`)).rawPayload);
    expect(text).toContain('PAID');
    expect(text).toContain(captureId);
    expect(text).toMatch(/Total paid\n\$500\.00/);
    expect(text).not.toContain(invoice.payUrl);
  });

  it("is the same 404 as the invoice page without the link's token, with a wrong one or another invoice's", async () => {
    const mine = await createInvoice();
    const theirs = await createInvoice();
    for (const url of [
      `/api/invoices/${mine.invoiceNumber}/pdf`,
      `/api/invoices/${mine.invoiceNumber}/pdf?t=${'A'.repeat(43)}`,
      `/api/invoices/${mine.invoiceNumber}/pdf?t=${linkOf(theirs).t}`,
      `/api/invoices/INV-999999/pdf?t=${linkOf(mine).t}`,
    ]) {
      const res = await call('GET', url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual({ message: 'Invoice not found' });
    }
    expect((await admin('GET', '/api/manual-invoices/999999/pdf')).statusCode).toBe(404);
  });
});
