/**
 * A NET 30 order's invoice as a PDF from the order's own page: its buyer (signed in, or holding the order's status
 * link) and the admin download it, read back with a PDF reader; another customer, a visitor, a wrong token, and
 * everyone before the invoice is issued get the same 404.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { accountTestClient } from '../../../tests/helpers/account-test-client';
import { signInAdmin } from '../../../tests/helpers/admin';
import { CUSTOMER, HARBOUR_TOWN, PAR_3, paymentHarness } from '../../../tests/helpers/payments';
import { pdfText } from '../../../tests/helpers/pdf-text';
import { ORDER_INVOICE_NOT_FOUND } from './order-invoice-pdf';

const { world, cartWith } = paymentHarness();

const people = { buyer: '', stranger: '', admin: '' };
const order = { id: 0, token: '', invoiceNumber: '' };
const pdfPath = (id: number, token?: string) =>
  `/api/orders/${id}/invoice/pdf${token === undefined ? '' : `?token=${encodeURIComponent(token)}`}`;

const accounts = accountTestClient(() => world.t);

beforeAll(async () => {
  people.buyer = (await accounts.register('pdfbuyer', CUSTOMER.email)).cookie;
  people.stranger = (await accounts.register('pdfstranger', 'stranger@elsewhere.example')).cookie;
  people.admin = await signInAdmin(world.t);
  const session = await cartWith([
    [PAR_3, 4],
    [HARBOUR_TOWN, 1],
  ]);
  const placed = await world.t.app.inject({
    method: 'POST',
    url: '/api/orders/invoice-request',
    headers: { cookie: people.buyer, 'x-session-id': session },
    payload: { customer: CUSTOMER, companyName: 'Riverside Golf Club', reference: 'PO-2210' },
  });
  expect(placed.statusCode, placed.body).toBe(201);
  const { orderId, statusPath } = placed.json() as { orderId: number; statusPath: string };
  order.id = orderId;
  order.token = new URL(statusPath, 'http://shop.test').searchParams.get('token')!;
});

async function expectNotFound(url: string, cookie?: string) {
  const res = await accounts.get(url, cookie);
  expect(res.statusCode, res.body).toBe(404);
  expect(res.json()).toEqual({ message: ORDER_INVOICE_NOT_FOUND });
  expect(res.headers['content-type']).not.toContain('application/pdf');
}

async function expectInvoicePdf(url: string, cookie?: string) {
  const res = await accounts.get(url, cookie);
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  expect(res.headers['content-disposition']).toBe(`attachment; filename="invoice-${order.invoiceNumber}.pdf"`);
  expect(res.headers['cache-control']).toContain('no-store');
  const text = await pdfText(res.rawPayload);
  expect(text).toContain(`Invoice ${order.invoiceNumber}`);
  expect(text).toContain('Riverside Golf Club');
}

describe('GET /api/orders/{id}/invoice/pdf', () => {
  it('is a 404 for everyone, the buyer too, while the order awaits its invoice', async () => {
    await expectNotFound(pdfPath(order.id), people.buyer);
    await expectNotFound(pdfPath(order.id, order.token));
    await expectNotFound(pdfPath(order.id), people.admin);
  });

  it('gives the issued invoice to the signed-in buyer, the status link and the admin', async () => {
    const issued = await accounts.post(`/api/admin/orders/${order.id}/invoice`, {}, { cookie: people.admin });
    expect(issued.statusCode, issued.body).toBe(201);
    order.invoiceNumber = (issued.json() as { invoiceNumber: string }).invoiceNumber;

    await expectInvoicePdf(pdfPath(order.id), people.buyer);
    await expectInvoicePdf(pdfPath(order.id, order.token));
    await expectInvoicePdf(pdfPath(order.id), people.admin);
  });

  it('is the same 404 for another customer, a visitor, a wrong token and an unknown order', async () => {
    await expectNotFound(pdfPath(order.id), people.stranger);
    await expectNotFound(pdfPath(order.id));
    await expectNotFound(pdfPath(order.id, `${order.token.slice(0, -2)}xx`), people.stranger);
    await expectNotFound(pdfPath(order.id, 'short'));
    await expectNotFound(pdfPath(order.id + 1000), people.admin);
  });
});
