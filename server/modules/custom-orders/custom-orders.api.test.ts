import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAdmin } from '../../../tests/helpers/admin';
import { buildTestApp, type TestApp } from '../../../tests/helpers/app';
import { RUSH_GOLD_ORDER } from '../../../tests/helpers/custom-orders';
import { artworkPdf } from '../../../tests/helpers/artwork-fixtures';
import { multipart, PDF_BYTES, PNG_BYTES } from '../../../tests/helpers/multipart';
import { insertCustomOrder } from '../../../tests/helpers/order-test-data';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const order = RUSH_GOLD_ORDER;

let client = 0;
function prepare(orderData: object | string, file: Buffer | null = PNG_BYTES, filename = 'crest.png') {
  client += 1;
  const body = multipart(
    { orderData: typeof orderData === 'string' ? orderData : JSON.stringify(orderData) },
    file ? { field: 'logo', filename, contentType: 'application/octet-stream', bytes: file } : undefined,
  );
  return t.app.inject({
    method: 'POST',
    url: '/api/custom-orders/prepare',
    remoteAddress: `10.1.0.${client}`,
    ...body,
  });
}

describe('GET /api/designer-orders/{preparedId}', () => {
  const get = (id: string) => t.app.inject({ method: 'GET', url: `/api/designer-orders/${id}` });

  it("answers the order as prepare priced it, whatever a checkout link says (the page shows the server's prices)", async () => {
    const prepared = (await prepare(order)).json();
    const res = await get(prepared.preparedOrderId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual(prepared);
  });

  it('is a 404 with a plain message for a changed signature, a made-up id or an unsigned one', async () => {
    const { preparedOrderId } = (await prepare(order)).json();
    const [id, mac] = preparedOrderId.split('.');
    const changed = `${id}.${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`;
    for (const wrong of [changed, `${Number(id) + 1}.${mac}`, id, 'not-an-order']) {
      const res = await get(wrong);
      expect(res.statusCode, wrong).toBe(404);
      expect(res.json()).toEqual({
        message: 'This order has expired. Please review your design and submit it again.',
      });
    }
  });
});

describe('POST /api/custom-orders/prepare', () => {
  it('accepts an order whose prices match ours and keeps the design file', async () => {
    const res = await prepare(order);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      ...order,
      logoUrl: expect.stringMatching(/^\/uploads\/.+\.png$/),
      logoFileName: 'crest.png',
    });
  });

  it('re-validates the promo code against the total including rush and applies it', async () => {
    // USA: 20% of 635.00 = 127.00; total 508.00; deposit 53.50 + 10.00 - 12.70 = 50.80; remaining 457.20
    const withPromo = {
      ...order,
      promoCode: 'usa',
      discountAmount: 127,
      totalPrice: 508,
      depositAmount: 50.8,
      remainingBalance: 457.2,
    };
    const res = await prepare(withPromo);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ promoCode: 'USA', discountAmount: 127, totalPrice: 508, depositAmount: 50.8 });
  });

  it.each([
    ['price per pin', { pricePerPin: 1 }],
    ['deposit', { depositAmount: 0.01 }],
    ['total', { totalPrice: 1 }],
    ['rush fee', { rushOrderFee: 0 }],
    ['a discount without a code', { discountAmount: 600, totalPrice: 35, depositAmount: 3.5, remainingBalance: 31.5 }],
  ])('refuses a tampered %s with 409', async (_label, tampered) => {
    const res = await prepare({ ...order, ...tampered });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/do not match our current prices/);
  });

  it('refuses an invalid promo code with its reason', async () => {
    const res = await prepare({ ...order, promoCode: 'SUMMER2024', discountAmount: 10 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'This discount code is not valid' });
  });

  it('needs the design file, a name and an e-mail', async () => {
    expect((await prepare(order, null)).json()).toEqual({
      message: 'Please upload your logo and fill in all contact details.',
    });
    expect((await prepare({ ...order, customerEmail: 'nope' })).statusCode).toBe(400);
    expect((await prepare({ ...order, customerName: ' ' })).statusCode).toBe(400);
  });

  it('takes a PDF design file, refuses other types, and answers 400 for broken JSON', async () => {
    expect((await prepare(order, await artworkPdf(1), 'design.pdf')).json().logoUrl).toMatch(/\.pdf$/);
    // A PDF header over nothing pdfjs can draw: refused like any file that is no design (pre-flight could not read it).
    expect((await prepare(order, PDF_BYTES, 'design.pdf')).statusCode).toBe(415);
    expect((await prepare(order, Buffer.from('MZ\x90\x00binary'), 'design.png')).statusCode).toBe(415);
    expect((await prepare('{not json')).statusCode).toBe(400);
  });

  it('normalises packaging: just-pins is exclusive', async () => {
    const res = await prepare({ ...order, packaging: 'just-pins,backing-cards' });
    expect(res.json().packaging).toBe('backing-cards');
  });
});

describe('GET /api/custom-orders (admin)', () => {
  it("lists every live custom order newest first; a deleted one is gone; a customer's session is refused", async () => {
    const { order: older } = await insertCustomOrder(t.database.db, { customerEmail: 'first@example.com' });
    const { order: newer } = await insertCustomOrder(t.database.db, { customerEmail: 'second@example.com' });
    const cookie = await signInAdmin(t);
    const list = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/custom-orders', headers: { cookie } })).json<{
        orders: { id: number }[];
      }>().orders;
    expect((await list()).map((o) => o.id)).toEqual([newer.id, older.id]);

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/custom-orders/${older.id}`,
      headers: { cookie },
    });
    expect(deleted.statusCode).toBe(200);
    expect((await list()).map((o) => o.id)).toEqual([newer.id]);

    expect((await t.app.inject({ method: 'GET', url: '/api/custom-orders' })).statusCode).toBe(401);
  });
});
