import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../tests/helpers/app';
import { invoiceToken, TEST_LINK_SECRET } from '../../../tests/helpers/pay-links';
import { invoiceLinkToken, invoicePayPath } from './invoice-links';

let t: TestApp;
let client = 0;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** Each call from its own address, so the per-address limits stay out of the way. */
function call(method: 'GET' | 'POST', url: string, payload?: object) {
  client += 1;
  return t.app.inject({ method, url, remoteAddress: `10.3.0.${client}`, ...(payload ? { payload } : {}) });
}

const NOT_FOUND = { message: 'Invoice not found' };

describe('GET /api/invoices/{invoiceNumber}?t=', () => {
  it('without the link token, or with a wrong one, answers exactly as for an unknown invoice', async () => {
    const unknown = await call('GET', '/api/invoices/INV-999999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual(NOT_FOUND);

    const other = await invoiceToken(t.database.db, 'INV-100002');
    for (const url of [
      '/api/invoices/INV-100001',
      '/api/invoices/INV-100001?t=',
      `/api/invoices/INV-100001?t=${'A'.repeat(43)}`,
      // Another invoice's token opens only that invoice.
      `/api/invoices/INV-100001?t=${other}`,
      // The number walked on with a real token.
      `/api/invoices/INV-100003?t=${other}`,
    ]) {
      const res = await call('GET', url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual(NOT_FOUND);
    }
  });

  it('with the right token answers the stored invoice', async () => {
    const res = await call('GET', `/api/invoices/INV-100001?t=${await invoiceToken(t.database.db, 'INV-100001')}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ invoiceNumber: 'INV-100001', total: 250, status: 'pending' });
  });

  it("binds the token to the invoice's row, and builds the link an e-mail carries", () => {
    const invoice = { id: 1, invoiceNumber: 'INV-100001', totalCents: 25_000 };
    const token = invoiceLinkToken(TEST_LINK_SECRET, invoice);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // The same number on another row (a deleted invoice's number reused) has another token.
    expect(invoiceLinkToken(TEST_LINK_SECRET, { ...invoice, id: 9 })).not.toBe(token);
    expect(invoicePayPath(TEST_LINK_SECRET, invoice)).toBe(`/pay-invoice/INV-100001?amount=250&t=${token}`);
  });
});

describe('POST /api/paypal/order for an invoice', () => {
  it('needs the link token: none is a 400, a wrong one the same 404 as an unknown invoice', async () => {
    const missing = await call('POST', '/api/paypal/order', {
      purpose: 'invoice',
      invoiceNumber: 'INV-100001',
      amount: '250',
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('token (the t of the invoice link) is required for an invoice payment');

    const wrong = await call('POST', '/api/paypal/order', {
      purpose: 'invoice',
      invoiceNumber: 'INV-100001',
      token: await invoiceToken(t.database.db, 'INV-100002'),
      amount: '250',
    });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json()).toEqual(NOT_FOUND);
  });
});
