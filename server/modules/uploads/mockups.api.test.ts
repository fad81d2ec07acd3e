/**
 * The instant pin mockup through the real routes: drawn for the page (nothing kept), validated, kept beside the
 * artwork of a designer order, and sent by the owner as proof version 1 with the usual e-mail and audit.
 */
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArtworkMockup } from '../../../core/pin-mockup-schema';
import { signInAdmin } from '../../../tests/helpers/admin';
import { buildTestApp, type TestApp } from '../../../tests/helpers/app';
import { artworkFile, artworkFixture } from '../../../tests/helpers/artwork-fixtures';
import { RUSH_GOLD_ORDER } from '../../../tests/helpers/custom-orders';
import { multipart } from '../../../tests/helpers/multipart';
import { insertCustomOrder } from '../../../tests/helpers/order-test-data';
import { auditLog, customOrders, outbox, uploads } from '../../db/schema';

let t: TestApp;
let admin = '';
beforeAll(async () => {
  t = await buildTestApp({ LOG_LEVEL: 'silent' });
  admin = await signInAdmin(t);
});
afterAll(() => t.close());

let client = 0;
const remote = () => `10.8.${Math.floor(++client / 200)}.${client % 200}`;

const GOLD = { size: '1.5inch', plating: 'gold', packaging: 'just-pins' };

function draw(file: { filename: string; contentType: string; bytes: Buffer }, fields: Record<string, string>) {
  return t.app.inject({
    method: 'POST',
    url: '/api/artwork-mockups',
    remoteAddress: remote(),
    ...multipart(fields, { field: 'file', ...file }),
  });
}

const storedUploads = async () => (await t.database.db.select({ n: count() }).from(uploads))[0]!.n;

describe('POST /api/artwork-mockups', () => {
  it('draws a 600 px PNG of the pin and keeps nothing', async () => {
    const before = await storedUploads();
    const res = await draw(artworkFile('flag'), GOLD);
    expect(res.statusCode, res.body).toBe(200);
    const mockup = res.json() as ArtworkMockup;
    expect(mockup).toMatchObject({ outline: 'round', message: null });
    expect(mockup.image).toMatch(/^data:image\/png;base64,/);
    const png = Buffer.from(mockup.image!.split(',')[1]!, 'base64');
    expect(await sharp(png).metadata()).toMatchObject({ format: 'png', width: 600, height: 600 });
    expect(await storedUploads()).toBe(before);
  });

  it('draws a backing card on its own as the printed card, upright: 2 x 3 and 3 x 4 inches, no metal outline', async () => {
    const card = { product: 'backing-card', plating: 'silver', packaging: 'just-pins' };
    for (const [size, width] of [
      ['2x3inch', 400],
      ['3x4inch', 450],
    ] as const) {
      const res = await draw(artworkFile('flag'), { ...card, size });
      expect(res.statusCode, res.body).toBe(200);
      const mockup = res.json() as ArtworkMockup;
      expect(mockup).toMatchObject({ outline: 'rectangle', message: null });
      const png = Buffer.from(mockup.image!.split(',')[1]!, 'base64');
      // Taller than wide, as the card is: 2 x 3 is 400 x 600, 3 x 4 is 450 x 600.
      expect(await sharp(png).metadata()).toMatchObject({ format: 'png', width, height: 600 });
    }
    const pinSize = await draw(artworkFile('flag'), { ...card, size: '1inch' });
    expect([pinSize.statusCode, pinSize.json().message]).toEqual([400, 'Please choose a size this product comes in.']);
    const cardPin = await draw(artworkFile('flag'), { ...GOLD, size: '2x3inch' });
    expect([cardPin.statusCode, cardPin.json().message]).toEqual([400, 'Please choose a size this product comes in.']);
    const mug = await draw(artworkFile('flag'), { ...GOLD, product: 'mug' });
    expect([mug.statusCode, mug.json().message]).toEqual([400, 'Please choose a product.']);
  });

  it('a file that is not artwork: the field’s own message (415); options are checked (400)', async () => {
    const text = { filename: 'notes.png', contentType: 'image/png', bytes: Buffer.from('Just some notes, not art') };
    const bad = await draw(text, GOLD);
    expect([bad.statusCode, bad.json().message]).toEqual([415, 'Please upload a PNG, JPG, GIF, SVG or PDF file.']);
    const pdf = await draw({ ...text, bytes: artworkFixture('flag') }, { ...GOLD, field: 'proof-change' });
    expect([pdf.statusCode, pdf.json().message]).toEqual([415, 'Please upload a PNG or JPG image.']);
    const plating = await draw(artworkFile('flag'), { ...GOLD, plating: 'platinum' });
    expect([plating.statusCode, plating.json().message]).toEqual([400, 'Please choose a plating.']);
    const size = await draw(artworkFile('flag'), { ...GOLD, size: '3inch' });
    expect([size.statusCode, size.json().message]).toEqual([400, 'Please choose a pin size.']);
    const packaging = await draw(artworkFile('flag'), { ...GOLD, packaging: 'gift-box' });
    expect([packaging.statusCode, packaging.json().message]).toEqual([400, 'Please choose packaging from the list.']);
  });
});

describe('the mockup kept with a designer order, and sent as the first proof', () => {
  it('prepare keeps it beside the artwork; the owner sends it as proof version 1 and the customer is e-mailed', async () => {
    const body = multipart({ orderData: JSON.stringify(RUSH_GOLD_ORDER) }, { field: 'logo', ...artworkFile('flag') });
    const prepared = await t.app.inject({ method: 'POST', url: '/api/custom-orders/prepare', ...body });
    expect(prepared.statusCode, prepared.body).toBe(200);
    const logoUrl: string = prepared.json().logoUrl;
    const mockupUrl = logoUrl.replace(/\.svg$/, '-mockup.png');
    const [kept] = await t.database.db
      .select()
      .from(uploads)
      .where(eq(uploads.storageKey, mockupUrl.slice(9)));
    expect(kept).toMatchObject({
      purpose: 'pin-mockup',
      mimeType: 'image/png',
      originalName: 'flag-3-colours-mockup.png',
    });
    const served = await t.app.inject({ method: 'GET', url: mockupUrl });
    expect([served.statusCode, served.headers['content-type']]).toEqual([200, 'image/png']);

    const { order } = await insertCustomOrder(t.database.db, { logoUrl, customerEmail: 'mockup@example.com' });
    const send = () =>
      t.app.inject({ method: 'POST', url: `/api/custom-orders/${order.id}/proofs/mockup`, headers: { cookie: admin } });
    const sent = await send();
    expect([sent.statusCode, sent.json()]).toEqual([
      201,
      { message: 'The mockup was sent to the customer as proof version 1.', version: 1 },
    ]);
    const proofs = await t.app.inject({
      method: 'GET',
      url: `/api/custom-orders/${order.id}/proofs`,
      headers: { cookie: admin },
    });
    expect(proofs.json().designs[0].versions).toMatchObject([{ version: 1, fileName: 'flag-3-colours-mockup.png' }]);
    expect(proofs.json().designs[0].mockupUrl).toBe(mockupUrl);
    const [row] = await t.database.db.select().from(customOrders).where(eq(customOrders.id, order.id));
    expect(row!.status).toBe('awaiting_approval');
    const mails = await t.database.db.select().from(outbox).where(eq(outbox.toAddress, 'mockup@example.com'));
    expect(mails.map((mail) => mail.subject)).toEqual([expect.stringMatching(/is ready \(version 1\)$/)]);
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(order.id)));
    expect(audits.map((a) => a.action)).toContain('custom-order.proof-upload');

    const again = await send();
    expect([again.statusCode, again.json().message]).toEqual([
      409,
      'The mockup can only be the first proof: this order has proofs already.',
    ]);
  });

  it('a designer order of 3 x 4 inch backing cards keeps the printed card, 450 x 600', async () => {
    // 100 backing cards, 3 x 4 inch: (0.40 + 0.15) x 100 = 55.00; deposit 5.50.
    const cards = { ...RUSH_GOLD_ORDER, product: 'backing-card', size: '3x4inch', plating: 'silver' };
    const order = { ...cards, packaging: 'just-pins', rushOrder: false, rushOrderFee: 0, pricePerPin: 0.55 };
    const priced = { ...order, totalPrice: 55, depositAmount: 5.5, remainingBalance: 49.5 };
    const body = multipart({ orderData: JSON.stringify(priced) }, { field: 'logo', ...artworkFile('flag') });
    const prepared = await t.app.inject({ method: 'POST', url: '/api/custom-orders/prepare', ...body });
    expect(prepared.statusCode, prepared.body).toBe(200);
    const served = await t.app.inject({
      method: 'GET',
      url: (prepared.json().logoUrl as string).replace(/\.svg$/, '-mockup.png'),
    });
    expect(served.statusCode).toBe(200);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ width: 450, height: 600 });
  });

  /** A quote request from Pat with the thin-lines logo; answers the mockup kept beside its logo, as served. */
  async function quoteMockup(fields: Record<string, string | number>) {
    const quote = await t.app.inject({
      method: 'POST',
      url: '/api/quote-requests',
      remoteAddress: remote(),
      ...multipart(
        { customerName: 'Pat', customerEmail: 'pat@example.com', ...fields },
        { field: 'logo', ...artworkFile('thinLines') },
      ),
    });
    expect(quote.statusCode, quote.body).toBe(201);
    return t.app.inject({ method: 'GET', url: (quote.json().logoUrl as string).replace(/\.png$/, '-mockup.png') });
  }

  it('a quote request keeps the mockup of its logo beside it', async () => {
    const served = await quoteMockup({ projectDescription: 'Club crest', quantity: 30, preferredSize: '1.5inch' });
    expect([served.statusCode, served.headers['content-type']]).toEqual([200, 'image/png']);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ width: 600, height: 600 });
  });

  it('a quote request for backing cards keeps the printed card, 2 x 3 inch (a card is not made 1 inch)', async () => {
    const served = await quoteMockup({
      projectDescription: 'Cards for our tournament pins',
      product: 'backing-card',
      quantity: 100,
      preferredSize: '1inch',
    });
    expect(served.statusCode).toBe(200);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ width: 400, height: 600 });
  });

  it('an order whose artwork has no mockup: 404 with why', async () => {
    const { order } = await insertCustomOrder(t.database.db, { logoUrl: '/uploads/0000-none.png' });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/custom-orders/${order.id}/proofs/mockup`,
      headers: { cookie: admin },
    });
    expect([res.statusCode, res.json().message]).toEqual([404, 'This order has no mockup to send.']);
  });
});
